import type {
  ConsumerGroupMetadata,
  KafkaClientSupplier,
  ProducerOptions,
  ProducerPort,
  ProducerRecord,
  RecordMetadata,
  TopicPartitionOffset,
} from '../../kafka/ports.js'

/**
 * A stream thread's producer (Kafka Streams' `StreamsProducer`): delegates to a producer of the supplier and, after
 * the thread's tasks migrated under exactly-once, replaces it with a fresh one that registers the same
 * transactional id again (fencing whatever zombie still holds it) before the thread processes anything else.
 * @example
 * const producer = new StreamsProducer(supplier, { clientId: 'app-StreamThread-1-producer', transactionalId })
 * await producer.connect()
 * await producer.reinitialize()
 * @category model
 * @since 0.1.0
 */
export class StreamsProducer implements ProducerPort {
  private current: ProducerPort

  constructor(
    private readonly supplier: KafkaClientSupplier,
    private readonly options: ProducerOptions,
  ) {
    this.current = supplier.producer(options)
  }

  connect(): Promise<void> {
    return this.current.connect()
  }

  send(records: readonly ProducerRecord[]): Promise<RecordMetadata[]> {
    return this.current.send(records)
  }

  initTransactions(): Promise<void> {
    return this.current.initTransactions()
  }

  beginTransaction(): Promise<void> {
    return this.current.beginTransaction()
  }

  sendOffsetsToTransaction(
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata,
  ): Promise<void> {
    return this.current.sendOffsetsToTransaction(offsets, group)
  }

  commitTransaction(): Promise<void> {
    return this.current.commitTransaction()
  }

  abortTransaction(): Promise<void> {
    return this.current.abortTransaction()
  }

  disconnect(): Promise<void> {
    return this.current.disconnect()
  }

  /**
   * Closes the current producer (a failure to close a fenced producer is passed to `closeFailed`) and connects a
   * new one with the same options; a transactional one is initialized again.
   */
  async reinitialize(closeFailed: (error: unknown) => void): Promise<void> {
    await this.current.disconnect().catch(closeFailed)
    this.current = this.supplier.producer(this.options)
    await this.current.connect()
    if (this.options.transactionalId !== undefined) await this.current.initTransactions()
  }
}
