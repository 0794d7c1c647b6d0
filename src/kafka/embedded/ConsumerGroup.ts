/**
 * One consumer group on the embedded broker's coordinator: Kafka's group state machine (Empty,
 * PreparingRebalance, CompletingRebalance, Stable), protocol selection, generations, the leader-computed
 * assignment, member liveness on the injected clock, static membership; and the offsets the group committed.
 * @since 0.1.0
 */
import type { Clock, Timer } from '../../core/clock.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type { GroupMemberAssignment } from '../ports.js'
import { CommittedOffsets } from './CommittedOffsets.js'
import {
  GroupMember,
  type JoinProtocol,
  type JoinResult,
  type MemberListener,
  type SyncResult,
} from './GroupMember.js'

/** Kafka's group states. */
export type GroupState = 'Empty' | 'PreparingRebalance' | 'CompletingRebalance' | 'Stable'

/** What a client sends to join. `memberId` is empty on a first join. */
export interface JoinRequest {
  readonly memberId: string
  readonly groupInstanceId: string | undefined
  readonly clientId: string
  readonly protocols: readonly JoinProtocol[]
  readonly sessionTimeoutMs: number
  readonly listener: MemberListener
}

/**
 * How long a rebalance waits for members to rejoin before dropping the rest: Java's default
 * `max.poll.interval.ms`, which Java consumers send as their rebalance timeout.
 */
const rebalanceTimeoutMs = 300_000

const emptyAssignment: GroupMemberAssignment = Object.freeze({ partitions: [], userData: Buffer.alloc(0) })

/** A consumer group. */
export class ConsumerGroup {
  state: GroupState = 'Empty'
  generationId = 0
  protocol: string | null = null
  leaderId: string | null = null
  /** The offsets this group committed. */
  readonly offsets = new CommittedOffsets()
  private readonly members = new Map<string, GroupMember>()
  private readonly staticMembers = new Map<string, string>()
  private expiryTimer: Timer | null = null
  private expiryAt = Infinity
  private rebalanceTimer: Timer | null = null

  constructor(
    readonly groupId: string,
    private readonly clock: Clock,
    private readonly newMemberId: (clientId: string) => string,
  ) {}

  /** Current member ids, in join order. */
  memberIds(): string[] {
    return [...this.members.keys()]
  }

  /**
   * Joins (or rejoins) the group. The member id is known at once (so a client closing mid-join can leave);
   * `result` resolves once every member has joined this generation.
   */
  join(request: JoinRequest): { readonly memberId: string; readonly result: Promise<JoinResult> } {
    this.checkProtocols(request)
    let member: GroupMember
    if (request.memberId !== '') {
      const known = this.members.get(request.memberId)
      if (known === undefined) return { memberId: '', result: Promise.resolve({ _tag: 'UnknownMember' }) }
      member = known
      member.protocols = request.protocols
      member.listener = request.listener
    } else {
      const staticId =
        request.groupInstanceId === undefined ? undefined : this.staticMembers.get(request.groupInstanceId)
      const previous = staticId === undefined ? undefined : this.members.get(staticId)
      if (previous !== undefined) {
        member = this.replaceStaticMember(previous, request)
        // KIP-345/KIP-814: a static member coming back to a stable group takes its old place and assignment.
        if (this.state === 'Stable') {
          return { memberId: member.memberId, result: Promise.resolve(this.joined(member, true)) }
        }
      } else {
        member = new GroupMember(
          this.newMemberId(request.clientId),
          request.groupInstanceId,
          request.clientId,
          request.protocols,
          request.sessionTimeoutMs,
          request.listener,
          this.clock.now(),
        )
        this.members.set(member.memberId, member)
        if (request.groupInstanceId !== undefined)
          this.staticMembers.set(request.groupInstanceId, member.memberId)
      }
    }
    member.lastSeen = this.clock.now()
    const result = new Promise<JoinResult>((resolve) => (member.pendingJoin = resolve))
    if (this.state !== 'PreparingRebalance') this.prepareRebalance()
    this.tryCompleteJoin()
    return { memberId: member.memberId, result }
  }

  /** Hands the member its assignment; the leader brings everyone's. Resolves once the leader has synced. */
  sync(
    memberId: string,
    generationId: number,
    assignments: ReadonlyMap<string, GroupMemberAssignment> | null,
  ): Promise<SyncResult> {
    const member = this.members.get(memberId)
    if (member === undefined) return Promise.resolve({ _tag: 'UnknownMember' })
    if (generationId !== this.generationId || this.state === 'PreparingRebalance') {
      return Promise.resolve({ _tag: 'RebalanceInProgress' })
    }
    if (this.state === 'Stable') {
      return Promise.resolve({ _tag: 'Assigned', assignment: member.assignment ?? emptyAssignment })
    }
    const result = new Promise<SyncResult>((resolve) => (member.pendingSync = resolve))
    if (memberId === this.leaderId && assignments !== null) {
      for (const m of this.members.values()) m.assignment = assignments.get(m.memberId) ?? emptyAssignment
      this.state = 'Stable'
      const now = this.clock.now()
      for (const m of this.members.values()) {
        const pending = m.pendingSync
        m.pendingSync = null
        if (pending !== null) m.lastSeen = now
        pending?.({ _tag: 'Assigned', assignment: m.assignment ?? emptyAssignment })
      }
      this.scheduleExpiry()
    }
    return result
  }

  /** The member leaves (consumer closed): the others rebalance. */
  leave(memberId: string): void {
    const member = this.members.get(memberId)
    if (member !== undefined) this.remove(member)
  }

  /** The member's client finished a poll: its session timeout runs from now. */
  seen(memberId: string): void {
    const member = this.members.get(memberId)
    if (member === undefined) return
    member.lastSeen = this.clock.now()
    this.scheduleExpiry()
  }

  /** A topic some member subscribes to appeared, disappeared or changed: the group rebalances. */
  topicChanged(topic: string): void {
    this.offsets.dropTopic(topic)
    if (this.state !== 'Stable' && this.state !== 'CompletingRebalance') return
    for (const m of this.members.values()) {
      if (m.protocols.some((p) => p.topics.includes(topic))) return this.prepareRebalance()
    }
  }

  /**
   * Checks that `memberId` belongs to the current generation (an empty member id is accepted only while the
   * group has no members, as Kafka does for clients committing without membership).
   * @throws KafkaClientError `CommitFailed` for a stale member or generation; `RebalanceInProgress` while the
   *   group is waiting for the leader's assignment.
   */
  checkGeneration(memberId: string, generationId: number): void {
    if (memberId === '') {
      if (this.members.size === 0) return
      throw new KafkaClientError(
        'CommitFailed',
        `Group '${this.groupId}' has active members; only a member of its current generation may commit.`,
      )
    }
    if (!this.members.has(memberId) || generationId !== this.generationId) {
      throw new KafkaClientError(
        'CommitFailed',
        `Member '${memberId}' of generation ${generationId} is no longer in group '${this.groupId}' ` +
          `(now generation ${this.generationId}); its partitions may be owned by another member.`,
      )
    }
    if (this.state === 'CompletingRebalance') {
      throw new KafkaClientError(
        'RebalanceInProgress',
        `Group '${this.groupId}' is rebalancing; rejoin, then commit.`,
      )
    }
  }

  private checkProtocols(request: JoinRequest): void {
    const others = [...this.members.values()].filter((m) => m.memberId !== request.memberId)
    if (request.protocols.length === 0) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `A member of group '${this.groupId}' offered no assignor.`,
      )
    }
    if (others.length === 0) return
    const shared = request.protocols.some((p) => others.every((m) => m.protocol(p.name) !== undefined))
    if (!shared) {
      const theirs = [...new Set(others.flatMap((m) => m.protocols.map((p) => p.name)))].join(', ')
      const mine = request.protocols.map((p) => p.name).join(', ')
      throw new KafkaClientError(
        'KafkaProtocolError',
        `InconsistentGroupProtocol: group '${this.groupId}' uses assignor ${theirs}; this member offers ${mine}.`,
      )
    }
  }

  private replaceStaticMember(previous: GroupMember, request: JoinRequest): GroupMember {
    const oldId = previous.memberId
    const oldListener = previous.listener
    this.members.delete(oldId)
    previous.memberId = this.newMemberId(request.clientId)
    previous.protocols = request.protocols
    previous.listener = request.listener
    this.members.set(previous.memberId, previous)
    this.staticMembers.set(request.groupInstanceId ?? '', previous.memberId)
    if (this.leaderId === oldId) this.leaderId = previous.memberId
    // The replaced client's requests end: it is fenced (Kafka's FENCED_INSTANCE_ID).
    this.release(previous)
    oldListener.removed()
    return previous
  }

  private joined(member: GroupMember, skipAssignment = false): JoinResult {
    const leads = member.memberId === this.leaderId && !skipAssignment
    const protocol = this.protocol ?? ''
    return {
      _tag: 'Joined',
      memberId: member.memberId,
      generationId: this.generationId,
      leaderId: this.leaderId ?? '',
      protocol,
      members: leads
        ? [...this.members.values()].map((m) => {
            const p = m.protocol(protocol)
            return { memberId: m.memberId, topics: p?.topics ?? [], userData: p?.userData ?? Buffer.alloc(0) }
          })
        : [],
    }
  }

  private prepareRebalance(): void {
    if (this.state === 'CompletingRebalance') {
      for (const m of this.members.values()) {
        const pending = m.pendingSync
        m.pendingSync = null
        pending?.({ _tag: 'RebalanceInProgress' })
      }
    }
    this.state = 'PreparingRebalance'
    this.rebalanceTimer?.cancel()
    this.rebalanceTimer = this.clock.setTimeout(() => this.rebalanceTimedOut(), rebalanceTimeoutMs)
    for (const m of [...this.members.values()]) if (m.pendingJoin === null) m.listener.rebalanceNeeded()
  }

  /** Members that did not rejoin within the rebalance timeout are dropped, even if their client still polls. */
  private rebalanceTimedOut(): void {
    this.rebalanceTimer = null
    if (this.state !== 'PreparingRebalance') return
    for (const m of [...this.members.values()]) {
      if (m.pendingJoin === null && this.members.has(m.memberId)) {
        this.remove(m)
        m.listener.removed()
      }
    }
  }

  private tryCompleteJoin(): void {
    if (this.state !== 'PreparingRebalance') return
    for (const m of this.members.values()) if (m.pendingJoin === null) return
    this.rebalanceTimer?.cancel()
    this.rebalanceTimer = null
    this.generationId++
    if (this.members.size === 0) {
      this.state = 'Empty'
      this.protocol = null
      this.leaderId = null
      return
    }
    this.protocol = this.selectProtocol()
    if (this.leaderId === null || !this.members.has(this.leaderId))
      this.leaderId = this.memberIds()[0] ?? null
    this.state = 'CompletingRebalance'
    const now = this.clock.now()
    for (const m of this.members.values()) {
      const pending = m.pendingJoin
      m.pendingJoin = null
      m.assignment = null
      m.lastSeen = now
      pending?.(this.joined(m))
    }
    this.scheduleExpiry()
  }

  /** Kafka's vote: among protocols every member supports, each member votes for its first choice. */
  private selectProtocol(): string {
    const all = [...this.members.values()]
    const candidates = all[0]!.protocols
      .map((p) => p.name)
      .filter((n) => all.every((m) => m.protocol(n) !== undefined))
    const votes = new Map<string, number>()
    for (const m of all) {
      const choice = m.protocols.find((p) => candidates.includes(p.name))?.name
      if (choice !== undefined) votes.set(choice, (votes.get(choice) ?? 0) + 1)
    }
    let best = candidates[0]!
    for (const c of candidates) if ((votes.get(c) ?? 0) > (votes.get(best) ?? 0)) best = c
    return best
  }

  private remove(member: GroupMember): void {
    this.members.delete(member.memberId)
    if (
      member.groupInstanceId !== undefined &&
      this.staticMembers.get(member.groupInstanceId) === member.memberId
    ) {
      this.staticMembers.delete(member.groupInstanceId)
    }
    if (this.leaderId === member.memberId) this.leaderId = null
    this.release(member)
    if (this.state === 'Stable' || this.state === 'CompletingRebalance') this.prepareRebalance()
    this.tryCompleteJoin()
    this.scheduleExpiry()
  }

  /** Answers the member's waiting join or sync with `UnknownMember`. */
  private release(member: GroupMember): void {
    const join = member.pendingJoin
    const sync = member.pendingSync
    member.pendingJoin = null
    member.pendingSync = null
    join?.({ _tag: 'UnknownMember' })
    sync?.({ _tag: 'UnknownMember' })
  }

  private idle(member: GroupMember): boolean {
    return !member.listener.polling() && member.pendingJoin === null && member.pendingSync === null
  }

  /** Keeps one clock timer, due when the first idle member's session runs out. */
  private scheduleExpiry(): void {
    let due = Infinity
    for (const m of this.members.values())
      if (this.idle(m)) due = Math.min(due, m.lastSeen + m.sessionTimeoutMs)
    if (due === Infinity || (this.expiryTimer !== null && this.expiryAt <= due)) return
    this.expiryTimer?.cancel()
    this.expiryAt = due
    this.expiryTimer = this.clock.setTimeout(() => this.expire(), due - this.clock.now())
  }

  private expire(): void {
    this.expiryTimer = null
    this.expiryAt = Infinity
    const now = this.clock.now()
    for (const m of [...this.members.values()]) {
      if (this.idle(m) && now >= m.lastSeen + m.sessionTimeoutMs) {
        this.remove(m)
        m.listener.removed()
      }
    }
    this.scheduleExpiry()
  }
}
