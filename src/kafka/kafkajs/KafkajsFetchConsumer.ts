/**
 * {@link AssignedConsumerPort} over kafkajs' broker connections, without kafkajs' consumer: manual assignment is
 * a list of partitions (no group, no JoinGroup round trip), each `poll` sends Fetch requests to the partitions'
 * leaders itself and decodes the responses with the lean decoder of `fetchResponse.ts`. The next fetch of the
 * partitions the next `poll` would drain starts as soon as a `poll` returns, so it runs while the caller works on
 * the records (a restore writes its stores); a partition buffers at most its share of a poll and one fetch.
 * Partitions without a position start at their earliest offset (or latest, by `autoOffsetReset`), also after an
 * out-of-range fetch. Its broker connections open at the first `assign` of some partitions, so a restore or
 * standby consumer that never gets any opens none.
 * @since 0.1.0
 */
import { createRequire } from 'node:module'
import type { Cluster, Kafka } from 'kafkajs'
import type { Clock } from '../../core/clock.js'
import { ClientState } from '../ClientState.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type {
  AssignedConsumerPort,
  ConsumerIsolationLevel,
  ConsumerRecord,
  OffsetResetPolicy,
  TopicPartition,
  TopicPartitionOffset,
} from '../ports.js'
import { captureCluster } from './captureCluster.js'
import { decodeFetchResponse, type FetchResponse } from './fetchResponse.js'
import type { KafkajsFetchOptions } from './kafkajsClientOptions.js'
import { requireAssigned } from './notAssigned.js'
import { toKafkaClientError } from './toKafkaClientError.js'

/** What the consumer needs besides kafkajs' client. */
export interface KafkajsFetchConsumerOptions extends KafkajsFetchOptions {
  readonly clientId: string
  readonly isolationLevel: ConsumerIsolationLevel
  readonly autoOffsetReset: OffsetResetPolicy
}

/** kafkajs' Fetch v11 request encoder (its own module; only the response is decoded here). */
type FetchRequest = (args: {
  replicaId: number
  maxWaitTime: number
  minBytes: number
  maxBytes: number
  isolationLevel: number
  rackId: string
  topics: {
    topic: string
    partitions: { partition: number; fetchOffset: string; maxBytes: number }[]
  }[]
}) => unknown

const fetchRequest = createRequire(import.meta.url)(
  'kafkajs/src/protocol/requests/fetch/v11/request.js',
) as FetchRequest

/** The part of kafkajs' broker this consumer sends through. */
interface SendingBroker {
  readonly connectionPool: {
    send(request: { request: unknown; response: unknown; requestTimeout: number }): Promise<unknown>
  }
}

/** Error codes of a fetched partition that a metadata refresh and a new fetch resolve. */
const retriableCodes = new Set([
  3, // UNKNOWN_TOPIC_OR_PARTITION
  5, // LEADER_NOT_AVAILABLE
  6, // NOT_LEADER_OR_FOLLOWER
  74, // FENCED_LEADER_EPOCH
  75, // UNKNOWN_LEADER_EPOCH
  9, // REPLICA_NOT_AVAILABLE
  56, // KAFKA_STORAGE_ERROR
])
const OFFSET_OUT_OF_RANGE = 1
/** Failed fetches in a row after which `poll` throws the last failure. */
const MAX_FAILED_FETCHES = 20
const DEFAULT_MAX_BYTES = 52_428_800

const keyOf = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/** One assigned partition. */
interface Assigned {
  readonly tp: TopicPartition
  /** The offset of the next record `poll` returns; undefined until known. */
  position: number | undefined
  /** The offset the next fetch asks for (after the buffered records). */
  fetchAt: number | undefined
  records: ConsumerRecord[]
  next: number
  paused: boolean
  /** Bumped by each seek: a fetch sent before it is ignored. */
  epoch: number
}

/** A consumer with manual assignment that fetches by itself; build it with `KafkajsClientSupplier.assignedConsumer`. */
export class KafkajsFetchConsumer implements AssignedConsumerPort {
  private readonly cluster: Cluster
  private readonly state: ClientState
  private partitions = new Map<string, Assigned>()
  private inFlight: Promise<void> | undefined
  private failure: KafkaClientError | undefined
  private failedFetches = 0
  private clusterOpen = false

  constructor(
    kafka: Kafka,
    private readonly options: KafkajsFetchConsumerOptions,
    private readonly clock: Clock,
  ) {
    this.cluster = captureCluster(kafka, options.isolationLevel === 'read_uncommitted')
    this.state = new ClientState(`Consumer '${options.clientId}'`)
  }

  /** Nothing to open yet: the first `assign` of some partitions connects (an idle restore consumer stays closed). */
  connect(): Promise<void> {
    return Promise.resolve().then(() => {
      this.state.requireConnectable()
      this.state.markConnected()
    })
  }

  async assign(partitions: readonly TopicPartition[]): Promise<void> {
    this.state.requireConnected()
    const next = new Map<string, Assigned>()
    for (const p of partitions) {
      const key = keyOf(p)
      next.set(key, this.partitions.get(key) ?? fresh({ topic: p.topic, partition: p.partition }))
    }
    this.partitions = next
    const topics = [...new Set(partitions.map((p) => p.topic))]
    if (topics.length === 0) return
    if (!this.clusterOpen) {
      try {
        await this.cluster.connect()
      } catch (e) {
        throw toKafkaClientError(e, `connecting consumer '${this.options.clientId}'`)
      }
      this.clusterOpen = true
    }
    try {
      await this.cluster.addMultipleTargetTopics(topics)
    } catch (e) {
      throw toKafkaClientError(e, `reading the metadata of ${topics.join(', ')}`, topics[0])
    }
  }

  async poll(timeoutMs: number): Promise<ConsumerRecord[]> {
    this.state.requireConnected()
    const deadline = this.clock.now() + Math.max(0, timeoutMs)
    for (;;) {
      this.throwFailure()
      const out = this.take()
      this.fetch()
      if (out.length > 0) return out
      const left = deadline - this.clock.now()
      if (left <= 0) return []
      await this.wait(this.inFlight, left)
    }
  }

  assignment(): TopicPartition[] {
    return [...this.partitions.values()].map((a) => a.tp)
  }

  pause(partitions: readonly TopicPartition[]): void {
    for (const a of this.require('pause', partitions)) a.paused = true
  }

  resume(partitions: readonly TopicPartition[]): void {
    for (const a of this.require('resume', partitions)) a.paused = false
  }

  seek(position: TopicPartitionOffset): void {
    for (const a of this.require('seek', [position])) {
      a.position = position.offset
      a.fetchAt = position.offset
      a.records = []
      a.next = 0
      a.epoch++
    }
  }

  position(partition: TopicPartition): number | undefined {
    return this.partitions.get(keyOf(partition))?.position
  }

  async disconnect(): Promise<void> {
    if (!this.state.markDisconnected()) return
    this.partitions = new Map()
    await this.inFlight
    if (this.clusterOpen) await this.cluster.disconnect()
    this.clusterOpen = false
  }

  private require(call: string, partitions: readonly TopicPartition[]): Assigned[] {
    this.state.requireConnected()
    requireAssigned(this.options.clientId, call, partitions, this.assignment())
    return partitions.flatMap((p) => {
      const a = this.partitions.get(keyOf(p))
      return a === undefined ? [] : [a]
    })
  }

  private throwFailure(): void {
    const failure = this.failure
    if (failure === undefined) return
    this.failure = undefined
    throw failure
  }

  /** Up to `maxPollRecords` buffered records of unpaused partitions, shared fairly among them. */
  private take(): ConsumerRecord[] {
    const max = this.options.maxPollRecords
    const out: ConsumerRecord[] = []
    for (;;) {
      let open = 0
      for (const a of this.partitions.values()) if (!a.paused && a.next < a.records.length) open++
      const room = max - out.length
      if (open === 0 || room <= 0) return out
      const share = Math.ceil(room / open)
      for (const a of this.partitions.values()) {
        if (a.paused || a.next >= a.records.length) continue
        const until = Math.min(a.records.length, a.next + share, a.next + max - out.length)
        for (let i = a.next; i < until; i++) out.push(a.records[i] as ConsumerRecord)
        a.next = until
        if (until < a.records.length) {
          a.position = (a.records[until] as ConsumerRecord).offset
          continue
        }
        a.position = a.fetchAt
        a.records = []
        a.next = 0
      }
    }
  }

  /**
   * Unless a fetch is in flight, starts one of every unpaused partition that the next `poll` would drain (fewer
   * records buffered than its share of a poll): its records then arrive while the caller works on this poll's.
   */
  private fetch(): void {
    if (this.inFlight !== undefined || this.failure !== undefined) return
    const unpaused = [...this.partitions.values()].filter((a) => !a.paused)
    const share = Math.ceil(this.options.maxPollRecords / Math.max(1, unpaused.length))
    const wanted = unpaused.filter((a) => a.records.length - a.next < share)
    if (wanted.length === 0) return
    const run = this.fetchOnce(wanted).then(
      () => {
        this.failedFetches = 0
      },
      (e: unknown) => {
        const error = toKafkaClientError(e, `fetching as consumer '${this.options.clientId}'`)
        this.failedFetches++
        if (!error.retryable || this.failedFetches >= MAX_FAILED_FETCHES) this.failure = error
        // a leader that died or moved fails the fetch without a partition error: ask the cluster who leads now
        return Promise.all([
          this.cluster.refreshMetadata().catch(() => undefined),
          this.clock.sleep(this.options.fetchMaxWaitMs / 5),
        ]).then(() => undefined)
      },
    )
    this.inFlight = run.finally(() => {
      this.inFlight = undefined
    })
  }

  /** Resolves when `p` settles or after `ms`. */
  private async wait(p: Promise<void> | undefined, ms: number): Promise<void> {
    let timer: { cancel(): void } | undefined
    const timeout = new Promise<void>((resolve) => (timer = this.clock.setTimeout(resolve, ms)))
    await Promise.race([p ?? timeout, timeout])
    timer?.cancel()
  }

  /** One round: positions looked up where unknown, then one Fetch request per leader, and their records buffered. */
  private async fetchOnce(wanted: readonly Assigned[]): Promise<void> {
    await this.resolvePositions(wanted.filter((a) => a.fetchAt === undefined))
    const byLeader = new Map<number, Assigned[]>()
    // a partition without a position or a leader (its metadata missing or stale) is asked about again after the round
    let unplaced = false
    for (const a of wanted) {
      const leaders =
        a.fetchAt === undefined ? {} : this.cluster.findLeaderForPartitions(a.tp.topic, [a.tp.partition])
      const ids = Object.keys(leaders)
      if (ids.length === 0) unplaced = true
      for (const id of ids) {
        const list = byLeader.get(Number(id))
        if (list === undefined) byLeader.set(Number(id), [a])
        else list.push(a)
      }
    }
    // every request settles before the round ends: a request still pending when the next round asks for the same
    // partitions would deliver its records a second time
    const settled = await Promise.allSettled(
      [...byLeader].map(([nodeId, list]) => this.fetchFrom(nodeId, list)),
    )
    if (unplaced) await this.cluster.refreshMetadata()
    for (const s of settled) if (s.status === 'rejected') throw s.reason
  }

  private async fetchFrom(nodeId: number, list: readonly Assigned[]): Promise<void> {
    const sent = list.map((a) => ({ a, epoch: a.epoch, fetchAt: a.fetchAt as number }))
    const offsets = new Map(sent.map((s) => [keyOf(s.a.tp), s.fetchAt]))
    const topics = new Map<string, { partition: number; fetchOffset: string; maxBytes: number }[]>()
    for (const s of sent) {
      const partitions = topics.get(s.a.tp.topic) ?? []
      partitions.push({
        partition: s.a.tp.partition,
        fetchOffset: String(s.fetchAt),
        maxBytes: this.options.maxBytesPerPartition,
      })
      topics.set(s.a.tp.topic, partitions)
    }
    const readCommitted = this.options.isolationLevel === 'read_committed'
    const broker = (await this.cluster.findBroker({ nodeId: String(nodeId) })) as unknown as SendingBroker
    const maxWait = this.options.fetchMaxWaitMs
    const response = (await broker.connectionPool.send({
      request: fetchRequest({
        replicaId: -1,
        maxWaitTime: maxWait,
        minBytes: this.options.minBytes ?? 1,
        maxBytes: this.options.maxBytes ?? DEFAULT_MAX_BYTES,
        isolationLevel: readCommitted ? 1 : 0,
        rackId: this.options.rackId ?? '',
        topics: [...topics].map(([topic, partitions]) => ({ topic, partitions })),
      }),
      response: {
        decode: (payload: Buffer) =>
          decodeFetchResponse(
            payload,
            readCommitted,
            (topic, partition) => offsets.get(keyOf({ topic, partition })) ?? 0,
          ),
        parse: (decoded: FetchResponse) => Promise.resolve(decoded),
      },
      requestTimeout: maxWait + 30_000,
    })) as FetchResponse
    if (response.errorCode !== 0) {
      throw new KafkaClientError(
        'KafkaProtocolError',
        `A fetch failed with error code ${response.errorCode}.`,
        {
          retryable: true,
        },
      )
    }
    let stale = false
    for (const p of response.partitions) {
      const s = sent.find((x) => x.a.tp.partition === p.partition && x.a.tp.topic === p.topic)
      // a seek, a new assignment or a disconnect since the request, or records taken from elsewhere: not wanted
      if (
        s === undefined ||
        s.epoch !== s.a.epoch ||
        s.fetchAt !== s.a.fetchAt ||
        this.partitions.get(keyOf(s.a.tp)) !== s.a
      )
        continue
      if (p.errorCode === OFFSET_OUT_OF_RANGE) {
        s.a.fetchAt = undefined
        s.a.position = undefined
      } else if (retriableCodes.has(p.errorCode)) stale = true
      else if (p.errorCode !== 0) {
        throw new KafkaClientError(
          'KafkaProtocolError',
          `Fetching ${p.topic}-${p.partition} failed with error code ${p.errorCode}.`,
          { topic: p.topic },
        )
      } else if (p.end !== undefined && p.end > s.fetchAt) {
        const buffered = s.a.records.length - s.a.next
        s.a.records = buffered === 0 ? p.records : s.a.records.slice(s.a.next).concat(p.records)
        s.a.next = 0
        s.a.fetchAt = p.end
        if (s.a.records.length === 0) s.a.position = p.end
      }
    }
    if (stale) await this.cluster.refreshMetadata()
  }

  /** Looks up the reset offset (earliest or latest) of partitions without a position. */
  private async resolvePositions(unknown: readonly Assigned[]): Promise<void> {
    if (unknown.length === 0) return
    const byTopic = new Map<string, Assigned[]>()
    for (const a of unknown) {
      const list = byTopic.get(a.tp.topic)
      if (list === undefined) byTopic.set(a.tp.topic, [a])
      else list.push(a)
    }
    const offsets = await this.cluster.fetchTopicsOffset(
      [...byTopic].map(([topic, list]) => ({
        topic,
        fromBeginning: this.options.autoOffsetReset === 'earliest',
        partitions: list.map((a) => ({ partition: a.tp.partition })),
      })),
    )
    for (const { topic, partitions } of offsets) {
      for (const { partition, offset } of partitions) {
        const a = byTopic.get(topic)?.find((x) => x.tp.partition === partition)
        if (a === undefined || a.fetchAt !== undefined) continue
        a.fetchAt = Number(offset)
        a.position = a.fetchAt
      }
    }
  }
}

const fresh = (tp: TopicPartition): Assigned => ({
  tp,
  position: undefined,
  fetchAt: undefined,
  records: [],
  next: 0,
  paused: false,
  epoch: 0,
})
