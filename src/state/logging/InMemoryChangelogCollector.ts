import type { ChangelogCollector, ChangelogRecord } from './ChangelogCollector.js'

/**
 * A {@link ChangelogCollector} that keeps every record in memory, in order: for tests and examples.
 * @example
 * const collector = new InMemoryChangelogCollector()
 * await store.init({ ...ctx, collector })
 * collector.records // what would have gone to Kafka
 * @category constructors
 * @since 0.1.0
 */
export class InMemoryChangelogCollector implements ChangelogCollector {
  private readonly sent: ChangelogRecord[] = []

  send(record: ChangelogRecord): void {
    this.sent.push(record)
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
