import type { Headers } from '../../core/processorApi/Headers.js'

/**
 * One write of a change-logged store, as it should go to the store's changelog topic.
 * @example
 * const r: ChangelogRecord = { topic: 'app-counts-changelog', partition: 0, key, value: null, timestamp: 5 }
 * @category State stores
 * @since 0.1.0
 */
export interface ChangelogRecord {
  readonly topic: string
  readonly partition: number
  readonly key: Buffer
  /** `null` is a tombstone (a delete). */
  readonly value: Buffer | null
  /** Undefined: the producer stamps the record (as Kafka Streams leaves it for the suppression buffer). */
  readonly timestamp: number | undefined
  /** None when omitted. */
  readonly headers?: Headers | undefined
}

/**
 * A set of writes handed to the changelog in one call: each value (`null` a tombstone) under its key as a latin1
 * string, one code unit per byte (`Buffer.from(key, 'latin1')` gives the key's bytes). A
 * `ReadonlyMap<string, Buffer | null>` fits.
 * @example
 * writes.forEach((value, key) => producer.enqueue(Buffer.from(key, 'latin1'), value))
 * @category State stores
 * @since 0.1.0
 */
export interface ChangelogWrites {
  readonly size: number
  /** Calls `f` with each value and its latin1 key, in the order they were written. */
  forEach(f: (value: Buffer | null, key: string) => void): void
}

/**
 * Where change-logging layers send their writes. The runtime connects it to its record collector (Kafka);
 * tests use {@link InMemoryChangelogCollector}. Both methods are synchronous: they only enqueue. A store's writes
 * come one by one (`send`) or, when a record cache flushes, as one set (`sendAll`) with no object per write;
 * `writes` is valid only during the call (the store reuses it), so read it before returning.
 * @example
 * const collector: ChangelogCollector = {
 *   send: (r) => producer.enqueue(r),
 *   sendAll: (topic, partition, writes, timestamp) =>
 *     writes.forEach((value, key) => producer.enqueue({ topic, partition, key: Buffer.from(key, 'latin1'), value, timestamp })),
 * }
 * @category State stores
 * @since 0.1.0
 */
export interface ChangelogCollector {
  send(record: ChangelogRecord): void
  /** Sends every write of `writes` to `topic` and `partition`, stamped with `timestamp`, in the set's order. */
  sendAll(topic: string, partition: number, writes: ChangelogWrites, timestamp: number): void
}
