import { describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { count } from '../../src/dsl/operators/count.js'
import { filter } from '../../src/dsl/operators/filter.js'
import { groupBy } from '../../src/dsl/operators/groupBy.js'
import { join } from '../../src/dsl/operators/join.js'
import { mapValues } from '../../src/dsl/operators/mapValues.js'
import { to } from '../../src/dsl/operators/to.js'
import { toStream } from '../../src/dsl/operators/toStream.js'
import { KeyValue } from '../../src/core/KeyValue.js'
import { Materialized } from '../../src/dsl/options/Materialized.js'

const storesOf = (builder: StreamsBuilder): string[] => [...builder.build().stores.keys()].sort()

describe('the materialization pass (seed 002)', () => {
  it('leaves an unnamed table source without a store when nothing reads it', () => {
    const builder = new StreamsBuilder()
    builder.table<string, string>('t').pipe(toStream(), to('out'))
    expect(storesOf(builder)).toEqual([])
  })

  it('materializes a table source named by Materialized.as', () => {
    const builder = new StreamsBuilder()
    builder.table<string, string>('t', Materialized.as('t-store')).pipe(toStream(), to('out'))
    expect(storesOf(builder)).toEqual(['t-store'])
  })

  it('materializes the source behind a view when a join reads it through a value getter', () => {
    const builder = new StreamsBuilder()
    const view = builder.table<string, string>('t').pipe(
      filter((_k, v) => v !== ''),
      mapValues((v) => v.length),
    )
    builder.stream<string, string>('s').pipe(
      join(view, (v, n) => v + String(n)),
      to('out'),
    )
    const topology = builder.build()
    expect([...topology.stores.keys()]).toEqual(['t-STATE-STORE-0000000000'])
    const joinNode = topology.nodes.find((n) => n.name === 'KSTREAM-JOIN-0000000006')
    expect(joinNode?._tag === 'Processor' ? joinNode.stores : []).toEqual(['t-STATE-STORE-0000000000'])
  })

  it('materializes a view only when its Materialized carries a name', () => {
    const unnamed = new StreamsBuilder()
    unnamed.table<string, string>('t').pipe(
      filter((_k, v) => v !== '', Materialized.with(undefined as never, undefined as never)),
      toStream(),
      to('o'),
    )
    expect(storesOf(unnamed)).toEqual([])
    const named = new StreamsBuilder()
    named.table<string, string>('t').pipe(
      filter((_k, v) => v !== '', Materialized.as('kept')),
      toStream(),
      to('o'),
    )
    expect(storesOf(named)).toEqual(['kept'])
  })

  it('always gives aggregations a store, and groupBy makes the table source send old values (materialized)', () => {
    const builder = new StreamsBuilder()
    builder.table<string, string>('t').pipe(
      groupBy((k, v) => KeyValue.pair(v, k)),
      count(),
      toStream(),
      to('o'),
    )
    expect(storesOf(builder)).toEqual(['KTABLE-AGGREGATE-STATE-STORE-0000000004', 't-STATE-STORE-0000000000'])
  })

  it('with reuse.ktable.source.topics, a materialized source has no changelog topic', () => {
    const builder = new StreamsBuilder()
    builder.table<string, string>('t', Materialized.as('t-store')).pipe(toStream(), to('o'))
    const changelogs = (optimization: string) =>
      builder
        .build({ 'topology.optimization': optimization })
        .internalTopics()
        .filter((t) => t.kind === 'changelog')
        .map((t) => t.name)
    expect(changelogs('none')).toEqual(['t-store-changelog'])
    expect(changelogs('reuse.ktable.source.topics')).toEqual([])
    expect(builder.build({ 'topology.optimization': 'all' }).changelogTopicOf('t-store')).toBe('t')
  })
})
