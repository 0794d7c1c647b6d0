import type { Clock } from '../../core/clock.js'
import type {
  ConsumerGroupMetadata,
  KafkaClientSupplier,
  ProducerOptions,
  ProducerPort,
  ProducerRecord,
  SentRecordMetadata,
  TopicPartition,
  TopicPartitionOffset,
} from '../../kafka/ports.js'
import { NotInGroupError } from './NotInGroupError.js'
import { ProducerSink } from './ProducerSink.js'

/**
 * What a stream thread's producer sends for: the partition counts of the topics (for its tasks' sink) and the clock
 * that dates its transactions.
 * @category Running
 * @since 0.1.0
 */
export interface StreamsProducerContext {
  readonly partitions: ReadonlyMap<string, number>
  readonly clock: Clock
}

/** Sends queued (the one in flight included) at which `sendBuffered` waits for them before queuing another. */
const MAX_QUEUED_SENDS = 2

/**
 * A stream thread's producer (Kafka Streams' `StreamsProducer`). Its tasks write into its {@link sink} while they
 * process; between batches `sendBuffered` hands those records to the producer without waiting (Kafka Streams sends
 * as it processes; a commit only flushes), one send after another so a partition's records keep their order. It
 * remembers per partition the offset after the last acknowledged record (the changelog offsets stores commit
 * with). Under exactly-once (a `transactionalId`) the first send of a commit interval begins its transaction,
 * `commitTransaction` commits it with the consumed offsets, and a transaction half as old as
 * `transaction.timeout.ms` asks for a commit. After the tasks migrated, `reinitialize` replaces the client with a
 * fresh one that registers the same transactional id again, fencing whatever zombie still holds it.
 * @example
 * const producer = new StreamsProducer(supplier, { clientId: 'app-StreamThread-1-producer', transactionalId }, { partitions, clock })
 * await producer.connect()
 * await producer.sendBuffered()
 * await producer.flush()
 * await producer.commitTransaction(offsets, consumer.groupMetadata())
 * @category Running
 * @since 0.1.0
 */
export class StreamsProducer {
  /** Where the tasks' output and changelog records are buffered until the next send. */
  readonly sink: ProducerSink
  private current: ProducerPort
  /** The queued sends, one after another; never rejects (a failure lands in `sendFailure`). */
  private sending: Promise<void> = Promise.resolve()
  private queuedSends = 0
  private sendFailure: { readonly error: unknown } | undefined
  /** Under exactly-once: whether this commit interval's transaction began (or its beginning is queued). */
  private inTransaction = false
  /** When this commit interval's transaction began (its first send was queued). */
  private transactionStartedAt: number | undefined
  /** Under exactly-once: settles once the open transaction's beginning did (it rejects when that failed). */
  private begun: Promise<void> = Promise.resolve()
  /** Per topic, by partition, the offset after the last record acknowledged since the last commit. */
  private readonly acked = new Map<string, number[]>()

  constructor(
    private readonly supplier: KafkaClientSupplier,
    private readonly options: ProducerOptions,
    private readonly context: StreamsProducerContext,
  ) {
    this.current = supplier.producer(options)
    this.sink = new ProducerSink(context.partitions)
  }

  /** Whether it is transactional (`exactly_once_v2`). */
  get exactlyOnce(): boolean {
    return this.options.transactionalId !== undefined
  }

  connect(): Promise<void> {
    return this.current.connect()
  }

  initTransactions(): Promise<void> {
    return this.current.initTransactions()
  }

  disconnect(): Promise<void> {
    return this.current.disconnect()
  }

  /**
   * Hands the records buffered since the last call to the producer without waiting for it; when
   * {@link MAX_QUEUED_SENDS} are queued already, this waits for them first. A failed send fails the next call (or
   * the flush), as a failed commit does.
   */
  async sendBuffered(): Promise<void> {
    this.throwSendFailure()
    if (this.sink.size === 0) return
    if (this.queuedSends >= MAX_QUEUED_SENDS) await this.sending
    this.throwSendFailure()
    const records = this.sink.drain()
    if (records.length > 0) this.enqueueSend(records)
  }

  /** Sends what is buffered and waits for every queued send; throws the error of a failed one. */
  async flush(): Promise<void> {
    this.sendRest()
    await this.sending
    this.throwSendFailure()
  }

  /** The offset after the last record of a partition acknowledged since the last commit. */
  ackedOffset(tp: TopicPartition): number | undefined {
    return this.acked.get(tp.topic)?.[tp.partition]
  }

  /** Whether the open transaction is half as old as `transaction.timeout.ms` (the broker aborts older ones). */
  get transactionExpiring(): boolean {
    const timeout = this.options.transactionTimeoutMs
    const started = this.transactionStartedAt
    return (
      this.exactlyOnce &&
      timeout !== undefined &&
      started !== undefined &&
      this.context.clock.now() - started >= timeout / 2
    )
  }

  /**
   * Sends what is buffered and commits the interval's transaction with the consumed offsets (beginning one when
   * nothing was sent; nothing to do when nothing was sent nor consumed). The offsets join the transaction while its
   * records are still being acknowledged, as Java's `commitTransaction` flushes only before it ends the transaction;
   * the transaction ends once every send succeeded. A failure aborts it and is thrown.
   */
  async commitTransaction(
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata | undefined,
  ): Promise<void> {
    this.sendRest()
    if (!this.inTransaction && offsets.length === 0) return
    const producer = this.current
    try {
      if (group === undefined) throw new NotInGroupError()
      if (!this.inTransaction) {
        this.inTransaction = true
        this.begun = producer.beginTransaction()
      }
      const [added] = await Promise.allSettled([
        offsets.length > 0
          ? this.begun.then(() => producer.sendOffsetsToTransaction(offsets, group))
          : this.begun,
        this.sending,
      ])
      this.throwSendFailure()
      if (added.status === 'rejected') throw added.reason
      await producer.commitTransaction()
      this.inTransaction = false
      this.transactionStartedAt = undefined
    } catch (error) {
      await this.abortTransaction()
      throw error
    }
  }

  /** Aborts the open transaction, if any (its failure is not reported: the transaction is gone either way). */
  async abortTransaction(): Promise<void> {
    if (!this.inTransaction) return
    this.inTransaction = false
    this.transactionStartedAt = undefined
    await this.current.abortTransaction().catch(() => undefined)
  }

  /** The tasks committed with the acknowledged offsets: the next commit interval starts. */
  committed(): void {
    this.acked.clear()
  }

  /**
   * A task failed: sends the dead-letter records buffered since the last send and waits for them, dropping the rest
   * (KIP-1034: the failed record reaches its topic whatever the handler answered). Under exactly-once they belong
   * to the transaction that is aborted, as in Kafka Streams, so nothing is sent.
   */
  async sendDeadLetters(): Promise<void> {
    const letters = this.sink.drainDeadLetters()
    if (letters.length === 0 || this.exactlyOnce) return
    this.enqueueSend(letters)
    await this.sending
  }

  /**
   * Drops what was not sent and aborts the open transaction (the tasks are closed dirty): buffered records are
   * discarded, queued sends settle, a send failure is forgotten.
   */
  async dropUnsent(): Promise<void> {
    this.sink.drain()
    await this.sending
    this.sendFailure = undefined
    await this.abortTransaction()
    this.acked.clear()
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

  /** Queues a send of everything buffered, without waiting for it. */
  private sendRest(): void {
    const records = this.sink.drain()
    if (records.length > 0) this.enqueueSend(records)
  }

  /** Sends `records` after the sends queued before (beginning the interval's transaction under exactly-once). */
  private enqueueSend(records: readonly ProducerRecord[]): void {
    const begin = this.exactlyOnce && !this.inTransaction
    if (begin) {
      this.inTransaction = true
      this.transactionStartedAt = this.context.clock.now()
    }
    this.queuedSends++
    const before = this.sending
    if (begin) {
      // the commit sends the offsets once the transaction began, while these records are still on their way
      this.begun = before.then(() =>
        this.sendFailure === undefined ? this.current.beginTransaction() : undefined,
      )
    }
    this.sending = (begin ? this.begun : before)
      .then(async () => {
        if (this.sendFailure !== undefined) return
        this.ack(await this.current.send(records))
      })
      .catch((error: unknown) => {
        this.sendFailure ??= { error }
      })
      .finally(() => {
        this.queuedSends--
      })
  }

  /** Keeps each partition's highest acknowledged offset (one look-up per run of records of one topic). */
  private ack(metadata: readonly SentRecordMetadata[]): void {
    let topic: string | undefined
    let offsets: number[] = []
    for (const m of metadata) {
      if (m.topic !== topic) {
        topic = m.topic
        let known = this.acked.get(topic)
        if (known === undefined) this.acked.set(topic, (known = []))
        offsets = known
      }
      const next = m.offset + 1
      const last = offsets[m.partition]
      if (last === undefined || next > last) offsets[m.partition] = next
    }
  }

  /** Throws the error of a failed send (once; the tasks are then closed dirty, dropping what was not sent). */
  private throwSendFailure(): void {
    const failure = this.sendFailure
    if (failure === undefined) return
    this.sendFailure = undefined
    throw failure.error
  }
}
