import { describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { count } from '../../src/dsl/operators/count.js'
import { groupBy } from '../../src/dsl/operators/groupBy.js'
import { groupByKey } from '../../src/dsl/operators/groupByKey.js'
import { join } from '../../src/dsl/operators/join.js'
import { mapValues } from '../../src/dsl/operators/mapValues.js'
import { process } from '../../src/dsl/operators/process.js'
import { repartition } from '../../src/dsl/operators/repartition.js'
import { to } from '../../src/dsl/operators/to.js'
import { Joined } from '../../src/dsl/options/Joined.js'
import { Materialized } from '../../src/dsl/options/Materialized.js'
import { Named } from '../../src/dsl/options/Named.js'
import { Repartitioned } from '../../src/dsl/options/Repartitioned.js'
import { JoinWindows } from '../../src/core/windows/JoinWindows.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { TopologyError } from '../../src/errors/TopologyError.js'
import { verifySerdes } from '../../src/topology/verifySerdes.js'

/** The `_tag` and node of the error `f` throws. */
const failure = (f: () => unknown): { tag: unknown; node: unknown; isTopologyError: boolean } => {
  try {
    f()
  } catch (e) {
    const err = e as { _tag?: unknown; node?: unknown }
    return { tag: err._tag, node: err.node, isTopologyError: e instanceof TopologyError }
  }
  return { tag: 'no error', node: undefined, isTopologyError: false }
}

describe('build-time topology errors', () => {
  it('rejects a topology with no source', () => {
    expect(failure(() => new StreamsBuilder().build())).toMatchObject({
      tag: 'NoSource',
      isTopologyError: true,
    })
  })

  it('rejects two processors with the same name, naming it', () => {
    const builder = new StreamsBuilder()
    const input = builder.stream<string, string>('input')
    input.pipe(
      mapValues((v) => v, Named.as('twice')),
      to('a'),
    )
    input.pipe(
      mapValues((v) => v, Named.as('twice')),
      to('b'),
    )
    expect(failure(() => builder.build())).toMatchObject({ tag: 'DuplicateProcessorName', node: 'twice' })
  })

  it('rejects two stores with the same name, naming it', () => {
    const builder = new StreamsBuilder()
    const input = builder.stream<string, string>('input')
    input.pipe(groupByKey(), count(Materialized.as('counts')))
    input.pipe(groupByKey(), count(Named.as('again'), Materialized.as('counts')))
    expect(failure(() => builder.build())).toMatchObject({ tag: 'DuplicateStoreName', node: 'counts' })
  })

  it('rejects illegal characters in names when the option is created', () => {
    expect(failure(() => Named.as('bad name'))).toMatchObject({ tag: 'InvalidName' })
    expect(failure(() => new StreamsBuilder().stream('bad/topic'))).toMatchObject({ tag: 'InvalidName' })
  })

  it('rejects a sink without a topic', () => {
    const builder = new StreamsBuilder()
    builder.stream('input').pipe(to(''))
    expect(failure(() => builder.build())).toMatchObject({ tag: 'SinkWithoutTopic' })
  })

  it('rejects a processor using a store that was never added', () => {
    const builder = new StreamsBuilder()
    builder
      .stream('input')
      .pipe(process({ get: () => ({ process: () => undefined }) }, Named.as('p'), 'missing'))
    expect(failure(() => builder.build())).toMatchObject({ tag: 'UnknownStore', node: 'p' })
  })

  it('rejects sources with overlapping but unequal topic sets', () => {
    const builder = new StreamsBuilder()
    builder.stream(['a', 'b']).pipe(to('x'))
    builder.stream(['b', 'c']).pipe(to('y'))
    expect(failure(() => builder.build())).toMatchObject({ tag: 'OverlappingSourceTopics' })
  })

  it('rejects a topic read by a stream and a table', () => {
    const builder = new StreamsBuilder()
    builder.stream('a').pipe(to('x'))
    builder.table('a')
    expect(failure(() => builder.build())).toMatchObject({ tag: 'TopicAlreadyRegistered' })
  })

  /** Two streams repartitioned with explicit partition counts, then joined. */
  const joinRepartitioned = (leftPartitions: number, rightPartitions: number): StreamsBuilder => {
    const builder = new StreamsBuilder()
    const repartitioned = (topic: string, n: number) =>
      builder.stream<string, string>(topic).pipe(repartition(Repartitioned.numberOfPartitions(n)))
    const right = repartitioned('right', rightPartitions)
    repartitioned('left', leftPartitions).pipe(
      join(right, (l, r) => l + r, JoinWindows.ofTimeDifferenceWithNoGrace(1000)),
      to('out'),
    )
    return builder
  }

  it('rejects joining repartitioned streams whose partition counts differ', () => {
    expect(failure(() => joinRepartitioned(2, 3).build())).toMatchObject({ tag: 'CoPartitionViolation' })
  })

  it('accepts joining repartitioned streams with equal partition counts', () => {
    expect(joinRepartitioned(3, 3).build().subtopologies).toHaveLength(3)
  })

  it('rejects invalid topology.optimization values', () => {
    const build = (value: string) => () => {
      const builder = new StreamsBuilder()
      builder.stream('in').pipe(to('out'))
      return builder.build({ 'topology.optimization': value })
    }
    expect(failure(build('bogus'))).toMatchObject({ tag: 'InvalidOptimizationConfig' })
    expect(failure(build('all,none'))).toMatchObject({ tag: 'InvalidOptimizationConfig' })
    expect(failure(build('none,reuse.ktable.source.topics'))).toMatchObject({
      tag: 'InvalidOptimizationConfig',
    })
  })
})

describe('verifySerdes (when the topology meets its config)', () => {
  const wordCount = (withSerdes: boolean) => {
    const builder = new StreamsBuilder()
    builder.stream<string, string>('in').pipe(
      groupBy((_k, v) => v, withSerdes ? { key: Serdes.string(), value: Serdes.string() } : undefined),
      count(Materialized.as<string, number>('counts').withKeySerde(Serdes.string())),
    )
    return builder.build()
  }

  it('names the repartition sink that has no serde and no default', () => {
    expect(failure(() => verifySerdes(wordCount(false), {}))).toMatchObject({
      tag: 'MissingSerde',
      node: 'counts-repartition-sink',
    })
  })

  it('accepts serdes given in the program or as defaults', () => {
    expect(() => verifySerdes(wordCount(true), {})).not.toThrow()
    expect(() =>
      verifySerdes(wordCount(false), {
        'default.key.serde': Serdes.string() as never,
        'default.value.serde': Serdes.string() as never,
      }),
    ).not.toThrow()
  })
})

describe('stream-table join with a grace period', () => {
  it('is rejected when the table is not versioned (Kafka Streams: KTable must be versioned)', () => {
    const builder = new StreamsBuilder()
    const table = builder.table<string, string>('t')
    expect(
      failure(() =>
        builder
          .stream<string, string>('s')
          .pipe(join(table, (a, b) => a + b, Joined.as<string, string, string>('j').withGracePeriod(1000))),
      ),
    ).toMatchObject({ tag: 'InvalidTopology', node: 'j' })
  })
})
