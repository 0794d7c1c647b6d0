import { describe, expect, it } from 'vitest'
import {
  count,
  groupByKey,
  Materialized,
  Named,
  process,
  repartition,
  Repartitioned,
  Serdes,
  StreamsBuilder,
} from '../../../src/index.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
import { storeKeyPartitioner } from '../../../src/query/local/storeKeyPartitioner.js'
import type { TopicLayout } from '../../../src/runtime/topics/TopicLayout.js'
import type { Topology } from '../../../src/topology/Topology.js'

const text = Serdes.string()
const PARTITIONS = 6

/** The topology's own topic names, every topic with `PARTITIONS` partitions. */
const layoutOf = (topology: Topology): TopicLayout => ({
  subtopologies: topology.subtopologies.map((s) => ({
    id: s.id,
    nodes: s.nodes,
    sourceTopics: s.sourceTopics,
    sinkTopics: s.sinkTopics,
    stores: s.stores,
  })),
  partitions: new Map(topology.subtopologies.flatMap((s) => s.sourceTopics.map((t) => [t, PARTITIONS]))),
  changelogs: new Map(),
  copartitionGroups: [],
})

const partitionerOf = (topology: Topology, storeName: string) =>
  storeKeyPartitioner({ topology, layout: layoutOf(topology), storeName, defaultKeySerde: undefined })

describe('storeKeyPartitioner', () => {
  it("places a DSL count's keys where the default partitioner put them in its input topic", () => {
    const builder = new StreamsBuilder()
    builder.stream('in', { key: text, value: text }).pipe(groupByKey(), count(Materialized.as('counts')))
    const partitionOf = partitionerOf(builder.build(), 'counts')
    for (const key of ['a', 'kafka', 'streams', 'key-00000042', ''])
      expect(partitionOf?.(key)).toBe(partitionForKey(text.serializer.serialize('in', key), PARTITIONS))
    expect(partitionOf?.(null)).toBeUndefined()
  })

  it('uses default.key.serde for a store whose spec names no key serde, and probes when there is none', () => {
    const builder = new StreamsBuilder()
    builder.stream('in').pipe(groupByKey(), count(Materialized.as('counts')))
    const topology = builder.build()
    const layout = layoutOf(topology)
    const withDefault = storeKeyPartitioner({
      topology,
      layout,
      storeName: 'counts',
      defaultKeySerde: text as never,
    })
    expect(withDefault?.('kafka')).toBe(partitionForKey(text.serializer.serialize('in', 'kafka'), PARTITIONS))
    expect(partitionerOf(topology, 'counts')).toBeUndefined()
  })

  it('finds no rule (probe every partition) when a custom partitioner wrote the input', () => {
    const countAfter = (repartitioned: Repartitioned<string, string>): Topology => {
      const builder = new StreamsBuilder()
      builder
        .stream('in', { key: text, value: text })
        .pipe(repartition(repartitioned), groupByKey(), count(Materialized.as('counts')))
      return builder.build()
    }
    expect(partitionerOf(countAfter(Repartitioned.as('by-key')), 'counts')).toBeTypeOf('function')
    const custom = Repartitioned.streamPartitioner<string, string>(() => 0).withName('by-zero')
    expect(partitionerOf(countAfter(custom), 'counts')).toBeUndefined()
  })

  it('finds no rule for a store a user processor writes, nor for an unknown store', () => {
    const builder = new StreamsBuilder()
    builder.addStateStore({
      name: 'seen',
      kind: 'keyValue',
      persistent: false,
      keySerde: text as never,
      valueSerde: text as never,
      logging: { enabled: false, config: {} },
      caching: false,
    })
    builder
      .stream('in', { key: text, value: text })
      .pipe(process({ get: () => ({ process: () => undefined }) }, Named.as('remember'), 'seen'))
    const topology = builder.build()
    expect(partitionerOf(topology, 'seen')).toBeUndefined()
    expect(partitionerOf(topology, 'no-such-store')).toBeUndefined()
  })
})
