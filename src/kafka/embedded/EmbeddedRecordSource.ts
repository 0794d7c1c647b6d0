/**
 * The reading half both embedded consumers share: lifecycle checks around the {@link Fetcher}'s assignment,
 * pause, resume, seek and position.
 * @since 0.1.0
 */
import type {
  ConsumerOptions,
  ConsumerRecord,
  OffsetResetPolicy,
  TopicPartition,
  TopicPartitionOffset,
} from '../ports.js'
import { ClientLifecycle } from './ClientLifecycle.js'
import { defaultMaxPollRecords } from './clientOptions.js'
import type { EmbeddedBroker } from './EmbeddedBroker.js'
import { Fetcher, fetchByteLimits } from './Fetcher.js'

/** Base of the embedded consumers. */
export abstract class EmbeddedRecordSource {
  protected readonly lifecycle: ClientLifecycle
  protected readonly fetcher: Fetcher

  protected constructor(
    protected readonly broker: EmbeddedBroker,
    options: ConsumerOptions,
    description: string,
    defaultReset: OffsetResetPolicy,
  ) {
    this.lifecycle = new ClientLifecycle(description, () =>
      broker.authenticator.authenticate(options.settings),
    )
    this.fetcher = new Fetcher(
      broker,
      options.isolationLevel ?? 'read_uncommitted',
      options.autoOffsetReset ?? defaultReset,
      options.maxPollRecords ?? options.settings?.['max.poll.records'] ?? defaultMaxPollRecords,
      fetchByteLimits(options.settings),
    )
  }

  abstract poll(timeoutMs: number): Promise<ConsumerRecord[]>

  // eslint-disable-next-line @typescript-eslint/require-await -- async so a refusal is a rejection, not a throw
  async connect(): Promise<void> {
    this.lifecycle.connect()
  }

  assignment(): TopicPartition[] {
    this.lifecycle.check()
    return this.fetcher.assignment()
  }

  pause(partitions: readonly TopicPartition[]): void {
    this.lifecycle.check()
    this.fetcher.pause(partitions)
  }

  resume(partitions: readonly TopicPartition[]): void {
    this.lifecycle.check()
    this.fetcher.resume(partitions)
  }

  seek(position: TopicPartitionOffset): void {
    this.lifecycle.check()
    this.fetcher.seek(position)
  }

  position(partition: TopicPartition): number | undefined {
    this.lifecycle.check()
    return this.fetcher.position(partition)
  }
}
