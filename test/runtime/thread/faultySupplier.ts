// A client supplier over another one (an EmbeddedKafka, kafkajs) for the lifecycle tests: records the transactional
// ids of the producers it builds and the partitions its consumers pause, counts polls, can give the group consumers
// a short session, and can stall the next offset commit (consumer commit or sendOffsetsToTransaction): a zombie
// whose commit request hangs while the group moves on.
import { setTimeout as delay } from 'node:timers/promises'
import type {
  AdminPort,
  AssignedConsumerPort,
  ConsumerOptions,
  GroupConsumerOptions,
  GroupConsumerPort,
  KafkaClientSupplier,
  ProducerOptions,
  ProducerPort,
  TopicPartition,
} from '../../../src/kafka/ports.js'

export class FaultySupplier implements KafkaClientSupplier {
  /** The transactional id of every producer built, in order. */
  readonly transactionalIds: string[] = []
  /** Partitions the group consumers paused, in order. */
  readonly paused: TopicPartition[] = []
  /** Polls the group consumers completed. */
  polls = 0
  private stallMs = 0

  constructor(
    private readonly kafka: KafkaClientSupplier,
    private readonly sessionTimeoutMs?: number,
  ) {}

  /** The next offset commit (a consumer's, or sent in a transaction) first waits `ms` milliseconds. */
  stallNextOffsetCommit(ms: number): void {
    this.stallMs = ms
  }

  producer(options: ProducerOptions): ProducerPort {
    if (options.transactionalId !== undefined) this.transactionalIds.push(options.transactionalId)
    const producer = this.kafka.producer(options)
    const sendOffsets = producer.sendOffsetsToTransaction.bind(producer)
    producer.sendOffsetsToTransaction = async (offsets, group) => {
      await this.stall()
      return sendOffsets(offsets, group)
    }
    return producer
  }

  consumer(options: GroupConsumerOptions): GroupConsumerPort {
    const session = this.sessionTimeoutMs
    const consumer = this.kafka.consumer(
      session === undefined
        ? options
        : { ...options, sessionTimeoutMs: session, heartbeatIntervalMs: Math.floor(session / 3) },
    )
    const poll = consumer.poll.bind(consumer)
    const pause = consumer.pause.bind(consumer)
    const commitOffsets = consumer.commitOffsets.bind(consumer)
    consumer.poll = async (timeoutMs) => {
      const records = await poll(timeoutMs)
      this.polls++
      return records
    }
    consumer.pause = (partitions) => {
      this.paused.push(...partitions)
      pause(partitions)
    }
    consumer.commitOffsets = async (offsets) => {
      await this.stall()
      return commitOffsets(offsets)
    }
    return consumer
  }

  assignedConsumer(options: ConsumerOptions): AssignedConsumerPort {
    return this.kafka.assignedConsumer(options)
  }

  admin(options?: { readonly clientId?: string }): AdminPort {
    return this.kafka.admin(options)
  }

  private async stall(): Promise<void> {
    const ms = this.stallMs
    this.stallMs = 0
    if (ms > 0) await delay(ms)
  }
}
