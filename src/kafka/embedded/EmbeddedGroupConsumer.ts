/**
 * A consumer-group member of the embedded broker. It runs Kafka's eager protocol inside `poll`: when the
 * group rebalances it awaits `onPartitionsRevoked`, joins, lets the leader's assignor compute every
 * member's assignment from all subscriptions and user data, syncs, positions each partition at its committed
 * offset (or the reset policy) and awaits `onPartitionsAssigned`; then it reads.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'
import type {
  ConsumerGroupMetadata,
  ConsumerRecord,
  GroupAssignor,
  GroupConsumerOptions,
  GroupConsumerPort,
  GroupMemberAssignment,
  TopicPartition,
  TopicPartitionOffset,
} from '../ports.js'
import { defaultSessionTimeoutMs, validateGroupConsumerOptions } from './clientOptions.js'
import type { ConsumerGroup } from './ConsumerGroup.js'
import type { EmbeddedBroker } from './EmbeddedBroker.js'
import { EmbeddedRecordSource } from './EmbeddedRecordSource.js'
import type { JoinResult, MemberListener } from './GroupMember.js'
import { pollUntil } from './pollUntil.js'
import { timerDelay } from './timerDelay.js'
import { rangeAssignor } from '../rangeAssignor.js'

/** A group consumer on an embedded broker; build it with `EmbeddedKafka.consumer`. */
export class EmbeddedGroupConsumer extends EmbeddedRecordSource implements GroupConsumerPort {
  private readonly options: GroupConsumerOptions
  private readonly group: ConsumerGroup
  private readonly assignor: GroupAssignor
  private subscription: readonly string[] = []
  private memberId = ''
  private generationId = -1
  private needsJoin = false
  private joining: Promise<void> | null = null
  private joinError: Error | undefined = undefined
  /** Polls running now (the member is alive while one is). */
  private polls = 0
  private readonly memberListener: MemberListener = {
    rebalanceNeeded: () => {
      this.needsJoin = true
      this.fetcher.interrupt()
    },
    removed: () => {
      this.memberId = ''
      this.generationId = -1
      this.needsJoin = this.subscription.length > 0
      this.fetcher.interrupt()
    },
    polling: () => this.polls > 0,
  }

  constructor(broker: EmbeddedBroker, options: GroupConsumerOptions) {
    super(
      broker,
      validateGroupConsumerOptions(options),
      `Consumer '${options.clientId}' of group '${options.groupId}'`,
      'latest',
    )
    this.options = options
    this.group = broker.groups.group(options.groupId)
    this.assignor = options.assignor ?? rangeAssignor
  }

  /** Subscribes to existing topics (an empty list unsubscribes); the group rebalances at the next poll. */
  async subscribe(topics: readonly string[]): Promise<void> {
    this.lifecycle.check()
    for (const topic of topics) this.broker.topic(topic)
    const next = [...new Set(topics)].sort()
    if (next.length === 0) {
      await this.revoke()
      this.subscription = next
      this.leave()
      return
    }
    if (next.join('\u0000') === this.subscription.join('\u0000') && this.memberId !== '') return
    this.subscription = next
    this.needsJoin = true
    this.fetcher.interrupt()
  }

  async poll(timeoutMs: number): Promise<ConsumerRecord[]> {
    this.lifecycle.check()
    if (this.subscription.length === 0) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `Consumer '${this.options.clientId}' polled before subscribe().`,
      )
    }
    this.polls++
    try {
      return await pollUntil(this.fetcher, this.broker.clock, timeoutMs, (deadline) =>
        this.ensureJoined(deadline),
      )
    } finally {
      this.polls--
      this.group.seen(this.memberId)
    }
  }

  /** Commits for the current generation. @throws KafkaClientError `CommitFailed` when the generation is stale. */
  // eslint-disable-next-line @typescript-eslint/require-await -- async so a refusal is a rejection, not a throw
  async commitOffsets(offsets: readonly TopicPartitionOffset[]): Promise<void> {
    this.lifecycle.check()
    if (offsets.length === 0) return
    for (const o of offsets) this.broker.partition(o)
    this.group.checkGeneration(this.memberId, this.generationId)
    this.group.offsets.store(offsets)
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- async so a refusal is a rejection, not a throw
  async committed(partitions: readonly TopicPartition[]): Promise<TopicPartitionOffset[]> {
    this.lifecycle.check()
    const result: TopicPartitionOffset[] = []
    for (const tp of partitions) {
      this.broker.partition(tp)
      const offset = this.group.offsets.get(tp)
      if (offset !== undefined) result.push({ topic: tp.topic, partition: tp.partition, offset })
    }
    return result
  }

  groupMetadata(): ConsumerGroupMetadata | undefined {
    if (this.memberId === '' || this.generationId < 0) return undefined
    const metadata = {
      groupId: this.options.groupId,
      generationId: this.generationId,
      memberId: this.memberId,
    }
    const instance = this.options.groupInstanceId
    return instance === undefined ? metadata : { ...metadata, groupInstanceId: instance }
  }

  enforceRebalance(): void {
    this.lifecycle.check()
    this.needsJoin = true
    this.fetcher.interrupt()
  }

  /** Revokes the assignment (awaiting the listener), then leaves the group; a static member stays until its session ends. */
  async disconnect(): Promise<void> {
    if (!this.lifecycle.connected) {
      this.lifecycle.close()
      return
    }
    await this.revoke()
    this.lifecycle.close()
    this.fetcher.interrupt()
    if (this.options.groupInstanceId === undefined) this.leave()
    this.memberId = ''
  }

  /** Runs (or keeps waiting for) the join; false when the deadline came first. */
  private async ensureJoined(deadline: number): Promise<boolean> {
    if (!this.lifecycle.connected) return false
    if (this.joining === null && this.needsJoin) this.joining = this.rejoin()
    if (this.joining === null) return true
    const joining = this.joining
    const clock = this.broker.clock
    const joined = await new Promise<boolean>((resolve) => {
      const timer = clock.setTimeout(() => resolve(false), timerDelay(deadline, clock.now()))
      void joining.then(() => {
        timer.cancel()
        resolve(true)
      })
    })
    if (!joined) return false
    const error = this.joinError
    this.joinError = undefined
    if (error !== undefined) throw error
    return this.ensureJoined(deadline)
  }

  /** Eager rebalance, repeated until the group is stable for this member. Never rejects: errors go to `joinError`. */
  private async rejoin(): Promise<void> {
    let synced = false
    try {
      while (this.needsJoin && this.lifecycle.connected) {
        synced = false
        await this.revoke()
        this.needsJoin = false
        const joining = this.group.join({
          memberId: this.memberId,
          groupInstanceId: this.options.groupInstanceId,
          clientId: this.options.clientId,
          protocols: [
            {
              name: this.assignor.name,
              topics: this.subscription,
              userData: this.assignor.subscriptionUserData(this.subscription),
            },
          ],
          sessionTimeoutMs: this.options.sessionTimeoutMs ?? defaultSessionTimeoutMs,
          listener: this.memberListener,
        })
        this.memberId = joining.memberId
        const joined = await joining.result
        if (joined._tag === 'UnknownMember') {
          this.memberListener.removed()
          continue
        }
        this.memberId = joined.memberId
        this.generationId = joined.generationId
        const leads = joined.leaderId === joined.memberId && joined.members.length > 0
        const assignments = leads ? await this.leaderAssign(joined) : null
        const answer = await this.group.sync(this.memberId, this.generationId, assignments)
        switch (answer._tag) {
          case 'UnknownMember':
            this.memberListener.removed()
            continue
          case 'RebalanceInProgress':
            this.needsJoin = true
            continue
          case 'Assigned':
            synced = true
            if (this.lifecycle.connected) await this.assigned(answer.assignment)
            break
          default:
            return answer satisfies never
        }
      }
    } catch (error) {
      this.joinError = error instanceof Error ? error : new Error(String(error))
      // A failed join is retried at the next poll; a failing onPartitionsAssigned leaves the assignment standing.
      if (!synced) this.needsJoin = this.subscription.length > 0
    } finally {
      this.joining = null
    }
  }

  /** The leader runs the assignor (awaited) over every member's subscription; if it fails, the leader leaves. */
  private async leaderAssign(
    joined: JoinResult & { readonly _tag: 'Joined' },
  ): Promise<ReadonlyMap<string, GroupMemberAssignment>> {
    const partitionsPerTopic = new Map<string, number>()
    for (const m of joined.members) {
      for (const topic of m.topics) {
        if (this.broker.hasTopic(topic))
          partitionsPerTopic.set(topic, this.broker.topic(topic).partitions.length)
      }
    }
    try {
      return await this.assignor.assign({ members: joined.members, partitionsPerTopic })
    } catch (cause) {
      this.leave()
      this.needsJoin = true
      throw new KafkaClientError(
        'KafkaProtocolError',
        `Assignor '${this.assignor.name}' failed for group '${this.options.groupId}'.`,
        { cause },
      )
    }
  }

  private async assigned(assignment: GroupMemberAssignment): Promise<void> {
    const partitions = assignment.partitions.filter((tp) => this.broker.hasTopic(tp.topic))
    this.fetcher.assign(partitions, (tp) => this.group.offsets.get(tp))
    await this.options.rebalanceListener?.onPartitionsAssigned(assignment)
  }

  /** Eager revocation: the listener sees every owned partition, then the consumer owns none. */
  private async revoke(): Promise<void> {
    const owned = this.fetcher.assignment()
    if (owned.length === 0) return
    try {
      await this.options.rebalanceListener?.onPartitionsRevoked(owned)
    } finally {
      this.fetcher.assign([], () => undefined)
    }
  }

  private leave(): void {
    if (this.memberId !== '') this.group.leave(this.memberId)
    this.memberId = ''
    this.generationId = -1
  }
}
