/**
 * {@link ProducerPort} over a @platformatic/kafka producer (pure JavaScript, encodes a partition's records into one
 * record batch with little copying). Java's transactional calls map one to one: `initTransactions` registers the
 * transactional id (InitProducerId, fencing older producers), `beginTransaction` opens a transaction locally, sends
 * add their partitions to it, `sendOffsetsToTransaction` adds the group (AddOffsetsToTxn) and commits the offsets
 * with the group's generation and member id (one TxnOffsetCommit v4 for every partition, KIP-447: a zombie of an
 * older generation is fenced by the group coordinator too), `commitTransaction` and `abortTransaction` end it (EndTxn).
 *
 * Each record is handed to the client as one object of one shape (no header map when it has no headers), with its
 * partition chosen here (murmur2 of the key, or round-robin); its metadata is computed from its partition's base
 * offset and its rank among that partition's records.
 *
 * Broker faults, as Java's producer rides them out: the client itself looks a partition's leader up once per send
 * and keeps its transaction coordinator for its whole life, so it is told not to retry (`retries` 0) and this
 * adapter retries instead. A send that fails because a broker cannot be reached or a leader moved drops the
 * client's metadata and resends, after a backoff, only the records of the partitions not yet acknowledged (each to
 * its current leader), up to `retries` times. A transaction coordinator that cannot be reached or moved
 * (`NOT_COORDINATOR`, `COORDINATOR_NOT_AVAILABLE`, a lost connection) cannot be asked again by that client: the
 * client is replaced by a new one, whose InitProducerId (the same transactional id) aborts the open transaction on
 * the new coordinator. Before anything was written in the transaction this is invisible to the caller; after, the
 * call fails with a retriable `BrokerNotAvailable` and the caller aborts (which then only replaces the client),
 * as after a fenced producer. An idempotent producer whose send failed is replaced too (a new producer id), so that
 * no later record reuses the sequence numbers of records the broker may have written.
 * @since 0.1.0
 */
import {
  FindCoordinatorKeyTypes,
  findCoordinatorV6,
  kGetConnection,
  kOptions,
  NetworkError,
  txnOffsetCommitV4,
  Producer,
  type Connection,
  type MessageToProduce,
  type ProducerOptions as PlatformaticProducerOptions,
} from '@platformatic/kafka'
import type { Clock } from '../../core/clock.js'
import type { Logger } from '../../core/Logger.js'
import { ClientState } from '../ClientState.js'
import { isKafkaClientError, KafkaClientError } from '../KafkaClientError.js'
import { murmur2 } from '../partitioner.js'
import { requireTransactionalId, transactionState } from '../transactionState.js'
import type {
  ConsumerGroupMetadata,
  ProducerOptions,
  ProducerPort,
  ProducerRecord,
  SentRecordMetadata,
  TopicPartitionOffset,
} from '../ports.js'
import { retryTransient, type TransientRetry } from '../retryTransient.js'
import {
  guardPlatformatic,
  platformaticProtocolError,
  toPlatformaticClientError,
} from './toPlatformaticClientError.js'
import { routePlatformaticLogs } from './platformaticLogger.js'

const platformaticErrors = {
  protocolError: platformaticProtocolError,
  toClientError: toPlatformaticClientError,
}

type Client = Producer<Buffer, Buffer, Buffer, Buffer>
type Outgoing = MessageToProduce<Buffer, Buffer, Buffer, Buffer>
type Transaction = NonNullable<Client['transaction']>
type ClientOptions = PlatformaticProducerOptions<Buffer, Buffer, Buffer, Buffer>

/**
 * Estimated bytes per produce request: a send is cut into requests of about this size, sent one after another (so
 * each partition keeps its order), well under the broker's one-megabyte record batch limit.
 */
const REQUEST_BYTES = 512 * 1024
/** Bytes a record costs beyond its key and value, for {@link REQUEST_BYTES}. */
const RECORD_OVERHEAD = 24

/** A header list as the client's header map: one key object per header, so repeated names keep every value. */
const headerMap = (record: ProducerRecord): Map<Buffer, Buffer> | undefined => {
  const headers = record.headers
  if (headers === undefined || headers.length === 0) return undefined
  const map = new Map<Buffer, Buffer>()
  for (const { key, value } of headers) map.set(Buffer.from(key), value ?? Buffer.alloc(0))
  return map
}

/** Whether a later attempt, after asking the cluster again where leaders and coordinators are, may succeed. */
const unreachable = (error: unknown): boolean =>
  isKafkaClientError(error) &&
  error.retryable &&
  (error._tag === 'BrokerNotAvailable' || error._tag === 'Timeout')

interface Produced {
  readonly topic: string
  readonly partition: number
  readonly offset: bigint
}

/**
 * The offsets the client acknowledged before a send failed in its produce requests (it attaches them to that
 * error), or undefined when the send failed before producing (metadata, adding partitions to the transaction).
 */
const producedBefore = (error: unknown): readonly Produced[] | undefined => {
  const cause: unknown = isKafkaClientError(error) ? error.cause : error
  if (typeof cause !== 'object' || cause === null || !('produced' in cause)) return undefined
  const offsets = (cause as { produced?: { offsets?: unknown } }).produced?.offsets
  return Array.isArray(offsets) ? (offsets as Produced[]) : []
}

const partitionKey = (topic: string, partition: number): string => `${topic}\u0000${partition}`

/** A producer on a real cluster; build it with `PlatformaticClientSupplier.producer`. */
export class PlatformaticProducer implements ProducerPort {
  private producer: Client
  private readonly state: ClientState
  private transaction: Transaction | undefined
  /** Whether the open transaction holds records or offsets (an untouched one ends without a request). */
  private touched = false
  /**
   * Whether the client must be replaced before its next use: its transaction coordinator is lost, or (idempotent)
   * a send failed with records the broker may have written under sequence numbers the client would reuse.
   */
  private broken = false
  /** Each group's coordinator node, asked once per group. */
  private readonly coordinators = new Map<string, number>()
  /** Round-robin positions of keyless records without a partition, per topic. */
  private readonly nextKeyless = new Map<string, number>()
  /** How many times a call is retried after a broker could not be reached (`retries`). */
  private readonly retries: number

  constructor(
    private readonly options: ClientOptions,
    private readonly port: ProducerOptions,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.state = new ClientState(`Producer '${port.clientId}'`)
    const retries = options.retries
    this.retries = typeof retries === 'number' ? retries : retries === true ? Number.MAX_SAFE_INTEGER : 0
    this.producer = this.newClient()
  }

  /**
   * A client that never retries by itself (see the module description): this adapter does. Asked for a connection
   * to a node its metadata does not have (a leader `-1`, a coordinator that left the cluster), the client would
   * throw outside any callback and its call would never settle; it gets a network error instead.
   */
  private newClient(): Client {
    const client = new Producer({ ...this.options })
    ;(client[kOptions] as { retries: number }).retries = 0
    const getConnection = client[kGetConnection].bind(client)
    client[kGetConnection] = (broker, callback) => {
      if (broker === undefined) {
        callback(
          new NetworkError('The node asked for is not in the cluster metadata (no leader, or it left).'),
        )
        return
      }
      getConnection(broker, callback)
    }
    routePlatformaticLogs(client, this.port.clientId, this.logger)
    return client
  }

  /**
   * Replaces the client by a new one with the same options (and transactional id); the old one is closed without
   * waiting for it. A transaction open on the old one is gone: the new one's InitProducerId aborts it.
   */
  private replaceClient(why: string): void {
    const old = this.producer
    this.logger.debug(`@platformatic/kafka producer '${this.port.clientId}' replaced: ${why}`, {
      client: '@platformatic/kafka',
      clientId: this.port.clientId,
    })
    this.producer = this.newClient()
    this.transaction = undefined
    this.touched = false
    this.broken = false
    old.close(true, () => undefined)
  }

  async connect(): Promise<void> {
    this.state.requireConnectable()
    await this.retrying(`connecting producer '${this.port.clientId}'`, () =>
      this.producer.metadata({ topics: [] }),
    )
    this.state.markConnected()
  }

  /** Sends `records` in requests of about {@link REQUEST_BYTES}, one after another. */
  async send(records: readonly ProducerRecord[]): Promise<SentRecordMetadata[]> {
    this.state.requireConnected()
    if (records.length === 0) return []
    if (this.broken && this.port.transactionalId === undefined) this.replaceClient('a send failed before')
    const out: SentRecordMetadata[] = []
    let start = 0
    while (start < records.length) {
      let end = start
      let bytes = 0
      while (end < records.length && (end === start || bytes < REQUEST_BYTES)) {
        const r = records[end++]!
        bytes += (r.key?.length ?? 0) + (r.value?.length ?? 0) + RECORD_OVERHEAD
      }
      await this.sendRequest(records, start, end, out)
      start = end
    }
    return out
  }

  /**
   * Sends `records[start, end)` and appends their metadata to `out`. A broker that cannot be reached or a leader
   * that moved: the partitions not yet acknowledged are sent again, to their leaders as the cluster now says.
   */
  private async sendRequest(
    records: readonly ProducerRecord[],
    start: number,
    end: number,
    out: SentRecordMetadata[],
  ): Promise<void> {
    const now = this.clock.now()
    const topic = records[start]!.topic
    const doing = `sending ${end - start} record(s) to ${topic}`
    const partitions = await this.retrying(doing, () => this.placeRecords(records, start, end), topic)
    const bases = new Map<string, number>()
    let pending: Outgoing[] = []
    for (let i = start; i < end; i++) pending.push(this.outgoing(records[i]!, now, partitions[i - start]!))
    for (let attempt = 1; ; attempt++) {
      const messages = pending
      try {
        const result = await this.transient(doing, () => this.sender().send({ messages }), topic)
        for (const o of result.offsets ?? []) bases.set(partitionKey(o.topic, o.partition), Number(o.offset))
        break
      } catch (error) {
        const produced = producedBefore(error)
        for (const o of produced ?? []) bases.set(partitionKey(o.topic, o.partition), Number(o.offset))
        pending = messages.filter((m) => !bases.has(partitionKey(m.topic, m.partition!)))
        if (this.transaction !== undefined && produced === undefined && unreachable(error)) {
          // the transaction coordinator is lost (adding the partitions to the transaction failed)
          if (this.touched || attempt > this.retries) throw this.lostCoordinator(error)
          await this.beginAgain(error)
          continue
        }
        if (!unreachable(error) || attempt > this.retries) {
          if (this.options.idempotent === true) this.broken = true
          throw error
        }
        await this.backoff(doing, attempt, error)
      }
    }
    if (this.transaction !== undefined) this.touched = true
    for (let i = start; i < end; i++) {
      const record = records[i]!
      const partition = partitions[i - start]!
      const k = partitionKey(record.topic, partition)
      const offset = bases.get(k) ?? -1
      // the next record of this partition is one further
      if (offset >= 0) bases.set(k, offset + 1)
      out.push({ topic: record.topic, partition, offset, timestamp: record.timestamp ?? now })
    }
  }

  /** Each record's partition: its own, else Kafka's murmur2 partition of its key, else the topic's next one. */
  private async placeRecords(
    records: readonly ProducerRecord[],
    start: number,
    end: number,
  ): Promise<number[]> {
    const unplaced = new Set<string>()
    for (let i = start; i < end; i++) if (records[i]!.partition === undefined) unplaced.add(records[i]!.topic)
    const counts =
      unplaced.size === 0 ? undefined : (await this.producer.metadata({ topics: [...unplaced] })).topics
    const partitions = new Array<number>(end - start)
    for (let i = start; i < end; i++) {
      const { topic, key, partition } = records[i]!
      if (partition !== undefined) partitions[i - start] = partition
      else {
        const count = counts?.get(topic)?.partitionsCount ?? 1
        const hash = key === undefined || key === null ? this.keyless(topic) : murmur2(key) & 0x7fffffff
        partitions[i - start] = hash % count
      }
    }
    return partitions
  }

  /** The record in the client's shape (one fixed shape: a timestamp as bigint, a header map only when it has any). */
  private outgoing(record: ProducerRecord, now: number, partition: number): Outgoing {
    return {
      topic: record.topic,
      partition,
      key: record.key,
      value: record.value,
      timestamp: BigInt(record.timestamp ?? now),
      headers: headerMap(record),
    } as Outgoing
  }

  private keyless(topic: string): number {
    const next = this.nextKeyless.get(topic) ?? 0
    this.nextKeyless.set(topic, (next + 1) & 0x7fffffff)
    return next
  }

  async initTransactions(): Promise<void> {
    this.state.requireConnected()
    const id = this.transactionalId()
    if (this.transaction !== undefined)
      throw this.transactionState('initTransactions inside an open transaction')
    await this.register(`registering transactional id '${id}'`)
  }

  /** InitProducerId for the transactional id (a new client first when the coordinator was lost), retried. */
  private async register(doing: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (this.broken) this.replaceClient('its transaction coordinator was lost')
      try {
        await this.transient(doing, async () => {
          await this.dropFailedBegin()
          const tx = await this.producer.beginTransaction()
          await tx.cancel()
        })
        return
      } catch (error) {
        if (!unreachable(error) || attempt > this.retries) throw error
        this.broken = true
        await this.backoff(doing, attempt, error)
      }
    }
  }

  async beginTransaction(): Promise<void> {
    this.state.requireConnected()
    const id = this.transactionalId()
    if (this.transaction !== undefined) throw this.transactionState('beginTransaction while one is open')
    const doing = `beginning a transaction of '${id}'`
    if (this.broken) await this.register(doing)
    this.transaction = await this.transient(doing, async () => {
      await this.dropFailedBegin()
      return this.producer.beginTransaction()
    })
    this.touched = false
  }

  /** The untouched open transaction's coordinator is lost: a new client, registered, opens it again. */
  private async beginAgain(error: unknown): Promise<void> {
    this.broken = true
    this.transaction = undefined
    await this.backoff(`beginning a transaction of '${this.transactionalId()}' again`, 1, error)
    await this.beginTransaction()
  }

  /** The open transaction's coordinator is lost with records or offsets in it: the caller aborts it. */
  private lostCoordinator(error: unknown): KafkaClientError {
    this.broken = true
    return new KafkaClientError(
      'BrokerNotAvailable',
      `The transaction coordinator of '${this.transactionalId()}' was lost: the transaction is aborted (${
        error instanceof Error ? error.message : String(error)
      }).`,
      { cause: error },
    )
  }

  async sendOffsetsToTransaction(
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata,
  ): Promise<void> {
    const tx = this.openTransaction('sendOffsetsToTransaction')
    if (offsets.length === 0) return
    if (this.broken) throw this.lostCoordinator('an earlier call lost it')
    const doing = `sending offsets of group '${group.groupId}' to the transaction`
    const topics = [...new Set(offsets.map((o) => o.topic))].map((name) => ({
      name,
      partitions: offsets
        .filter((o) => o.topic === name)
        .map((o) => ({
          partitionIndex: o.partition,
          committedOffset: BigInt(o.offset),
          committedLeaderEpoch: -1,
        })),
    }))
    // AddOffsetsToTxn, once per group and transaction (the client reads only the group id of the consumer given)
    try {
      await this.transient(doing, () =>
        tx.addConsumer({ groupId: group.groupId } as Parameters<typeof tx.addConsumer>[0]),
      )
    } catch (error) {
      throw unreachable(error) ? this.lostCoordinator(error) : error
    }
    this.touched = true
    await this.retrying(doing, async () => {
      const coordinatorId = await this.groupCoordinator(group.groupId)
      const connection = (await this.producer.connectToBrokers([coordinatorId])).get(coordinatorId)
      const { producerId, producerEpoch } = this.producer
      if (connection === undefined || producerId === undefined || producerEpoch === undefined)
        throw new KafkaClientError(
          'BrokerNotAvailable',
          `No connection to the coordinator of group '${group.groupId}'.`,
        )
      // one TxnOffsetCommit for every partition, with the group's generation and member id (KIP-447); a failure
      // forgets the coordinator, so a retry after NOT_COORDINATOR asks again
      this.coordinators.delete(group.groupId)
      await txnOffsetCommitV4.api.async(
        connection,
        this.transactionalId(),
        group.groupId,
        producerId,
        producerEpoch,
        group.generationId,
        group.memberId,
        group.groupInstanceId ?? null,
        topics,
      )
      this.coordinators.set(group.groupId, coordinatorId)
    })
  }

  async commitTransaction(): Promise<void> {
    const tx = this.openTransaction('commitTransaction')
    if (this.broken) throw this.lostCoordinator('an earlier call lost it')
    const doing = `committing the transaction of '${this.transactionalId()}'`
    try {
      await this.endTransaction(tx, doing, () => tx.commit())
    } catch (error) {
      // whether the commit was written is unknown: a new client's InitProducerId settles it, either way
      throw unreachable(error) ? this.lostCoordinator(error) : error
    }
  }

  async abortTransaction(): Promise<void> {
    const tx = this.openTransaction('abortTransaction')
    const doing = `aborting the transaction of '${this.transactionalId()}'`
    if (!this.broken) {
      try {
        await this.endTransaction(tx, doing, () => tx.abort())
        return
      } catch (error) {
        if (!unreachable(error)) throw error
        this.broken = true
      }
    }
    // a new client's InitProducerId aborts the open transaction on the coordinator as it is now
    this.transaction = undefined
    await this.register(doing)
  }

  async disconnect(): Promise<void> {
    if (!this.state.markDisconnected()) return
    this.transaction = undefined
    await guardPlatformatic(`disconnecting producer '${this.port.clientId}'`, () => this.producer.close())
  }

  /** Ends the open transaction with `end`, or locally when the broker never heard of it. */
  private async endTransaction(tx: Transaction, doing: string, end: () => Promise<void>): Promise<void> {
    await this.transient(doing, () => (this.touched ? end() : tx.cancel()))
    this.transaction = undefined
  }

  /** Runs a client call, retrying transient coordinator states (see {@link retryTransient}), at debug. */
  private transient<A>(doing: string, call: () => Promise<A>, topic?: string): Promise<A> {
    return retryTransient(this.clock, platformaticErrors, doing, call, {
      ...(topic === undefined ? {} : { topic }),
      onRetry: (retry) => this.logRetry(retry),
    })
  }

  /**
   * {@link transient}, and up to `retries` more tries after a broker could not be reached, each after a backoff
   * and with the client's metadata dropped (where leaders and coordinators are is asked again).
   */
  private async retrying<A>(doing: string, call: () => Promise<A>, topic?: string): Promise<A> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transient(doing, call, topic)
      } catch (error) {
        if (!unreachable(error) || attempt > this.retries) throw error
        await this.backoff(doing, attempt, error)
      }
    }
  }

  /** Before retry `attempt`: forgets the cluster's metadata, logs at debug and waits `retry.backoff.ms` (growing). */
  private async backoff(doing: string, attempt: number, error: unknown): Promise<void> {
    this.producer.clearMetadata()
    this.coordinators.clear()
    const retryDelay = this.options.retryDelay
    const delayMs =
      typeof retryDelay === 'function'
        ? retryDelay(this.producer, doing, attempt, this.retries, error as Error)
        : (retryDelay ?? 0)
    this.logRetry({
      doing,
      error: isKafkaClientError(error) ? error._tag : String(error),
      attempt,
      delayMs,
    })
    await this.clock.sleep(delayMs)
  }

  private logRetry({ doing, error, attempt, delayMs }: TransientRetry): void {
    this.logger.debug(`@platformatic/kafka retrying ${doing} after ${error} (attempt ${attempt})`, {
      client: '@platformatic/kafka',
      clientId: this.port.clientId,
      error,
      attempt,
      delayMs,
    })
  }

  /** The client keeps a transaction whose opening failed; a new attempt drops it first. */
  private async dropFailedBegin(): Promise<void> {
    await this.producer.transaction?.cancel()
  }

  /** The node coordinating `groupId`, asked once (FindCoordinator) over a connection to any broker that answers. */
  private async groupCoordinator(groupId: string): Promise<number> {
    const known = this.coordinators.get(groupId)
    if (known !== undefined) return known
    const connection = await this.anyConnection()
    const response = await findCoordinatorV6.api.async(connection, FindCoordinatorKeyTypes.GROUP, [groupId])
    const nodeId = response.coordinators.find((c) => c.key === groupId)?.nodeId
    if (nodeId === undefined || nodeId < 0)
      throw new KafkaClientError('BrokerNotAvailable', `No coordinator for group '${groupId}'.`)
    this.coordinators.set(groupId, nodeId)
    return nodeId
  }

  /** A connection to the first broker of the cluster's metadata that accepts one. */
  private async anyConnection(): Promise<Connection> {
    const { brokers } = await this.producer.metadata({ topics: [] })
    let failure: unknown = new KafkaClientError('BrokerNotAvailable', 'No broker connection.')
    for (const nodeId of brokers.keys()) {
      try {
        const connection = (await this.producer.connectToBrokers([nodeId])).get(nodeId)
        if (connection !== undefined) return connection
      } catch (error) {
        failure = error
      }
    }
    throw failure
  }

  private sender(): Pick<Client, 'send'> {
    if (this.port.transactionalId === undefined) return this.producer
    return this.openTransaction('send')
  }

  private openTransaction(call: string): Transaction {
    this.state.requireConnected()
    this.transactionalId()
    const tx = this.transaction
    if (tx === undefined) throw this.transactionState(`${call} without an open transaction`)
    return tx
  }

  private transactionalId(): string {
    return requireTransactionalId(this.port)
  }

  private transactionState(what: string): KafkaClientError<'InvalidTransactionState'> {
    return transactionState(this.port.clientId, what)
  }
}
