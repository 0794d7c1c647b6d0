import { describe, expect, it } from 'vitest'
import { errorTag } from './errorTag.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { filter } from '../../src/dsl/operators/filter.js'
import { mapValues } from '../../src/dsl/operators/mapValues.js'
import { process } from '../../src/dsl/operators/process.js'
import { to } from '../../src/dsl/operators/to.js'
import { suppress } from '../../src/dsl/operators/suppress.js'
import { toStream } from '../../src/dsl/operators/toStream.js'
import { Suppressed } from '../../src/dsl/options/Suppressed.js'
import { Stores } from '../../src/state/Stores.js'
import { Materialized } from '../../src/dsl/options/Materialized.js'
import { Named } from '../../src/dsl/options/Named.js'
import { errorCases } from '../goldens/errorCases.js'
import { keyValueStore } from './catalogue/tables.js'

/** A port of one ErrorCatalogue.java program and the `_tag` we throw where Java throws. */
interface ErrorPort {
  readonly program: (builder: StreamsBuilder) => void
  readonly tag: string
}

const pipe = (builder: StreamsBuilder): void => builder.stream('input').pipe(to('output'))

const ports: Readonly<Record<string, ErrorPort>> = {
  optimizationAllAndNone: { program: pipe, tag: 'InvalidOptimizationConfig' },
  optimizationNoneAndRule: { program: pipe, tag: 'InvalidOptimizationConfig' },
  optimizationUnknownRule: { program: pipe, tag: 'InvalidOptimizationConfig' },
  illegalProcessorName: {
    program: (b) =>
      b.stream('input').pipe(
        filter(() => true, Named.as('bad name!')),
        to('output'),
      ),
    tag: 'InvalidName',
  },
  processorNameTooLong: {
    program: (b) =>
      b.stream('input').pipe(
        filter(() => true, Named.as('n'.repeat(250))),
        to('output'),
      ),
    tag: 'InvalidName',
  },
  emptyProcessorName: {
    program: (b) =>
      b.stream('input').pipe(
        filter(() => true, Named.as('')),
        to('output'),
      ),
    tag: 'InvalidName',
  },
  duplicateProcessorName: {
    program: (b) =>
      b.stream<string, string>('input').pipe(
        filter(() => true, Named.as('same')),
        mapValues((v) => v, Named.as('same')),
        to('output'),
      ),
    tag: 'DuplicateProcessorName',
  },
  illegalStoreName: { program: (b) => b.table('input', Materialized.as('bad store')), tag: 'InvalidName' },
  duplicateStoreName: {
    program: (b) => {
      b.table('input-a', Materialized.as('store'))
      b.table('input-b', Materialized.as('store'))
    },
    tag: 'DuplicateStoreName',
  },
  duplicateAddStateStore: {
    program: (b) => {
      b.addStateStore(keyValueStore('counts', false))
      b.addStateStore(keyValueStore('counts', false))
    },
    tag: 'DuplicateStoreName',
  },
  processWithUnknownStore: {
    program: (b) =>
      b
        .stream('input')
        .pipe(process({ get: () => ({ process: () => undefined }) }, undefined, 'missing'), to('output')),
    tag: 'UnknownStore',
  },
  tableTopicTwice: {
    program: (b) => {
      b.table('input')
      b.table('input')
    },
    tag: 'TopicAlreadyRegistered',
  },
  streamAndTableOnOneTopic: {
    program: (b) => {
      pipe(b)
      b.table('input')
    },
    tag: 'TopicAlreadyRegistered',
  },
  overlappingSourceTopics: {
    program: (b) => {
      b.stream(['a', 'b']).pipe(to('output-ab'))
      b.stream('a').pipe(to('output-a'))
    },
    tag: 'OverlappingSourceTopics',
  },
  globalTableAndStreamOnOneTopic: {
    program: (b) => {
      b.globalTable('input')
      pipe(b)
    },
    tag: 'TopicAlreadyRegistered',
  },
  suppressVersionedTable: {
    program: (b) => {
      b.table('input', Materialized.as(Stores.persistentVersionedKeyValueStore('versioned', 300_000))).pipe(
        suppress(Suppressed.untilTimeLimit(1000, Suppressed.BufferConfig.unbounded())),
        toStream(),
        to('output'),
      )
    },
    tag: 'InvalidTopology',
  },
}

/** Java rejections Tributary cannot express yet. */
const notSupported: readonly string[] = []

describe('programs Kafka Streams rejects are rejected, at the same phase', () => {
  const cases = errorCases().filter((c) => !notSupported.includes(c.case))

  it.each(cases.map((c) => [c.case, c] as const))('%s', (_name, c) => {
    const port = ports[c.case]
    if (port === undefined) throw new Error(`no port of ${c.case}`)
    const builder = new StreamsBuilder()
    if (c.phase === 'dsl') {
      expect(errorTag(() => port.program(builder))).toBe(port.tag)
      return
    }
    port.program(builder)
    expect(errorTag(() => builder.build({ 'topology.optimization': c.optimization }))).toBe(port.tag)
  })

  it('ports every case but the unsupported ones', () => {
    expect(
      errorCases()
        .map((c) => c.case)
        .filter((c) => !(c in ports)),
    ).toEqual(notSupported)
  })
})
