/**
 * A member of a consumer group as the coordinator sees it: what it joined with, whether it is alive, and the
 * requests it is waiting on.
 * @since 0.1.0
 */
import type { GroupMemberAssignment } from '../ports.js'

/** What a member offers when it joins: one subscription per assignor protocol it supports, in preference order. */
export interface JoinProtocol {
  readonly name: string
  readonly topics: readonly string[]
  readonly userData: Buffer
}

/** How the coordinator reaches the member's client. */
export interface MemberListener {
  /** The group started a rebalance: the member must rejoin at its next poll. */
  rebalanceNeeded(): void
  /** The member was removed (session timeout, or replaced by a static member with its instance id). */
  removed(): void
  /** Whether the client is inside a poll now: such a member is alive whatever the clock says. */
  polling(): boolean
}

/** The answer to a join, once every member has joined. */
export type JoinResult =
  | {
      readonly _tag: 'Joined'
      readonly memberId: string
      readonly generationId: number
      readonly leaderId: string
      readonly protocol: string
      /** Every member's subscription for the chosen protocol; empty unless this member computes the assignment. */
      readonly members: readonly {
        readonly memberId: string
        readonly topics: readonly string[]
        readonly userData: Buffer
      }[]
    }
  | { readonly _tag: 'UnknownMember' }

/** The answer to a sync. */
export type SyncResult =
  | { readonly _tag: 'Assigned'; readonly assignment: GroupMemberAssignment }
  | { readonly _tag: 'RebalanceInProgress' }
  | { readonly _tag: 'UnknownMember' }

/** One member of one group. */
export class GroupMember {
  lastSeen: number
  pendingJoin: ((result: JoinResult) => void) | null = null
  pendingSync: ((result: SyncResult) => void) | null = null
  assignment: GroupMemberAssignment | null = null

  constructor(
    public memberId: string,
    readonly groupInstanceId: string | undefined,
    readonly clientId: string,
    public protocols: readonly JoinProtocol[],
    readonly sessionTimeoutMs: number,
    public listener: MemberListener,
    now: number,
  ) {
    this.lastSeen = now
  }

  /** The member's subscription for `protocol`. */
  protocol(name: string): JoinProtocol | undefined {
    return this.protocols.find((p) => p.name === name)
  }
}
