/**
 * Chooses the partition(s) a record goes to, as Kafka's `StreamPartitioner.partitions(topic, key, value, n)`:
 * return a partition, several partitions (multicast, KIP-837), an empty array to drop the record, or
 * `undefined` for the default (murmur2 of the serialized key).
 * @example
 * const byRegion: StreamPartitioner<string, Order> = (_topic, _key, order, n) => order.region % n
 * @category Building topologies
 * @since 0.1.0
 */
export type StreamPartitioner<K, V> = (
  topic: string,
  key: K,
  value: V,
  numPartitions: number,
) => number | readonly number[] | undefined
