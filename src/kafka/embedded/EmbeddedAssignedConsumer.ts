/**
 * A consumer with manual assignment and no group on the embedded broker (restoration, standby and
 * global-store reads). New partitions start at their earliest offset unless `seek` says otherwise.
 * @since 0.1.0
 */
import type { AssignedConsumerPort, ConsumerOptions, ConsumerRecord, TopicPartition } from '../ports.js'
import { validateConsumerOptions } from './clientOptions.js'
import type { EmbeddedBroker } from './EmbeddedBroker.js'
import { EmbeddedRecordSource } from './EmbeddedRecordSource.js'
import { pollUntil } from './pollUntil.js'

/** An assigned consumer on an embedded broker; build it with `EmbeddedKafka.assignedConsumer`. */
export class EmbeddedAssignedConsumer extends EmbeddedRecordSource implements AssignedConsumerPort {
  constructor(broker: EmbeddedBroker, options: ConsumerOptions) {
    super(broker, validateConsumerOptions(options), `Consumer '${options.clientId}'`, 'earliest')
  }

  /** @throws KafkaClientError `UnknownTopicOrPartition` for a partition that does not exist. */
  // eslint-disable-next-line @typescript-eslint/require-await -- async so a refusal is a rejection, not a throw
  async assign(partitions: readonly TopicPartition[]): Promise<void> {
    this.lifecycle.check()
    this.fetcher.assign(partitions, (tp) => this.broker.partition(tp).logStartOffset)
    this.fetcher.interrupt()
  }

  async poll(timeoutMs: number): Promise<ConsumerRecord[]> {
    this.lifecycle.check()
    return await pollUntil(this.fetcher, this.broker.clock, timeoutMs, () =>
      Promise.resolve(this.lifecycle.connected),
    )
  }

  disconnect(): Promise<void> {
    this.lifecycle.close()
    this.fetcher.interrupt()
    return Promise.resolve()
  }
}
