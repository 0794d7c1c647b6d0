/**
 * One write of a change-logged store, as it should go to the store's changelog topic.
 * @example
 * const r: ChangelogRecord = { topic: 'app-counts-changelog', partition: 0, key, value: null, timestamp: 5 }
 * @category model
 * @since 0.1.0
 */
export interface ChangelogRecord {
  readonly topic: string
  readonly partition: number
  readonly key: Buffer
  /** `null` is a tombstone (a delete). */
  readonly value: Buffer | null
  readonly timestamp: number
}

/**
 * Where change-logging layers send their writes. The runtime connects it to its record collector (Kafka);
 * tests use {@link InMemoryChangelogCollector}. `send` is synchronous: it only enqueues.
 * @example
 * const collector: ChangelogCollector = { send: (r) => producer.enqueue(r) }
 * @category model
 * @since 0.1.0
 */
export interface ChangelogCollector {
  send(record: ChangelogRecord): void
}
