/**
 * The embedded broker's transaction coordinator: transactional ids with producer ids and epochs (a newer
 * `initTransactions` fences the older producer and aborts its open transaction), the partitions and group
 * offsets of each open transaction, commit and abort markers, and the transaction timeout on the clock.
 * @since 0.1.0
 */
import type { Clock, Timer } from '../../core/clock.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../ports.js'
import type { GroupCoordinator } from './GroupCoordinator.js'
import type { PartitionLog } from './PartitionLog.js'

/** Kafka's default broker setting `transaction.max.timeout.ms` (15 minutes). */
const maxTransactionTimeoutMs = 900_000

/** The coordinator's record of one transactional id. */
interface TransactionalIdState {
  readonly transactionalId: string
  readonly producerId: number
  epoch: number
  timeoutMs: number
  readonly partitions: Set<PartitionLog>
  readonly offsets: Map<string, TopicPartitionOffset[]>
  timer: Timer | null
}

/** A producer's identity for one transactional id. */
export interface ProducerIdAndEpoch {
  readonly producerId: number
  readonly epoch: number
}

/** Transactions of one embedded broker. */
export class TransactionCoordinator {
  private readonly ids = new Map<string, TransactionalIdState>()

  constructor(
    private readonly clock: Clock,
    private readonly groups: GroupCoordinator,
    private readonly allocateProducerId: () => number,
  ) {}

  /**
   * Registers `transactionalId`: bumps its epoch (fencing older producers) and aborts what they left open.
   * @throws KafkaClientError `InvalidConfiguration` for a timeout above the broker's `transaction.max.timeout.ms`.
   */
  initProducerId(transactionalId: string, timeoutMs: number): ProducerIdAndEpoch {
    if (timeoutMs > maxTransactionTimeoutMs) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `transactionTimeoutMs ${timeoutMs} of '${transactionalId}' is above the broker's transaction.max.timeout.ms ` +
          `(${maxTransactionTimeoutMs}); use a smaller timeout (InvalidTransactionTimeout).`,
      )
    }
    let state = this.ids.get(transactionalId)
    if (state === undefined) {
      state = {
        transactionalId,
        producerId: this.allocateProducerId(),
        epoch: -1,
        timeoutMs,
        partitions: new Set(),
        offsets: new Map(),
        timer: null,
      }
      this.ids.set(transactionalId, state)
    }
    this.end(state, false)
    state.epoch++
    state.timeoutMs = timeoutMs
    return { producerId: state.producerId, epoch: state.epoch }
  }

  /**
   * Checks that `epoch` is the current one of `transactionalId` (before every transactional send).
   * @throws KafkaClientError `ProducerFenced` otherwise.
   */
  verify(transactionalId: string, epoch: number): void {
    this.current(transactionalId, epoch)
  }

  /** Adds a partition to the producer's transaction, before its first record there. */
  addPartition(transactionalId: string, epoch: number, log: PartitionLog): void {
    const state = this.current(transactionalId, epoch)
    if (!state.partitions.has(log)) {
      state.partitions.add(log)
      this.startTimer(state)
    }
  }

  /** Adds a group's offsets to the transaction; the member's generation is checked now (KIP-447). */
  addOffsets(
    transactionalId: string,
    epoch: number,
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata,
  ): void {
    const state = this.current(transactionalId, epoch)
    const coordinatorGroup = this.groups.group(group.groupId)
    if (group.generationId >= 0 || group.memberId !== '') {
      coordinatorGroup.checkGeneration(group.memberId, group.generationId)
    }
    const pending = state.offsets.get(group.groupId) ?? []
    for (const o of offsets) pending.push({ topic: o.topic, partition: o.partition, offset: o.offset })
    state.offsets.set(group.groupId, pending)
    this.startTimer(state)
  }

  /** Writes the commit or abort markers and, on commit, the group offsets. */
  endTransaction(transactionalId: string, epoch: number, commit: boolean): void {
    this.end(this.current(transactionalId, epoch), commit)
  }

  /** @throws KafkaClientError `ProducerFenced` when a newer producer (or a timeout) took the id over. */
  private current(transactionalId: string, epoch: number): TransactionalIdState {
    const state = this.ids.get(transactionalId)
    if (state === undefined || state.epoch !== epoch) {
      throw new KafkaClientError(
        'ProducerFenced',
        `Producer with transactional id '${transactionalId}' (epoch ${epoch}) was fenced: a newer producer with ` +
          `the same id started, or its transaction timed out. Close it; the newer producer owns the id.`,
      )
    }
    return state
  }

  private end(state: TransactionalIdState, commit: boolean): void {
    state.timer?.cancel()
    state.timer = null
    for (const log of state.partitions) log.endTransaction(state.producerId, commit)
    if (commit)
      for (const [groupId, offsets] of state.offsets) this.groups.group(groupId).offsets.store(offsets)
    state.partitions.clear()
    state.offsets.clear()
  }

  /** A transaction open longer than its timeout is aborted and its producer fenced, as Kafka does. */
  private startTimer(state: TransactionalIdState): void {
    if (state.timer !== null) return
    state.timer = this.clock.setTimeout(() => {
      state.timer = null
      this.end(state, false)
      state.epoch++
    }, state.timeoutMs)
  }
}
