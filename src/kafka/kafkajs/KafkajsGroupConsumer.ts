/**
 * One kafkajs consumer-group member seen through the port: a pull `poll` over kafkajs' push `run({ eachBatch })`
 * (via {@link PollBuffer}), the port's assignor as a kafkajs custom assigner, and the rebalance callbacks.
 *
 * Rebalance callbacks, and what is guaranteed:
 * - `onPartitionsRevoked(all partitions held)` is awaited before every JoinGroup this member sends after it held
 *   partitions (eager protocol), so offsets committed there are committed before anyone else is assigned those
 *   partitions. Buffered records of revoked partitions are dropped first, so `poll` never returns them afterwards.
 *   Records already returned by `poll` are not taken back; if the member is dropped from the group without
 *   rejoining (session timeout, a crash), no callback runs, as in Java's "lost" case.
 * - `onPartitionsAssigned` runs inside the next `poll` after the group agreed, before that `poll` returns records
 *   (as in Java, on the polling caller). An error thrown by a callback surfaces from the next `poll`.
 * @since 0.1.0
 */
import type { Admin, Consumer, EachBatchPayload, Kafka } from 'kafkajs'
import type { Clock } from '../../core/clock.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type {
  ConsumerGroupMetadata,
  ConsumerRecord,
  GroupAssignor,
  GroupConsumerPort,
  GroupMemberAssignment,
  ConsumerIsolationLevel,
  OffsetResetPolicy,
  RebalanceListener,
  TopicPartition,
  TopicPartitionOffset,
} from '../ports.js'
import { kafkajsGroupProtocol } from './kafkajsGroupProtocol.js'
import { fromKafkajsMessage } from './kafkajsRecords.js'
import { requireAssigned } from './notAssigned.js'
import { PollBuffer } from './PollBuffer.js'
import { guard, toKafkaClientError } from './toKafkaClientError.js'

/** Everything a member needs; both consumer kinds fill it from their own options. */
export interface KafkajsMemberOptions {
  readonly clientId: string
  readonly groupId: string
  readonly assignor: GroupAssignor
  readonly rebalanceListener?: RebalanceListener
  readonly isolationLevel: ConsumerIsolationLevel
  readonly autoOffsetReset: OffsetResetPolicy
  readonly maxPollRecords: number
  readonly sessionTimeoutMs: number
  readonly heartbeatIntervalMs: number
  readonly fetchMaxWaitMs: number
  readonly maxBytesPerPartition: number
  /** `fetch.min.bytes`; kafkajs' default (1) when absent. */
  readonly minBytes?: number
  /** `fetch.max.bytes`; kafkajs' default when absent. */
  readonly maxBytes?: number
  /** `client.rack`: fetch from a replica in this rack (KIP-392). */
  readonly rackId?: string
  /**
   * Eager (group consumers): a new assignment forgets every position and pause. Otherwise (the assigned consumer's
   * private group) positions and pauses of partitions kept survive, and kafkajs is sought to those positions.
   */
  readonly eager: boolean
}

/**
 * How many partitions kafkajs hands to `eachBatch` at once: every partition of a fetch, in practice, so one `poll`
 * can return records of each of them (a repartition topic's batch is not held back until the input topic's large
 * batches were taken). kafkajs fetches again only when every batch of the last fetch was taken, so this buffers
 * nothing more; an idle worker costs a function call per fetch.
 */
const concurrentBatches = 512

const sameTopicPartition = (a: TopicPartition, b: TopicPartition): boolean =>
  a.topic === b.topic && a.partition === b.partition

/** A kafkajs consumer-group member with a pull interface; build it with `KafkajsClientSupplier.consumer`. */
export class KafkajsGroupConsumer implements GroupConsumerPort {
  private readonly consumer: Consumer
  private readonly buffer: PollBuffer
  private assigned: TopicPartition[] = []
  private pendingAssignment: GroupMemberAssignment | undefined
  private generation: ConsumerGroupMetadata | undefined
  /** A rebalance callback's error, thrown once by the next `poll`. */
  private failure: KafkaClientError | undefined
  /** kafkajs gave up (a crash it does not restart from): every later `poll` throws it. */
  private crashed: KafkaClientError | undefined
  /** Opened by the first `committed` call (kafkajs' consumer cannot fetch committed offsets itself). */
  private admin: Admin | undefined
  private rebalanceWanted = false
  /** kafkajs restarts after losing the cluster and will join the group by itself: no rebalance to ask for. */
  private restarting = false
  /** The member id kafkajs gave up when it restarted, to take out of the group before joining again. */
  private abandoned: string | undefined
  private topics: readonly string[] = []
  private running = false
  private closed = false

  constructor(
    private readonly kafka: Kafka,
    private readonly options: KafkajsMemberOptions,
    private readonly clock: Clock,
    buffer?: PollBuffer,
  ) {
    this.buffer = buffer ?? new PollBuffer(clock)
    this.consumer = kafka.consumer({
      groupId: options.groupId,
      partitionAssigners: [
        kafkajsGroupProtocol(
          options.assignor,
          {
            beforeJoin: () => this.beforeJoin(),
            abandonedMember: () => {
              const memberId = this.abandoned
              this.abandoned = undefined
              return memberId
            },
            joined: ({ generationId, memberId }) => {
              this.generation = { groupId: options.groupId, generationId, memberId }
            },
            synced: (assignment) => this.synced(assignment),
            rebalanceRequested: () => {
              const wanted = this.rebalanceWanted
              this.rebalanceWanted = false
              return wanted
            },
            // a group member under exactly-once starts from offsets no transaction is still deciding
            requireStable: options.eager && options.isolationLevel === 'read_committed',
          },
          clock,
        ),
      ],
      sessionTimeout: options.sessionTimeoutMs,
      heartbeatInterval: options.heartbeatIntervalMs,
      maxWaitTimeInMs: options.fetchMaxWaitMs,
      maxBytesPerPartition: options.maxBytesPerPartition,
      ...(options.minBytes === undefined ? {} : { minBytes: options.minBytes }),
      ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
      ...(options.rackId === undefined ? {} : { rackId: options.rackId }),
      readUncommitted: options.isolationLevel === 'read_uncommitted',
      allowAutoTopicCreation: false,
    })
    this.consumer.on(this.consumer.events.CRASH, ({ payload }) => {
      // a group member's partitions are lost; the assigned consumer keeps its positions and is sought back to them
      if (payload.restart) return this.options.eager ? this.lose(payload.error) : undefined
      this.crashed = toKafkaClientError(payload.error, `consuming as a member of group '${options.groupId}'`)
      this.buffer.wake()
    })
    // kafkajs hands no batch to eachBatch when a fetch held only filtered records (transaction markers, aborted
    // records): it reports them here, and the position moves past them as in Java's consumer.
    this.consumer.on(this.consumer.events.END_BATCH_PROCESS, ({ payload }) => {
      const first = payload.firstOffset as string | null
      if (payload.batchSize > 0 || first === null) return
      const tp = { topic: payload.topic, partition: payload.partition }
      this.buffer.skipFiltered(tp, Number(first), Number(payload.lastOffset) + 1)
    })
  }

  async connect(): Promise<void> {
    if (this.closed) throw this.notConnected('disconnected')
    await guard(`connecting consumer '${this.options.clientId}'`, () => this.consumer.connect())
  }

  /** Subscribes (kafkajs cannot unsubscribe: topics can be added, never removed) and joins the group. */
  async subscribe(topics: readonly string[]): Promise<void> {
    if (this.closed) throw this.notConnected('disconnected')
    const added = topics.filter((t) => !this.topics.includes(t))
    const removed = this.topics.filter((t) => !topics.includes(t))
    if (removed.length > 0) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `Consumer '${this.options.clientId}' cannot drop topic(s) ${removed.join(', ')} from its subscription: kafkajs has no unsubscribe. Create a new consumer instead.`,
      )
    }
    if (added.length === 0 && this.running) return
    if (this.running) await guard('stopping the consumer to add topics', () => this.consumer.stop())
    this.running = false
    await guard(
      `subscribing to ${added.join(', ')}`,
      () =>
        this.consumer.subscribe({
          topics: added,
          fromBeginning: this.options.autoOffsetReset === 'earliest',
        }),
      added.length === 1 ? added[0] : undefined,
    )
    this.topics = [...topics]
    await guard(`joining group '${this.options.groupId}'`, () =>
      this.consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: concurrentBatches,
        eachBatch: (payload) => this.onBatch(payload),
      }),
    )
    this.running = true
  }

  async poll(timeoutMs: number): Promise<ConsumerRecord[]> {
    this.requireRunning()
    const deadline = this.clock.now() + Math.max(0, timeoutMs)
    for (;;) {
      if (this.crashed !== undefined) throw this.crashed
      const failure = this.failure
      if (failure !== undefined) {
        this.failure = undefined
        throw failure
      }
      await this.runAssignedCallback()
      if (this.failure !== undefined) continue
      const records = this.buffer.take(this.options.maxPollRecords)
      if (records.length > 0) return records
      const left = deadline - this.clock.now()
      if (left <= 0) return []
      await this.buffer.waitForRecords(left)
    }
  }

  assignment(): TopicPartition[] {
    return [...this.assigned]
  }

  pause(partitions: readonly TopicPartition[]): void {
    const mine = this.owned(partitions, 'pause')
    this.buffer.pause(mine)
    const live = this.live(mine)
    if (live.length > 0) this.consumer.pause(this.byTopic(live))
  }

  resume(partitions: readonly TopicPartition[]): void {
    const mine = this.owned(partitions, 'resume')
    this.buffer.resume(mine)
    const live = this.live(mine)
    if (live.length > 0) this.consumer.resume(this.byTopic(live))
  }

  seek(position: TopicPartitionOffset): void {
    this.owned([position], 'seek')
    if (!Number.isInteger(position.offset) || position.offset < 0) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `Cannot seek ${position.topic}-${position.partition} to ${position.offset}: an offset is a whole number of 0 or more.`,
        { topic: position.topic },
      )
    }
    this.buffer.seek(position, position.offset)
    if (this.live([position]).length > 0) {
      this.consumer.seek({
        topic: position.topic,
        partition: position.partition,
        offset: String(position.offset),
      })
    }
  }

  position(partition: TopicPartition): number | undefined {
    return this.buffer.position(partition)
  }

  async commitOffsets(offsets: readonly TopicPartitionOffset[]): Promise<void> {
    this.requireRunning()
    if (offsets.length === 0) return
    // kafkajs restarts after losing the cluster: until it rejoins it has no group to commit to (it would throw a
    // non-retriable "not initialized"), and the partitions these offsets are of were lost with the group
    if (this.restarting) {
      throw new KafkaClientError(
        'BrokerNotAvailable',
        `Consumer '${this.options.clientId}' cannot commit offsets of group '${this.options.groupId}': it lost ` +
          'the Kafka cluster and rejoins once a broker answers; its partitions are lost.',
      )
    }
    await guard(`committing offsets of group '${this.options.groupId}'`, () =>
      this.consumer.commitOffsets(
        offsets.map(({ topic, partition, offset }) => ({ topic, partition, offset: String(offset) })),
      ),
    )
  }

  async committed(partitions: readonly TopicPartition[]): Promise<TopicPartitionOffset[]> {
    if (this.closed) throw this.notConnected('disconnected')
    const topics = [...new Set(partitions.map((p) => p.topic))]
    return guard(`fetching the committed offsets of group '${this.options.groupId}'`, async () => {
      if (this.admin === undefined) {
        const admin = this.kafka.admin()
        await admin.connect()
        this.admin = admin
      }
      const answer = await this.admin.fetchOffsets({ groupId: this.options.groupId, topics })
      return answer
        .flatMap(({ topic, partitions: ps }) =>
          ps.map((p) => ({ topic, partition: p.partition, offset: Number(p.offset) })),
        )
        .filter((o) => o.offset >= 0 && partitions.some((p) => sameTopicPartition(p, o)))
    })
  }

  groupMetadata(): ConsumerGroupMetadata | undefined {
    return this.generation
  }

  enforceRebalance(): void {
    if (!this.restarting) this.rebalanceWanted = true
  }

  async disconnect(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.running = false
    this.buffer.releaseAll()
    this.buffer.wake()
    const admin = this.admin
    this.admin = undefined
    await guard(`disconnecting consumer '${this.options.clientId}'`, async () => {
      await admin?.disconnect()
      await this.consumer.disconnect()
    })
  }

  private async onBatch(payload: EachBatchPayload): Promise<void> {
    const { batch } = payload
    const isStale = (): boolean => payload.isStale()
    const tp = { topic: batch.topic, partition: batch.partition }
    if (isStale() || !this.assigned.some((p) => sameTopicPartition(p, tp))) return
    const offered = this.buffer.offer(
      tp,
      batch.messages.map((m) => fromKafkajsMessage(batch.topic, batch.partition, m)),
      Number(batch.lastOffset()) + 1,
    )
    while (!(await this.buffer.waitForBatch(offered, this.options.heartbeatIntervalMs))) {
      if (!payload.isRunning()) {
        this.buffer.release((p) => sameTopicPartition(p, tp))
        break
      }
      try {
        await payload.heartbeat()
      } catch (error) {
        this.buffer.releaseAll()
        throw error
      }
    }
    const lastTaken = await offered.done
    if (lastTaken !== undefined && !isStale()) payload.resolveOffset(String(lastTaken))
  }

  /** kafkajs lost the cluster and restarts: the partitions held are lost (see the class description). */
  private lose(error: unknown): void {
    this.assigned = []
    this.pendingAssignment = undefined
    this.buffer.releaseAll()
    this.restarting = true
    this.abandoned ??= this.generation?.memberId
    this.failure ??= new KafkaClientError(
      'BrokerNotAvailable',
      `Consumer '${this.options.clientId}' lost the Kafka cluster (${
        error instanceof Error ? error.message : String(error)
      }); its partitions are lost, and it rejoins group '${this.options.groupId}' once a broker answers.`,
      { cause: error, retryable: true },
    )
    this.buffer.wake()
  }

  private async beforeJoin(): Promise<void> {
    this.restarting = false
    const revoked = this.assigned
    this.assigned = []
    this.pendingAssignment = undefined
    this.buffer.releaseAll()
    const listener = this.options.rebalanceListener
    if (revoked.length === 0 || listener === undefined) return
    try {
      await listener.onPartitionsRevoked(revoked)
    } catch (error) {
      this.failure = this.callbackFailure('onPartitionsRevoked', error)
    }
  }

  private synced(assignment: GroupMemberAssignment): void {
    const partitions = assignment.partitions.filter((p) => this.topics.includes(p.topic))
    this.assigned = partitions
    this.pendingAssignment = { partitions, userData: assignment.userData }
    if (this.options.eager) {
      this.buffer.retainOnly([])
    } else {
      this.buffer.retainOnly(partitions)
      for (const p of partitions) {
        const offset = this.buffer.position(p)
        if (offset !== undefined) this.consumer.seek({ ...p, offset: String(offset) })
      }
      const paused = this.buffer.pausedAmong(partitions)
      if (paused.length > 0) this.consumer.pause(this.byTopic(paused))
    }
    this.buffer.wake()
  }

  private async runAssignedCallback(): Promise<void> {
    const assignment = this.pendingAssignment
    if (assignment === undefined) return
    this.pendingAssignment = undefined
    const listener = this.options.rebalanceListener
    if (listener === undefined) return
    try {
      await listener.onPartitionsAssigned(assignment)
    } catch (error) {
      this.failure = this.callbackFailure('onPartitionsAssigned', error)
    }
  }

  private callbackFailure(callback: string, error: unknown): KafkaClientError {
    return new KafkaClientError(
      'KafkaProtocolError',
      `The rebalance listener's ${callback} of consumer '${this.options.clientId}' threw.`,
      { cause: error, retryable: false },
    )
  }

  /** Group members may only touch their own partitions; the assigned consumer checks against its own list. */
  private owned(partitions: readonly TopicPartition[], call: string): TopicPartition[] {
    return this.options.eager
      ? requireAssigned(this.options.clientId, call, partitions, this.assigned)
      : [...partitions]
  }

  /** The partitions among `partitions` that kafkajs holds now (others get their state at the next sync). */
  private live(partitions: readonly TopicPartition[]): TopicPartition[] {
    return this.running ? partitions.filter((p) => this.assigned.some((a) => sameTopicPartition(a, p))) : []
  }

  private byTopic(partitions: readonly TopicPartition[]): { topic: string; partitions: number[] }[] {
    const grouped = new Map<string, number[]>()
    for (const { topic, partition } of partitions)
      grouped.set(topic, [...(grouped.get(topic) ?? []), partition])
    return [...grouped].map(([topic, ps]) => ({ topic, partitions: ps }))
  }

  private requireRunning(): void {
    if (this.closed) throw this.notConnected('disconnected')
    if (!this.running) throw this.notConnected('not subscribed yet: call connect() and subscribe() first')
  }

  private notConnected(state: string): KafkaClientError<'ClientNotConnected'> {
    return new KafkaClientError('ClientNotConnected', `Consumer '${this.options.clientId}' is ${state}.`)
  }
}
