/**
 * {@link AssignedConsumerPort} over kafkajs, which has no manual `assign()`. Each `assign` call that changes the
 * partition set starts a private single-member group (a fresh, unique group id) whose assignor hands this member
 * exactly the requested partitions; positions survive across those groups, and kafkajs is sought to them.
 * Partitions without a position start at the earliest offset (or latest, by `autoOffsetReset`).
 *
 * What it costs: each changing `assign` is a FindCoordinator, JoinGroup and SyncGroup round trip (plus the broker's
 * `group.initial.rebalance.delay.ms`, 3 s on a default broker, 0 on the test broker), and leaves an empty group
 * behind on the broker until it expires. It never commits offsets.
 * @since 0.1.0
 */
import { randomUUID } from 'node:crypto'
import type { Kafka } from 'kafkajs'
import type { Clock } from '../../core/clock.js'
import type {
  AssignedConsumerPort,
  ConsumerRecord,
  GroupAssignor,
  GroupMemberAssignment,
  TopicPartition,
  TopicPartitionOffset,
} from '../ports.js'
import { ClientState } from '../ClientState.js'
import { KafkajsGroupConsumer, type KafkajsMemberOptions } from './KafkajsGroupConsumer.js'
import { requireAssigned } from './notAssigned.js'
import { PollBuffer } from './PollBuffer.js'

const noUserData = Buffer.alloc(0)

/** An assignor that gives every requested partition to the group's only member. */
const fixedAssignor = (partitions: readonly TopicPartition[]): GroupAssignor => ({
  name: 'tributary-assigned',
  subscriptionUserData: () => noUserData,
  assign: ({ members }) =>
    new Map<string, GroupMemberAssignment>(
      members.map((m, i) => [m.memberId, { partitions: i === 0 ? partitions : [], userData: noUserData }]),
    ),
})

const key = (p: TopicPartition): string => `${p.topic}\u0000${p.partition}`

/** A consumer with manual assignment on a real cluster; build it with `KafkajsClientSupplier.assignedConsumer`. */
export class KafkajsAssignedConsumer implements AssignedConsumerPort {
  private readonly buffer: PollBuffer
  private member: KafkajsGroupConsumer | undefined
  private assigned: TopicPartition[] = []
  private readonly state: ClientState

  constructor(
    private readonly kafka: Kafka,
    private readonly options: Omit<KafkajsMemberOptions, 'groupId' | 'assignor' | 'eager'>,
    private readonly clock: Clock,
  ) {
    this.buffer = new PollBuffer(clock)
    this.state = new ClientState(`Consumer '${options.clientId}'`)
  }

  /** Nothing to open yet: each `assign` connects the member it starts. */
  connect(): Promise<void> {
    return Promise.resolve().then(() => {
      this.state.requireConnectable()
      this.state.markConnected()
    })
  }

  async assign(partitions: readonly TopicPartition[]): Promise<void> {
    this.state.requireConnected()
    const wanted = [
      ...new Map(partitions.map((p) => [key(p), { topic: p.topic, partition: p.partition }])).values(),
    ]
    const same =
      wanted.length === this.assigned.length &&
      wanted.every((p) => this.assigned.some((a) => key(a) === key(p)))
    if (same) return
    await this.member?.disconnect()
    this.member = undefined
    this.assigned = wanted
    this.buffer.retainOnly(wanted)
    if (wanted.length === 0) return
    const member = new KafkajsGroupConsumer(
      this.kafka,
      {
        ...this.options,
        groupId: `tributary-assigned-${this.options.clientId}-${randomUUID()}`,
        assignor: fixedAssignor(wanted),
        eager: false,
      },
      this.clock,
      this.buffer,
    )
    this.member = member
    await member.connect()
    await member.subscribe([...new Set(wanted.map((p) => p.topic))])
  }

  async poll(timeoutMs: number): Promise<ConsumerRecord[]> {
    this.state.requireConnected()
    if (this.member !== undefined) return this.member.poll(timeoutMs)
    await this.buffer.waitForRecords(timeoutMs)
    return []
  }

  assignment(): TopicPartition[] {
    return [...this.assigned]
  }

  pause(partitions: readonly TopicPartition[]): void {
    this.requireMember('pause', partitions).pause(partitions)
  }

  resume(partitions: readonly TopicPartition[]): void {
    this.requireMember('resume', partitions).resume(partitions)
  }

  seek(position: TopicPartitionOffset): void {
    this.requireMember('seek', [position]).seek(position)
  }

  position(partition: TopicPartition): number | undefined {
    return this.buffer.position(partition)
  }

  async disconnect(): Promise<void> {
    if (!this.state.markDisconnected()) return
    await this.member?.disconnect()
    this.member = undefined
  }

  /** The member holding the partitions; they must be assigned (kafkajs may not have synced them yet). */
  private requireMember(call: string, partitions: readonly TopicPartition[]): KafkajsGroupConsumer {
    this.state.requireConnected()
    requireAssigned(this.options.clientId, call, partitions, this.assigned)
    return this.member!
  }
}
