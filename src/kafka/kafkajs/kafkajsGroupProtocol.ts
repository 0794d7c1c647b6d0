/**
 * Maps the port's {@link GroupAssignor} onto a kafkajs custom partition assigner, and taps the group coordinator
 * connection of that consumer so the adapter sees what kafkajs keeps to itself:
 *
 * - JoinGroup: `beforeJoin` runs and is awaited before every JoinGroup request (where Java calls
 *   `onPartitionsRevoked`), and `joined` receives the generation and member id; a member kafkajs abandoned when
 *   it restarted (it joins again under a new id) is sent a LeaveGroup first, so the group does not wait a whole
 *   session timeout for it;
 * - while a new coordinator loads the group (`COORDINATOR_LOAD_IN_PROGRESS`), JoinGroup is retried here rather
 *   than crashing and restarting the kafkajs consumer;
 * - SyncGroup: `synced` receives this member's whole assignment, user data included (kafkajs drops it);
 * - Heartbeat: when `rebalanceRequested()` says so, the heartbeat fails as a rebalance would, which makes kafkajs
 *   rejoin the group (`enforceRebalance`);
 * - OffsetFetch: with `requireStable`, waits first until no transaction is still deciding offsets of the group
 *   (what Java's read-committed consumer asks with `require_stable`; see {@link untilOffsetsStable}).
 *
 * Subscriptions use Kafka's consumer protocol at version 3, as Java members do (kafkajs alone speaks version 0):
 * each member reports the partitions it owns since its last assignment and that assignment's generation, and the
 * leader passes every member's owned partitions to the assignor, so that a cooperative assignor never hands a
 * partition from one member straight to another. Assignments are written at version 0, a layout every version
 * shares. The tap wraps only the coordinator returned to this consumer's own cluster object.
 * @since 0.1.0
 */
import type { Broker, Cluster, PartitionAssigner } from 'kafkajs'
import type { Clock } from '../../core/clock.js'
import type {
  GroupAssignor,
  GroupMemberAssignment,
  GroupMemberSubscription,
  TopicPartition,
} from '../ports.js'
import {
  decodeConsumerAssignment,
  decodeConsumerSubscription,
  encodeConsumerAssignment,
  encodeConsumerSubscription,
} from './consumerProtocol.js'
import { KafkaJSProtocolError } from './kafkajsModule.js'
import { untilOffsetsStable } from './stableOffsets.js'
import { protocolErrorType } from './toKafkaClientError.js'

/** What a member learns from, and injects into, the group protocol. */
export interface GroupProtocolHooks {
  /** Awaited before each JoinGroup request. */
  beforeJoin(): Promise<void>
  joined(generation: { readonly generationId: number; readonly memberId: string }): void
  synced(assignment: GroupMemberAssignment): void
  /** Read (and cleared) before each JoinGroup: this consumer's former member id, to take out of the group. */
  abandonedMember?(): string | undefined
  /** Read (and cleared) at each heartbeat; true makes the heartbeat fail with REBALANCE_IN_PROGRESS. */
  rebalanceRequested(): boolean
  /** Committed offsets are read only once no transaction is still deciding them (read-committed members). */
  readonly requireStable: boolean
}

interface JoinGroupResponse {
  readonly generationId: number
  readonly memberId: string
}

interface SyncGroupResponse {
  readonly memberAssignment: Buffer
}

interface CoordinatorCalls {
  readonly joinGroup: (request: { readonly groupId: string }) => Promise<JoinGroupResponse>
  readonly leaveGroup: (request: { readonly groupId: string; readonly memberId: string }) => Promise<unknown>
  readonly syncGroup: (request: unknown) => Promise<SyncGroupResponse>
  readonly heartbeat: (request: unknown) => Promise<unknown>
  readonly offsetFetch: (request: { readonly groupId: string }) => Promise<unknown>
}

const rebalanceError = (): Error =>
  new KafkaJSProtocolError(
    Object.assign(new Error('Rebalance requested by enforceRebalance()'), {
      type: 'REBALANCE_IN_PROGRESS',
      code: 27,
      retriable: true,
    }),
  )

/** The assignment a member received, decoded from Kafka's consumer protocol bytes. */
export const decodeAssignment = (bytes: Buffer | null | undefined): GroupMemberAssignment =>
  bytes === null || bytes === undefined || bytes.length < 2
    ? { partitions: [], userData: Buffer.alloc(0) }
    : decodeConsumerAssignment(bytes)

/** What this member owns, for its next subscription: the partitions of its last assignment and their generation. */
interface Ownership {
  partitions: readonly TopicPartition[]
  generationId: number
}

/** Error code 14, under the names kafkajs gives it in different response versions. */
const loading = new Set(['COORDINATOR_LOAD_IN_PROGRESS', 'GROUP_LOAD_IN_PROGRESS'])

/**
 * Retries a coordinator call while a freshly elected coordinator loads its group state (kafkajs would crash and
 * restart the whole consumer instead), then lets any error through unchanged for kafkajs to handle.
 */
const whileLoading = async <A>(clock: Clock, call: () => Promise<A>): Promise<A> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt >= 50 || !loading.has(protocolErrorType(error) ?? '')) throw error
      await clock.sleep(100)
    }
  }
}

const tapCoordinator = (
  broker: Broker,
  hooks: GroupProtocolHooks,
  clock: Clock,
  owned: Ownership,
): Broker => {
  const calls = broker as unknown as CoordinatorCalls
  let generation: JoinGroupResponse | undefined
  const tapped: Omit<CoordinatorCalls, 'leaveGroup'> = {
    joinGroup: async (request) => {
      await hooks.beforeJoin()
      const abandoned = hooks.abandonedMember?.()
      if (abandoned !== undefined) {
        const leave = { groupId: request.groupId, memberId: abandoned }
        // best effort: a member the group already dropped answers UNKNOWN_MEMBER_ID, which is fine
        await whileLoading(clock, () => calls.leaveGroup.call(broker, leave)).catch(() => undefined)
      }
      const response = await whileLoading(clock, () => calls.joinGroup.call(broker, request))
      generation = response
      hooks.joined({ generationId: response.generationId, memberId: response.memberId })
      return response
    },
    syncGroup: async (request) => {
      const response = await calls.syncGroup.call(broker, request)
      const assignment = decodeAssignment(response.memberAssignment)
      owned.partitions = assignment.partitions
      owned.generationId = generation?.generationId ?? -1
      hooks.synced(assignment)
      return response
    },
    heartbeat: async (request) => {
      if (hooks.rebalanceRequested()) throw rebalanceError()
      return calls.heartbeat.call(broker, request)
    },
    offsetFetch: async (request) => {
      const member = generation
      if (hooks.requireStable && member !== undefined) {
        const { groupId } = request
        const { generationId: groupGenerationId, memberId } = member
        await untilOffsetsStable(broker, groupId, clock, () =>
          calls.heartbeat.call(broker, { groupId, groupGenerationId, memberId }),
        )
      }
      return calls.offsetFetch.call(broker, request)
    },
  }
  return new Proxy(broker, {
    get: (target, property, receiver) =>
      property === 'joinGroup' ||
      property === 'syncGroup' ||
      property === 'heartbeat' ||
      property === 'offsetFetch'
        ? tapped[property]
        : (Reflect.get(target, property, receiver) as unknown),
  })
}

const tapCluster = (cluster: Cluster, hooks: GroupProtocolHooks, clock: Clock, owned: Ownership): void => {
  const find = cluster.findGroupCoordinator.bind(cluster)
  cluster.findGroupCoordinator = async (group) => tapCoordinator(await find(group), hooks, clock, owned)
}

/**
 * A kafkajs partition assigner running `assignor`, whose factory taps the consumer's coordinator with `hooks`.
 * @example
 * kafka.consumer({ groupId, partitionAssigners: [kafkajsGroupProtocol(assignor, hooks, systemClock)] })
 * @category constructors
 * @since 0.1.0
 */
export const kafkajsGroupProtocol =
  (assignor: GroupAssignor, hooks: GroupProtocolHooks, clock: Clock): PartitionAssigner =>
  ({ cluster }) => {
    const owned: Ownership = { partitions: [], generationId: -1 }
    tapCluster(cluster, hooks, clock, owned)
    return {
      name: assignor.name,
      version: 0,
      protocol: ({ topics }) => ({
        name: assignor.name,
        metadata: encodeConsumerSubscription({
          topics,
          userData: assignor.subscriptionUserData(topics),
          ownedPartitions: owned.partitions,
          generationId: owned.generationId,
          rackId: null,
        }),
      }),
      assign: async ({ members, topics }) => {
        const subscriptions: GroupMemberSubscription[] = members.map(({ memberId, memberMetadata }) => {
          const { topics, userData, ownedPartitions } = decodeConsumerSubscription(memberMetadata)
          return { memberId, topics, userData, ownedPartitions }
        })
        const partitionsPerTopic = new Map(
          topics.map((topic) => [topic, cluster.findTopicPartitionMetadata(topic).length] as const),
        )
        const assignment = await assignor.assign({ members: subscriptions, partitionsPerTopic })
        return members.map(({ memberId }) => {
          const mine = assignment.get(memberId) ?? { partitions: [], userData: Buffer.alloc(0) }
          return { memberId, memberAssignment: encodeConsumerAssignment(mine.partitions, mine.userData) }
        })
      },
    }
  }
