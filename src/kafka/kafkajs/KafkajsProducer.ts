/**
 * {@link ProducerPort} over a kafkajs producer. Java's transactional calls map onto kafkajs'
 * `producer.transaction()`: `initTransactions` opens and aborts an empty transaction (kafkajs registers the
 * transactional id, fencing older producers, when its first transaction starts), `beginTransaction` opens one,
 * and sends go through it until `commitTransaction` or `abortTransaction`.
 *
 * kafkajs sends transactional offsets with TxnOffsetCommit v0/v1, which carry no group generation: the group
 * metadata given to `sendOffsetsToTransaction` names the group, but a zombie is fenced by its transactional id
 * (producer epoch) only, not by its consumer generation (KIP-447).
 * @since 0.1.0
 */
import type {
  Kafka,
  Message,
  PartitionMetadata,
  Producer,
  RecordMetadata as KafkajsRecordMetadata,
  RetryOptions,
  Transaction,
} from 'kafkajs'
import type { Clock } from '../../core/clock.js'
import type { KafkaClientError } from '../KafkaClientError.js'
import { isKafkaClientError } from '../KafkaClientError.js'
import { requireTransactionalId, transactionState } from '../transactionState.js'
import type {
  ConsumerGroupMetadata,
  ProducerOptions,
  ProducerPort,
  ProducerRecord,
  SentRecordMetadata,
  TopicPartitionOffset,
} from '../ports.js'
import { ClientState } from '../ClientState.js'
import { producerSettings, type KafkajsProducerSettings } from './kafkajsClientOptions.js'
import { kafkajsPartitioner } from './kafkajsPartitioner.js'
import { toKafkajsMessage } from './kafkajsRecords.js'
import { missingTopics } from './missingTopics.js'
import { retryTransient } from '../retryTransient.js'
import { sendsPerPartition } from './sendsPerPartition.js'
import { guard, protocolErrorType, toKafkaClientError } from './toKafkaClientError.js'

const kafkajsErrors = { protocolError: protocolErrorType, toClientError: toKafkaClientError }

/**
 * Records per kafkajs `sendBatch` request. kafkajs groups a request's messages by partition copying the
 * partition's array for every message added, so one request costs the square of its size; requests of this size
 * keep that cost linear in the records sent.
 */
const SEND_CHUNK = 1_000

/** One record of a send, with its timestamp and kafkajs message. */
interface Sent {
  readonly record: ProducerRecord
  readonly timestamp: number
  readonly message: Message
}

/** A producer on a real cluster; build it with `KafkajsClientSupplier.producer`. */
export class KafkajsProducer implements ProducerPort {
  private readonly producer: Producer
  /** The partition kafkajs' partitioner picked for each message of the sends in flight. */
  private readonly chosen = new WeakMap<Message, number>()
  /** Places a message without an explicit partition, as kafkajs' partitioner would. */
  private readonly place = kafkajsPartitioner((message, partition) => this.chosen.set(message, partition))()
  /** How many partitions each topic sent to has (asked once per topic, for records without a partition). */
  private readonly partitionCounts = new Map<string, number>()
  private transaction: Transaction | undefined
  private readonly state: ClientState
  /** `acks` and `compression.type`, given to every `sendBatch`. */
  private readonly sendOptions: KafkajsProducerSettings['send']

  constructor(
    private readonly kafka: Kafka,
    private readonly options: ProducerOptions,
    private readonly clock: Clock,
    retry?: RetryOptions,
  ) {
    this.state = new ClientState(`Producer '${options.clientId}'`)
    const transactional = options.transactionalId !== undefined
    const settings = producerSettings(options.settings)
    this.sendOptions = settings.send
    const idempotent = transactional || (options.idempotent ?? settings.idempotent) === true
    this.producer = this.kafka.producer({
      createPartitioner: kafkajsPartitioner((message, partition) => this.chosen.set(message, partition)),
      allowAutoTopicCreation: false,
      idempotent: idempotent && !transactional,
      maxInFlightRequests: idempotent ? 1 : 5,
      ...(retry === undefined ? {} : { retry }),
      ...(options.transactionalId === undefined ? {} : { transactionalId: options.transactionalId }),
      ...(options.transactionTimeoutMs === undefined
        ? {}
        : { transactionTimeout: options.transactionTimeoutMs }),
    })
  }

  async connect(): Promise<void> {
    this.state.requireConnectable()
    await guard(`connecting producer '${this.options.clientId}'`, () => this.producer.connect())
    this.state.markConnected()
  }

  /**
   * Sends `records` in requests of at most {@link SEND_CHUNK} records, one after another (so a partition's records
   * keep their order), each request grouped by topic.
   */
  async send(records: readonly ProducerRecord[]): Promise<SentRecordMetadata[]> {
    this.state.requireConnected()
    if (records.length === 0) return []
    const sender = this.sender()
    const out: SentRecordMetadata[] = []
    for (let start = 0; start < records.length; start += SEND_CHUNK) {
      const chunk = records.slice(start, start + SEND_CHUNK).map((record) => {
        const timestamp = record.timestamp ?? this.clock.now()
        return { record, timestamp, message: toKafkajsMessage(record, timestamp) }
      })
      out.push(...this.metadataInOrder(chunk, await this.sendChunk(sender, chunk)))
    }
    return out
  }

  /**
   * Sends one chunk as one kafkajs request per topic-partition (see {@link sendsPerPartition}: kafkajs' retry of
   * a request to several brokers writes records twice or not at all when a leader moves), all settled before
   * this returns. When a topic of a chunk to several topics is unknown, the error names only the topics the
   * cluster does not have, not the others of the chunk (a changelog topic that was fine).
   */
  private async sendChunk(
    sender: Pick<Producer, 'sendBatch'>,
    chunk: readonly Sent[],
  ): Promise<KafkajsRecordMetadata[]> {
    const topics = [...new Set(chunk.map(({ record }) => record.topic))]
    const sending = (names: readonly string[]): string => {
      const count = chunk.filter(({ record }) => names.includes(record.topic)).length
      return `sending ${count} record(s) to ${names.join(', ')}`
    }
    const topicOf = (names: readonly string[]) => (names.length === 1 ? { topic: names[0]! } : {})
    await this.learnPartitionCounts(chunk)
    const requests = sendsPerPartition(
      chunk.map(({ record, message }) => ({ topic: record.topic, message })),
      (topic, message) => this.partitionOf(topic, message),
    )
    const settled = await Promise.allSettled(
      requests.map(({ topic, messages }) =>
        retryTransient(
          this.clock,
          kafkajsErrors,
          sending(topics),
          () => sender.sendBatch({ ...this.sendOptions, topicMessages: [{ topic, messages }] }),
          topicOf(topics),
        ),
      ),
    )
    const failed = settled.find((r) => r.status === 'rejected')
    if (failed === undefined) return settled.flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
    const error: unknown = failed.reason
    if (topics.length < 2 || !isKafkaClientError(error) || error._tag !== 'UnknownTopicOrPartition')
      throw error
    const missing = await missingTopics(this.kafka, topics)
    if (missing.length === 0 || missing.length === topics.length) throw error
    const { topic } = topicOf(missing)
    throw toKafkaClientError(error.cause, sending(missing), topic)
  }

  /** A message's partition: its own, else the partitioner's over the topic's partitions, if they are known. */
  private partitionOf(topic: string, message: Message): number | undefined {
    if (message.partition !== undefined) return message.partition
    const count = this.partitionCounts.get(topic)
    if (count === undefined) return undefined
    const partitionMetadata = Array.from({ length: count }, (_, partitionId) => ({ partitionId }))
    return this.place({ topic, partitionMetadata: partitionMetadata as PartitionMetadata[], message })
  }

  /**
   * Asks the cluster once for the partition count of each topic with records to place. A topic it cannot
   * describe stays unknown: kafkajs places its records and its send reports the error.
   */
  private async learnPartitionCounts(chunk: readonly Sent[]): Promise<void> {
    const unknown = new Set<string>()
    for (const { record } of chunk)
      if (record.partition === undefined && !this.partitionCounts.has(record.topic)) unknown.add(record.topic)
    if (unknown.size === 0) return
    const admin = this.kafka.admin({ retry: { retries: 0 } })
    try {
      await admin.connect()
      const { topics } = await admin.fetchTopicMetadata({ topics: [...unknown] })
      for (const { name, partitions } of topics)
        if (partitions.length > 0) this.partitionCounts.set(name, partitions.length)
    } catch {
      // left to kafkajs, as above
    } finally {
      await admin.disconnect().catch(() => undefined)
    }
  }

  async initTransactions(): Promise<void> {
    this.state.requireConnected()
    if (this.transaction?.isActive() === true)
      throw this.transactionState('initTransactions inside an open transaction')
    await guard(`registering transactional id '${this.transactionalId()}'`, async () => {
      const tx = await this.producer.transaction()
      await tx.abort()
    })
  }

  async beginTransaction(): Promise<void> {
    this.state.requireConnected()
    const id = this.transactionalId()
    if (this.transaction?.isActive() === true)
      throw this.transactionState('beginTransaction while one is open')
    this.transaction = await guard(`beginning a transaction of '${id}'`, () => this.producer.transaction())
  }

  async sendOffsetsToTransaction(
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata,
  ): Promise<void> {
    const tx = this.openTransaction('sendOffsetsToTransaction')
    const topics = [...new Set(offsets.map((o) => o.topic))].map((topic) => ({
      topic,
      partitions: offsets
        .filter((o) => o.topic === topic)
        .map((o) => ({ partition: o.partition, offset: String(o.offset) })),
    }))
    await retryTransient(
      this.clock,
      kafkajsErrors,
      `sending offsets of group '${group.groupId}' to the transaction`,
      () => tx.sendOffsets({ consumerGroupId: group.groupId, topics }),
    )
  }

  async commitTransaction(): Promise<void> {
    const tx = this.openTransaction('commitTransaction')
    await guard(`committing the transaction of '${this.transactionalId()}'`, () => tx.commit())
  }

  async abortTransaction(): Promise<void> {
    const tx = this.openTransaction('abortTransaction')
    await guard(`aborting the transaction of '${this.transactionalId()}'`, () => tx.abort())
  }

  async disconnect(): Promise<void> {
    if (!this.state.markDisconnected()) return
    await guard(`disconnecting producer '${this.options.clientId}'`, () => this.producer.disconnect())
  }

  private sender(): Pick<Producer, 'sendBatch'> {
    if (this.options.transactionalId === undefined) return this.producer
    return this.openTransaction('send')
  }

  /** Each record's offset: its partition's base offset plus its rank among that partition's records. */
  private metadataInOrder(
    sent: readonly Sent[],
    results: readonly KafkajsRecordMetadata[],
  ): SentRecordMetadata[] {
    const base = new Map(results.map((r) => [`${r.topicName}\u0000${r.partition}`, r]))
    const rankOf = new Map<string, number>()
    return sent.map(({ message, record, timestamp }) => {
      const partition = record.partition ?? this.chosen.get(message) ?? -1
      const key = `${record.topic}\u0000${partition}`
      const rank = rankOf.get(key) ?? 0
      rankOf.set(key, rank + 1)
      const meta = base.get(key)
      const logAppendTime = Number(meta?.logAppendTime ?? -1)
      return {
        topic: record.topic,
        partition,
        offset: Number(meta?.baseOffset ?? -1) + rank,
        timestamp: logAppendTime >= 0 ? logAppendTime : timestamp,
      }
    })
  }

  private openTransaction(call: string): Transaction {
    this.state.requireConnected()
    this.transactionalId()
    const tx = this.transaction
    if (tx === undefined || !tx.isActive()) throw this.transactionState(`${call} without an open transaction`)
    return tx
  }

  private transactionalId(): string {
    return requireTransactionalId(this.options)
  }

  private transactionState(what: string): KafkaClientError<'InvalidTransactionState'> {
    return transactionState(this.options.clientId, what)
  }
}
