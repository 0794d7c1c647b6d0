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
  Producer,
  RecordMetadata as KafkajsRecordMetadata,
  RetryOptions,
  Transaction,
} from 'kafkajs'
import type { Clock } from '../../core/clock.js'
import { KafkaClientError, isKafkaClientError } from '../KafkaClientError.js'
import type {
  ConsumerGroupMetadata,
  ProducerOptions,
  ProducerPort,
  ProducerRecord,
  SentRecordMetadata,
  TopicPartitionOffset,
} from '../ports.js'
import { ClientState } from './ClientState.js'
import { producerSettings, type KafkajsProducerSettings } from './kafkajsClientOptions.js'
import { kafkajsPartitioner } from './kafkajsPartitioner.js'
import { toKafkajsMessage } from './kafkajsRecords.js'
import { missingTopics } from './missingTopics.js'
import { retryTransient } from './retryTransient.js'
import { guard, toKafkaClientError } from './toKafkaClientError.js'

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
   * Sends one request. When a topic of a request to several topics is unknown, the error names only the topics
   * the cluster does not have, not the others of the request (a changelog topic that was fine).
   */
  private async sendChunk(
    sender: Pick<Producer, 'sendBatch'>,
    chunk: readonly Sent[],
  ): Promise<KafkajsRecordMetadata[]> {
    const byTopic = new Map<string, Message[]>()
    for (const { record, message } of chunk) {
      const messages = byTopic.get(record.topic)
      if (messages === undefined) byTopic.set(record.topic, [message])
      else messages.push(message)
    }
    const topics = [...byTopic.keys()]
    const sending = (names: readonly string[]): string => {
      const count = names.reduce((n, t) => n + (byTopic.get(t)?.length ?? 0), 0)
      return `sending ${count} record(s) to ${names.join(', ')}`
    }
    const topicOf = (names: readonly string[]) => (names.length === 1 ? { topic: names[0]! } : {})
    try {
      return await retryTransient(
        this.clock,
        sending(topics),
        () =>
          sender.sendBatch({
            ...this.sendOptions,
            topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
          }),
        topicOf(topics),
      )
    } catch (error) {
      if (topics.length < 2 || !isKafkaClientError(error) || error._tag !== 'UnknownTopicOrPartition')
        throw error
      const missing = await missingTopics(this.kafka, topics)
      if (missing.length === 0 || missing.length === topics.length) throw error
      const { topic } = topicOf(missing)
      throw toKafkaClientError(error.cause, sending(missing), topic)
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
    await retryTransient(this.clock, `sending offsets of group '${group.groupId}' to the transaction`, () =>
      tx.sendOffsets({ consumerGroupId: group.groupId, topics }),
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
    const id = this.options.transactionalId
    if (id === undefined) {
      throw this.transactionState(`transactions need a transactionalId in the producer options`)
    }
    return id
  }

  private transactionState(what: string): KafkaClientError<'InvalidTransactionState'> {
    return new KafkaClientError(
      'InvalidTransactionState',
      `Producer '${this.options.clientId}': ${what}. Call initTransactions once, then beginTransaction, sends, and commitTransaction or abortTransaction.`,
    )
  }
}
