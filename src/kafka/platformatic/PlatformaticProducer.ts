/**
 * {@link ProducerPort} over a @platformatic/kafka producer (pure JavaScript, encodes a partition's records into one
 * record batch with little copying). Java's transactional calls map one to one: `initTransactions` registers the
 * transactional id (InitProducerId, fencing older producers), `beginTransaction` opens a transaction locally, sends
 * add their partitions to it, `sendOffsetsToTransaction` adds the group (AddOffsetsToTxn) and commits the offsets
 * with the group's generation and member id (one TxnOffsetCommit v4 for every partition, KIP-447: a zombie of an
 * older generation is fenced by the group coordinator too), `commitTransaction` and `abortTransaction` end it (EndTxn).
 *
 * Each record is handed to the client as one object of one shape (no header map when it has no headers); its
 * metadata is computed from its partition's base offset and its rank among that partition's records.
 * @since 0.1.0
 */
import {
  FindCoordinatorKeyTypes,
  findCoordinatorV6,
  txnOffsetCommitV4,
  Producer,
  type MessageToProduce,
  type ProducerOptions as PlatformaticProducerOptions,
} from '@platformatic/kafka'
import type { Clock } from '../../core/clock.js'
import type { Logger } from '../../core/Logger.js'
import { ClientState } from '../ClientState.js'
import { KafkaClientError } from '../KafkaClientError.js'
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
import { retryTransient } from '../retryTransient.js'
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

/** A producer on a real cluster; build it with `PlatformaticClientSupplier.producer`. */
export class PlatformaticProducer implements ProducerPort {
  private readonly producer: Client
  private readonly state: ClientState
  private transaction: Transaction | undefined
  /** Whether the open transaction holds records or offsets (an untouched one ends without a request). */
  private touched = false
  /** Each group's coordinator node, asked once per group. */
  private readonly coordinators = new Map<string, number>()
  /** Round-robin positions of keyless records without a partition, per topic. */
  private readonly nextKeyless = new Map<string, number>()
  /**
   * The partitions the partitioner chose in the request being built, in call order (the client calls it once per
   * record without a partition, in the order of the records). Their hash is taken modulo the partition count by
   * the client; the metadata takes the same modulo.
   */
  private placed: number[] = []

  constructor(
    options: PlatformaticProducerOptions<Buffer, Buffer, Buffer, Buffer>,
    private readonly port: ProducerOptions,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    this.state = new ClientState(`Producer '${port.clientId}'`)
    this.producer = new Producer({
      ...options,
      partitioner: (message, key) => {
        const hash =
          key === undefined || key === null ? this.keyless(message.topic) : murmur2(key) & 0x7fffffff
        this.placed.push(hash)
        return hash
      },
    })
    routePlatformaticLogs(this.producer, port.clientId, logger)
  }

  async connect(): Promise<void> {
    this.state.requireConnectable()
    await guardPlatformatic(`connecting producer '${this.port.clientId}'`, () =>
      this.producer.connectToBrokers(),
    )
    this.state.markConnected()
  }

  /** Sends `records` in requests of about {@link REQUEST_BYTES}, one after another. */
  async send(records: readonly ProducerRecord[]): Promise<SentRecordMetadata[]> {
    this.state.requireConnected()
    if (records.length === 0) return []
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

  /** Sends `records[start, end)` as one client send and appends their metadata to `out`. */
  private async sendRequest(
    records: readonly ProducerRecord[],
    start: number,
    end: number,
    out: SentRecordMetadata[],
  ): Promise<void> {
    const now = this.clock.now()
    const messages: Outgoing[] = new Array<Outgoing>(end - start)
    for (let i = start; i < end; i++) messages[i - start] = this.outgoing(records[i]!, now)
    const sender = this.sender()
    const topic = records[start]!.topic
    const result = await this.retrying(
      `sending ${end - start} record(s) to ${topic}`,
      () => {
        this.placed = []
        return sender.send({ messages })
      },
      topic,
    )
    if (this.transaction !== undefined) this.touched = true
    const placed = this.placed
    const bases = new Map<string, number[]>()
    for (const { topic: t, partition, offset } of result.offsets ?? []) {
      let byPartition = bases.get(t)
      if (byPartition === undefined) bases.set(t, (byPartition = []))
      byPartition[partition] = Number(offset)
    }
    let p = 0
    for (let i = start; i < end; i++) {
      const record = records[i]!
      const byPartition = bases.get(record.topic)
      const count = this.producer.currentMetadata?.topics.get(record.topic)?.partitionsCount ?? 1
      const partition = record.partition ?? placed[p++]! % count
      const offset = byPartition?.[partition] ?? -1
      // the next record of this partition is one further
      if (byPartition !== undefined) byPartition[partition] = offset + 1
      out.push({ topic: record.topic, partition, offset, timestamp: record.timestamp ?? now })
    }
  }

  /** The record in the client's shape (one fixed shape: a timestamp as bigint, a header map only when it has any). */
  private outgoing(record: ProducerRecord, now: number): Outgoing {
    return {
      topic: record.topic,
      partition: record.partition,
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
    await this.retrying(`registering transactional id '${id}'`, async () => {
      await this.dropFailedBegin()
      const tx = await this.producer.beginTransaction()
      await tx.cancel()
    })
  }

  async beginTransaction(): Promise<void> {
    this.state.requireConnected()
    const id = this.transactionalId()
    if (this.transaction !== undefined) throw this.transactionState('beginTransaction while one is open')
    this.transaction = await this.retrying(`beginning a transaction of '${id}'`, async () => {
      await this.dropFailedBegin()
      return this.producer.beginTransaction()
    })
    this.touched = false
  }

  async sendOffsetsToTransaction(
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata,
  ): Promise<void> {
    const tx = this.openTransaction('sendOffsetsToTransaction')
    if (offsets.length === 0) return
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
    await this.retrying(doing, async () => {
      const coordinatorId = await this.groupCoordinator(group.groupId)
      // AddOffsetsToTxn, once per group and transaction (the client reads only the group id of the consumer given)
      await tx.addConsumer({ groupId: group.groupId } as Parameters<typeof tx.addConsumer>[0])
      this.touched = true
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
    await this.endTransaction(tx, `committing the transaction of '${this.transactionalId()}'`, () =>
      tx.commit(),
    )
  }

  async abortTransaction(): Promise<void> {
    const tx = this.openTransaction('abortTransaction')
    await this.endTransaction(tx, `aborting the transaction of '${this.transactionalId()}'`, () => tx.abort())
  }

  async disconnect(): Promise<void> {
    if (!this.state.markDisconnected()) return
    this.transaction = undefined
    await guardPlatformatic(`disconnecting producer '${this.port.clientId}'`, () => this.producer.close())
  }

  /** Ends the open transaction with `end`, or locally when the broker never heard of it. */
  private async endTransaction(tx: Transaction, doing: string, end: () => Promise<void>): Promise<void> {
    await this.retrying(doing, () => (this.touched ? end() : tx.cancel()))
    this.transaction = undefined
  }

  /** Runs a client call, retrying transient coordinator states (see {@link retryTransient}). */
  private retrying<A>(doing: string, call: () => Promise<A>, topic?: string): Promise<A> {
    return retryTransient(this.clock, platformaticErrors, doing, call, topic === undefined ? {} : { topic })
  }

  /** The client keeps a transaction whose opening failed; a new attempt drops it first. */
  private async dropFailedBegin(): Promise<void> {
    await this.producer.transaction?.cancel()
  }

  /** The node coordinating `groupId`, asked once (FindCoordinator) over a connection the client already has. */
  private async groupCoordinator(groupId: string): Promise<number> {
    const known = this.coordinators.get(groupId)
    if (known !== undefined) return known
    const connections = await this.producer.connectToBrokers()
    const connection = connections.values().next().value
    if (connection === undefined) throw new KafkaClientError('BrokerNotAvailable', 'No broker connection.')
    const response = await findCoordinatorV6.api.async(connection, FindCoordinatorKeyTypes.GROUP, [groupId])
    const nodeId = response.coordinators.find((c) => c.key === groupId)?.nodeId
    if (nodeId === undefined)
      throw new KafkaClientError('BrokerNotAvailable', `No coordinator for group '${groupId}'.`)
    this.coordinators.set(groupId, nodeId)
    return nodeId
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
