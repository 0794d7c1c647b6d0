import type { ChangelogCollector, ChangelogRecord, ChangelogWrites } from './ChangelogCollector.js'

/**
 * A {@link ChangelogCollector} that keeps every record in memory, in order: for tests and examples.
 * @example
 * const collector = new InMemoryChangelogCollector()
 * await store.init({ ...ctx, collector })
 * collector.records // what would have gone to Kafka
 * @category State stores
 * @since 0.1.0
 */
export class InMemoryChangelogCollector implements ChangelogCollector {
  private readonly sent: ChangelogRecord[] = []

  send(record: ChangelogRecord): void {
    this.sent.push(record)
  }

  sendAll(topic: string, partition: number, writes: ChangelogWrites, timestamp: number): void {
    writes.forEach((value, key) =>
      this.sent.push({ topic, partition, key: Buffer.from(key, 'latin1'), value, timestamp }),
    )
  }

  /** Every record sent so far, oldest first. */
  get records(): readonly ChangelogRecord[] {
    return this.sent
  }

  /** Forgets the records sent so far. */
  clear(): void {
    this.sent.length = 0
  }
}
