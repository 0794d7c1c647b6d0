import { describe, expect, it } from 'vitest'
import { EmitStrategy } from '../../../src/dsl/EmitStrategy.js'
import { KeyValue } from '../../../src/core/KeyValue.js'
import { count } from '../../../src/dsl/operators/count.js'
import { emitStrategy } from '../../../src/dsl/operators/emitStrategy.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { filterNot } from '../../../src/dsl/operators/filterNot.js'
import { flatMapValues } from '../../../src/dsl/operators/flatMapValues.js'
import { groupBy } from '../../../src/dsl/operators/groupBy.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { map } from '../../../src/dsl/operators/map.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { windowedBy } from '../../../src/dsl/operators/windowedBy.js'
import { Named } from '../../../src/dsl/options/Named.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import { TimeWindows } from '../../../src/core/windows/TimeWindows.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { ProcessorSpec } from '../../../src/graph/ProcessorSpec.js'
import type { Topology } from '../../../src/topology/Topology.js'

const spec = (topology: Topology, name: string): ProcessorSpec | undefined => {
  const node = topology.nodes.find((n) => n.name === name)
  return node?._tag === 'Processor' ? node.spec : undefined
}

describe('operators record their processors as data for the runtime', () => {
  it('stateless stream operators keep the user function and its flags', () => {
    const isLong = (_k: string, v: string): boolean => v.length > 3
    const builder = new StreamsBuilder()
    builder.stream<string, string>('in').pipe(
      filter(isLong, Named.as('f')),
      filterNot(isLong, Named.as('fn')),
      mapValues((v) => v.length, Named.as('mv')),
      map((k, n) => KeyValue.pair(n, k), Named.as('m')),
      flatMapValues((k) => [k], Named.as('fmv')),
      to('out', Produced.with(Serdes.long(), Serdes.string())),
    )
    const topology = builder.build()
    expect(spec(topology, 'f')).toEqual({ _tag: 'Filter', predicate: isLong, negate: false })
    expect(spec(topology, 'fn')).toEqual({ _tag: 'Filter', predicate: isLong, negate: true })
    expect(spec(topology, 'mv')?._tag).toBe('MapValues')
    expect(spec(topology, 'm')?._tag).toBe('Map')
    expect(spec(topology, 'fmv')?._tag).toBe('FlatMapValues')
    const sink = topology.nodes.find((n) => n._tag === 'Sink')
    expect(sink?._tag === 'Sink' ? [sink.topic, sink.keySerde !== undefined] : []).toEqual(['out', true])
  })

  it('a table regrouped by groupBy is materialized and sends old values; its aggregate owns its store', () => {
    const builder = new StreamsBuilder()
    builder.table<string, string>('t').pipe(
      groupBy((k, v) => KeyValue.pair(v, k)),
      count(),
      toStream(),
      to('o'),
    )
    const topology = builder.build()
    expect(spec(topology, 'KTABLE-SOURCE-0000000002')).toEqual({
      _tag: 'TableSource',
      storeName: 't-STATE-STORE-0000000000',
      sendOldValues: true,
      origin: 'topic',
    })
    expect(spec(topology, 'KTABLE-AGGREGATE-0000000007')).toMatchObject({
      _tag: 'TableAggregate',
      storeName: 'KTABLE-AGGREGATE-STATE-STORE-0000000004',
      reduce: false,
    })
    expect(topology.stores.get('KTABLE-AGGREGATE-STATE-STORE-0000000004')?.kind).toBe('timestampedKeyValue')
  })

  it('windowed aggregations record their windows, emit strategy and a window store with its retention', () => {
    const windows = TimeWindows.ofSizeAndGrace(60_000, 5_000)
    const builder = new StreamsBuilder()
    builder
      .stream<string, string>('in')
      .pipe(
        groupByKey(),
        windowedBy(windows),
        emitStrategy(EmitStrategy.onWindowClose()),
        count(),
        toStream(),
        to('o'),
      )
    const topology = builder.build()
    expect(spec(topology, 'KSTREAM-AGGREGATE-0000000002')).toMatchObject({
      _tag: 'WindowedAggregate',
      windowing: 'time',
      windows,
      emitOnWindowClose: true,
    })
    expect(topology.stores.get('KSTREAM-AGGREGATE-STATE-STORE-0000000001')).toMatchObject({
      kind: 'timestampedWindow',
      retentionMs: 65_000,
      windowSizeMs: 60_000,
    })
    expect(topology.internalTopics().find((t) => t.kind === 'changelog')?.config).toEqual({
      'cleanup.policy': 'compact,delete',
      'retention.ms': String(65_000 + 86_400_000),
    })
  })
})
