/**
 * A producer on the embedded broker: batched sends (validated as a whole, then appended in order), keyed
 * records to murmur2's partition, keyless ones round-robin, CreateTime from the record or the clock;
 * idempotent producer ids; transactions with epochs, fencing and offsets sent in the transaction.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'
import { partitionForKey } from '../partitioner.js'
import type {
  ConsumerGroupMetadata,
  ProducerOptions,
  ProducerPort,
  ProducerRecord,
  SentRecordMetadata,
  TopicPartitionOffset,
} from '../ports.js'
import { ClientLifecycle } from './ClientLifecycle.js'
import { validateProducerOptions } from './clientOptions.js'
import type { EmbeddedBroker } from './EmbeddedBroker.js'
import type { PartitionLog } from './PartitionLog.js'

/** Where a transactional producer stands (Java's `TransactionManager` states, reduced). */
type TransactionPhase = 'uninitialized' | 'ready' | 'inTransaction' | 'fenced'

/** Kafka's default `transaction.timeout.ms`. */
const defaultTransactionTimeoutMs = 60_000

/** A producer on an embedded broker; build it with `EmbeddedKafka.producer`. */
export class EmbeddedProducer implements ProducerPort {
  private readonly lifecycle: ClientLifecycle
  private readonly transactionalId: string | undefined
  private producerId = -1
  private epoch = -1
  private phase: TransactionPhase = 'uninitialized'
  private readonly roundRobin = new Map<string, number>()
  /** Scratch arrays of `send`: each record's log and whether its topic stamps LogAppendTime. */
  private readonly logs: PartitionLog[] = []
  private readonly appendTimes: boolean[] = []

  constructor(
    private readonly broker: EmbeddedBroker,
    private readonly options: ProducerOptions,
  ) {
    validateProducerOptions(options)
    this.transactionalId = options.transactionalId
    this.lifecycle = new ClientLifecycle(`Producer '${options.clientId}'`, () =>
      broker.authenticator.authenticate(options.settings),
    )
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- async so a refusal is a rejection, not a throw
  async connect(): Promise<void> {
    this.lifecycle.connect()
    if (
      this.producerId < 0 &&
      this.transactionalId === undefined &&
      (this.options.idempotent ?? this.options.settings?.['enable.idempotence']) === true
    ) {
      this.producerId = this.broker.allocateProducerId()
    }
  }

  /**
   * Sends a batch: every record is checked first (topic, partition, key, size, timestamp), then all are
   * appended in order, so a bad record sends nothing. The log keeps the given key, value and header buffers
   * without copying them: do not change a buffer after sending it.
   */
  send(records: readonly ProducerRecord[]): Promise<SentRecordMetadata[]> {
    try {
      this.lifecycle.check()
      const transactional = this.transactionalId !== undefined
      if (transactional) {
        this.expectPhase('inTransaction', 'send')
        // Zombie and successor share a producer id: only the epoch tells them apart.
        this.broker.transactions.verify(this.transactionalId, this.epoch)
      }
      const logs = this.logs
      const appendTimes = this.appendTimes
      logs.length = 0
      appendTimes.length = 0
      for (const record of records) this.route(record)
      const now = this.broker.clock.now()
      const result: SentRecordMetadata[] = new Array<SentRecordMetadata>(records.length)
      for (let i = 0; i < records.length; i++) {
        const record = records[i]!
        const log = logs[i]!
        if (transactional && !log.hasOpenTransaction(this.producerId)) {
          this.broker.transactions.addPartition(this.transactionalId, this.epoch, log)
        }
        const timestamp = record.timestamp === undefined || appendTimes[i] === true ? now : record.timestamp
        const written = log.append(
          record.key,
          record.value,
          timestamp,
          record.headers,
          this.producerId,
          transactional,
        )
        result[i] = { topic: written.topic, partition: written.partition, offset: written.offset, timestamp }
      }
      logs.length = 0
      appendTimes.length = 0
      return Promise.resolve(result)
    } catch (error) {
      return Promise.reject(this.fenceOn(error))
    }
  }

  initTransactions(): Promise<void> {
    return this.transactionCall(() => {
      const id = this.requireTransactionalId('initTransactions')
      this.expectPhase('uninitialized', 'initTransactions')
      const { producerId, epoch } = this.broker.transactions.initProducerId(
        id,
        this.options.transactionTimeoutMs ?? defaultTransactionTimeoutMs,
      )
      this.producerId = producerId
      this.epoch = epoch
      this.phase = 'ready'
    })
  }

  beginTransaction(): Promise<void> {
    return this.transactionCall(() => {
      this.requireTransactionalId('beginTransaction')
      this.expectPhase('ready', 'beginTransaction')
      this.phase = 'inTransaction'
    })
  }

  sendOffsetsToTransaction(
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata,
  ): Promise<void> {
    return this.transactionCall(() => {
      const id = this.requireTransactionalId('sendOffsetsToTransaction')
      this.expectPhase('inTransaction', 'sendOffsetsToTransaction')
      for (const o of offsets) this.broker.partition(o)
      this.broker.transactions.addOffsets(id, this.epoch, offsets, group)
    })
  }

  commitTransaction(): Promise<void> {
    return this.endTransaction(true)
  }

  abortTransaction(): Promise<void> {
    return this.endTransaction(false)
  }

  disconnect(): Promise<void> {
    this.lifecycle.close()
    return Promise.resolve()
  }

  private endTransaction(commit: boolean): Promise<void> {
    const call = commit ? 'commitTransaction' : 'abortTransaction'
    return this.transactionCall(() => {
      const id = this.requireTransactionalId(call)
      this.expectPhase('inTransaction', call)
      this.broker.transactions.endTransaction(id, this.epoch, commit)
      this.phase = 'ready'
    })
  }

  /** Runs a transactional call: connected, and a fencing error turns this producer into a zombie for good. */
  private transactionCall(call: () => void): Promise<void> {
    try {
      this.lifecycle.check()
      call()
      return Promise.resolve()
    } catch (error) {
      return Promise.reject(this.fenceOn(error))
    }
  }

  private fenceOn(error: unknown): Error {
    if (error instanceof KafkaClientError && error._tag === 'ProducerFenced') this.phase = 'fenced'
    return error instanceof Error ? error : new Error(String(error))
  }

  private requireTransactionalId(call: string): string {
    if (this.transactionalId !== undefined) return this.transactionalId
    throw new KafkaClientError(
      'InvalidTransactionState',
      `Producer '${this.options.clientId}' has no transactionalId; ${call}() needs one.`,
    )
  }

  /** @throws KafkaClientError `InvalidTransactionState` out of order, `ProducerFenced` once fenced. */
  private expectPhase(expected: TransactionPhase, call: string): void {
    if (this.phase === expected) return
    if (this.phase === 'fenced') {
      throw new KafkaClientError(
        'ProducerFenced',
        `Producer '${this.options.clientId}' (transactional id '${this.transactionalId}') was fenced; ${call}() is refused.`,
      )
    }
    const hint: Record<TransactionPhase, string> = {
      uninitialized: 'call initTransactions() first',
      ready: 'call beginTransaction() first',
      inTransaction: 'a transaction is open; commit or abort it first',
      fenced: 'the producer was fenced',
    }
    throw new KafkaClientError(
      'InvalidTransactionState',
      `Producer '${this.options.clientId}' cannot ${call}() now: ${hint[this.phase]}.`,
    )
  }

  /** Finds the log a record goes to and pushes it (and its topic's timestamp type) onto the scratch arrays. */
  private route(record: ProducerRecord): void {
    const topic = this.broker.topic(record.topic)
    topic.check(record)
    let partition = record.partition
    if (partition === undefined) {
      const count = topic.partitions.length
      if (record.key !== null) partition = partitionForKey(record.key, count)
      else {
        const next = this.roundRobin.get(record.topic) ?? 0
        this.roundRobin.set(record.topic, next + 1)
        partition = next % count
      }
    }
    const log = topic.partitions[partition] ?? this.broker.partition({ topic: record.topic, partition })
    this.logs.push(log)
    this.appendTimes.push(topic.logAppendTime)
  }
}
