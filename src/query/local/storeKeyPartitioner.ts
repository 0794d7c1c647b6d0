import { partitionForKey } from '../../kafka/partitioner.js'
import type { Serde } from '../../serde/Serde.js'
import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { Topology } from '../../topology/Topology.js'
import type { QueryTopicLayout } from './QueryTopicLayout.js'
import { keyedSourceTopic } from './keyedSourceTopic.js'

/** DSL processors that write a key-value store under the key of the record they get (their input's key). */
const keyedWriters: ReadonlySet<ProcessorSpec['_tag']> = new Set([
  'StreamAggregate',
  'CogroupAggregate',
  'TableSource',
  'TableFilter',
  'TableMapValues',
  'TableAggregate',
  'TableTableJoinMerge',
])

/** What {@link storeKeyPartitioner} reads. */
export interface StoreKeyPartitionerOptions {
  readonly topology: Topology
  /** The physical topics, known once the client started. */
  readonly layout: QueryTopicLayout
  readonly storeName: string
  /** `default.key.serde`, for a store whose spec names no key serde. */
  readonly defaultKeySerde: Serde<unknown> | undefined
}

/**
 * The partition of a key-value store that holds a key, so that a key read without a partition hint consults one
 * store partition instead of probing every local one (seed 003). The rule holds, and a function is returned,
 * when the store is a DSL key-based store (written by an aggregation, a table source, a materialized table
 * filter, mapValues or join, under its input record's key) whose input topics nothing in the topology writes
 * with a custom partitioner: then the key lives where Kafka's default partitioner (murmur2 over the key bytes
 * from the store's key serializer, against {@link keyedSourceTopic}, as `queryMetadataForKey` hashes) put it.
 * Otherwise (Processor API stores, other internal stores, pattern sources, custom partitioners) it gives
 * `undefined` and the read probes every local partition. Input topics written by producers outside the
 * application are taken to use the default partitioner, as Kafka Streams' key metadata assumes. The function
 * gives `undefined` for a key it cannot place (null, or one the serializer rejects): the probing read then
 * reports the store's own error.
 * @example
 * const partitionOf = storeKeyPartitioner({ topology, layout, storeName: 'counts', defaultKeySerde })
 * partitionOf?.('kafka') // 3
 * @category Interactive queries
 * @since 0.1.0
 */
export const storeKeyPartitioner = (
  options: StoreKeyPartitionerOptions,
): ((key: unknown) => number | undefined) | undefined => {
  const { topology, layout, storeName } = options
  const spec = topology.stores.get(storeName)
  const logical = topology.subtopologies.find((s) => s.stores.includes(storeName))
  const physical = layout.subtopologies.find((s) => s.id === logical?.id)
  if (spec === undefined || logical === undefined || physical === undefined) return undefined
  if ((spec.kind !== 'keyValue' && spec.kind !== 'timestampedKeyValue') || spec.outerJoin !== undefined)
    return undefined
  if (logical.sourcePatterns.length > 0) return undefined
  let keyed = false
  for (const node of topology.nodes) {
    if (node._tag === 'Sink') {
      const custom = node.partitioner !== undefined
      if (custom && (typeof node.topic !== 'string' || logical.sourceTopics.includes(node.topic)))
        return undefined
    } else if (node._tag === 'Processor' && node.stores.includes(storeName)) {
      if (node.spec._tag === 'Process') return undefined
      const writes = 'storeName' in node.spec && node.spec.storeName === storeName
      keyed ||= writes && keyedWriters.has(node.spec._tag)
    }
  }
  const serializer = (spec.keySerde ?? options.defaultKeySerde)?.serializer
  const { topic, partitions } = keyedSourceTopic(layout, physical)
  if (!keyed || serializer === undefined || partitions === 0) return undefined
  return (key) => {
    if (key === null || key === undefined) return undefined
    try {
      return partitionForKey(serializer.serialize(topic, key), partitions)
    } catch {
      return undefined
    }
  }
}
