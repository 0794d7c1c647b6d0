/**
 * What both embedded consumers share: the assigned partitions with their positions and pause flags, reading
 * batches from the logs (fair across partitions, at most `maxPollRecords`), resetting out-of-range positions,
 * and waiting for records on the injected clock.
 * @since 0.1.0
 */
import type { Clock } from '../../core/clock.js'
import type { ClientSettings } from '../clientSettings.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type {
  ConsumerRecord,
  ConsumerIsolationLevel,
  OffsetResetPolicy,
  TopicPartition,
  TopicPartitionOffset,
} from '../ports.js'
import type { EmbeddedBroker } from './EmbeddedBroker.js'
import type { PartitionLog } from './PartitionLog.js'
import { timerDelay } from './timerDelay.js'

/** One assigned partition's reading state. */
interface FetchPosition {
  readonly tp: TopicPartition
  readonly log: PartitionLog
  position: number
  paused: boolean
}

const key = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/**
 * Byte bounds of one fetch (`fetch.max.bytes`, `max.partition.fetch.bytes`), soft as in Kafka: the first record of
 * a fetch (and of a partition) is returned whatever its size, so a consumer always makes progress.
 */
export interface FetchByteLimits {
  readonly fetchMaxBytes: number
  readonly maxPartitionFetchBytes: number
}

/**
 * The byte bounds a consumer's settings give; unbounded when absent. A record's size is its key, value, header
 * names and header values in bytes.
 * @example
 * fetchByteLimits({ 'fetch.max.bytes': 1024 }) // { fetchMaxBytes: 1024, maxPartitionFetchBytes: Infinity }
 * @category Clients
 * @since 0.1.0
 */
export const fetchByteLimits = (settings: ClientSettings = {}): FetchByteLimits => ({
  fetchMaxBytes: settings['fetch.max.bytes'] ?? Number.POSITIVE_INFINITY,
  maxPartitionFetchBytes: settings['max.partition.fetch.bytes'] ?? Number.POSITIVE_INFINITY,
})

const recordBytes = (r: ConsumerRecord): number =>
  (r.key?.length ?? 0) +
  (r.value?.length ?? 0) +
  r.headers.reduce((n, h) => n + Buffer.byteLength(h.key) + (h.value?.length ?? 0), 0)

/** Reading state of one consumer. */
export class Fetcher {
  private positions: FetchPosition[] = []
  private readonly byKey = new Map<string, FetchPosition>()
  private start = 0
  private wake: (() => void) | null = null
  private interrupted = false

  constructor(
    private readonly broker: EmbeddedBroker,
    private readonly isolation: ConsumerIsolationLevel,
    private readonly reset: OffsetResetPolicy,
    private readonly maxPollRecords: number,
    private readonly limits: FetchByteLimits = fetchByteLimits(),
  ) {}

  /** The assigned partitions, in assignment order. */
  assignment(): TopicPartition[] {
    return this.positions.map((p) => ({ topic: p.tp.topic, partition: p.tp.partition }))
  }

  /**
   * Replaces the assignment. Each partition starts at `startAt(tp)` when that gives an offset, else where the
   * reset policy says. Partitions kept from the previous assignment keep their position and pause flag.
   * @throws KafkaClientError `UnknownTopicOrPartition` for a partition that does not exist.
   */
  assign(partitions: readonly TopicPartition[], startAt: (tp: TopicPartition) => number | undefined): void {
    const logs = partitions.map((tp) => this.broker.partition(tp))
    const next: FetchPosition[] = []
    this.byKey.clear()
    const previous = new Map(this.positions.map((p) => [key(p.tp), p]))
    partitions.forEach((tp, i) => {
      const k = key(tp)
      if (this.byKey.has(k)) return
      const log = logs[i]!
      const kept = previous.get(k)
      const state =
        kept !== undefined && kept.log === log
          ? kept
          : {
              tp: { topic: tp.topic, partition: tp.partition },
              log,
              position: startAt(tp) ?? this.resetPosition(log),
              paused: false,
            }
      next.push(state)
      this.byKey.set(k, state)
    })
    this.positions = next
    this.start = 0
  }

  pause(partitions: readonly TopicPartition[]): void {
    for (const tp of partitions) this.get(tp, 'pause').paused = true
  }

  resume(partitions: readonly TopicPartition[]): void {
    for (const tp of partitions) this.get(tp, 'resume').paused = false
    this.interrupt()
  }

  seek(position: TopicPartitionOffset): void {
    if (!Number.isInteger(position.offset) || position.offset < 0) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `Cannot seek ${position.topic}-${position.partition} to ${position.offset}: an offset is a non-negative integer.`,
        { topic: position.topic },
      )
    }
    this.get(position, 'seek').position = position.offset
    this.interrupt()
  }

  position(tp: TopicPartition): number | undefined {
    return this.byKey.get(key(tp))?.position
  }

  /**
   * Reads up to `maxPollRecords` records from the unpaused partitions, starting one partition further on
   * each call so that no partition starves.
   */
  fetch(): ConsumerRecord[] {
    const out: ConsumerRecord[] = []
    const positions = this.positions
    const n = positions.length
    let fetched = 0
    for (let k = 0; k < n && out.length < this.maxPollRecords && fetched < this.limits.fetchMaxBytes; k++) {
      const p = positions[(this.start + k) % n]!
      if (p.paused || p.log.deleted) continue
      if (p.log.outOfRange(p.position)) p.position = this.resetPosition(p.log)
      const first = out.length
      p.position = p.log.read(p.position, this.maxPollRecords, this.isolation, out)
      let partitionBytes = 0
      for (let i = first; i < out.length; i++) {
        const size = recordBytes(out[i]!)
        const over =
          partitionBytes + size > this.limits.maxPartitionFetchBytes ||
          fetched + size > this.limits.fetchMaxBytes
        if (over && i > 0) {
          // the rest of this partition waits for the next fetch
          p.position = out[i]!.offset
          out.length = i
          break
        }
        partitionBytes += size
        fetched += size
      }
    }
    if (n > 0) this.start = (this.start + 1) % n
    return out
  }

  /** Resolves when a record or marker lands on an assigned partition, on {@link interrupt}, or at `deadline`. */
  waitForData(clock: Clock, deadline: number): Promise<void> {
    if (this.interrupted) {
      this.interrupted = false
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const logs = this.positions.map((p) => p.log)
      const finish = (): void => {
        if (this.wake !== finish) return
        this.wake = null
        timer.cancel()
        for (const log of logs) log.offAppend(finish)
        resolve()
      }
      this.wake?.()
      this.wake = finish
      const timer = clock.setTimeout(finish, timerDelay(deadline, clock.now()))
      for (const log of logs) log.onAppend(finish)
    })
  }

  /** Ends the current wait early (a rebalance, a seek, a disconnect); with no wait running, the next one ends at once. */
  interrupt(): void {
    if (this.wake === null) this.interrupted = true
    else this.wake()
  }

  private resetPosition(log: PartitionLog): number {
    return this.reset === 'earliest' ? log.logStartOffset : log.latest(this.isolation)
  }

  private get(tp: TopicPartition, operation: string): FetchPosition {
    const state = this.byKey.get(key(tp))
    if (state === undefined) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `Cannot ${operation} ${tp.topic}-${tp.partition}: it is not assigned to this consumer.`,
        { topic: tp.topic },
      )
    }
    return state
  }
}
