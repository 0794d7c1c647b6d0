import type {
  GroupAssignor,
  GroupMemberAssignment,
  GroupMemberSubscription,
  TopicPartition,
  TopicPartitionOffset,
} from '../../kafka/ports.js'
import { encodeAssignmentInfo, type AssignmentInfo, type HostPartitions } from './AssignmentInfo.js'
import { AssignorErrorCode } from './AssignorErrorCode.js'
import { planAssignment, type ClientState } from './assignTasks.js'
import { taskEndOffsetSums } from './taskEndOffsetSums.js'
import { fillBins } from './fillBins.js'
import { parseHostInfo } from '../../core/HostInfo.js'
import { sourceTasks, type SubtopologyInfo } from './sourceTasks.js'
import {
  decodeMemberSubscription,
  encodeSubscriptionInfo,
  type SubscriptionInfo,
  type TaskOffsetSum,
} from './SubscriptionInfo.js'
import { formatTaskId, parseTaskId, type TaskId } from '../../core/TaskId.js'

/**
 * What one stream thread holds now, reported at each join.
 * @category Running
 * @since 0.1.0
 */
export interface LocalTaskState {
  readonly activeTasks: readonly TaskId[]
  readonly standbyTasks: readonly TaskId[]
  readonly taskOffsetSums: readonly TaskOffsetSum[]
}

/**
 * How to build a {@link StreamsPartitionAssignor} (one per stream thread).
 * @category Running
 * @since 0.1.0
 */
export interface StreamsPartitionAssignorOptions {
  /** The instance's id; every thread of one instance passes the same. */
  readonly processId: string
  /** `application.server` (`host:port`), `''` or absent when the instance serves no queries. */
  readonly applicationServer?: string
  /** `num.standby.replicas` (default 0). */
  readonly numStandbyReplicas?: number
  /** `acceptable.recovery.lag` (default 10000). */
  readonly acceptableRecoveryLag?: number
  /** `max.warmup.replicas` (default 2). */
  readonly maxWarmupReplicas?: number
  /** `probing.rebalance.interval.ms` (default 600000): when members rebalance again while warm-ups catch up. */
  readonly probingRebalanceIntervalMs?: number
  readonly subtopologies: readonly SubtopologyInfo[]
  /** Groups of topics that must have equal partition counts (joins). */
  readonly copartitionGroups?: readonly (readonly string[])[]
  /** This thread's tasks and local state, read at each join (default: none). */
  readonly localState?: () => LocalTaskState
  /** True once this instance asks the whole application to shut down (KIP-671). */
  readonly shutdownRequested?: () => boolean
  /**
   * Reads the end offsets of changelog partitions (the admin client's `listOffsets`; for a source topic reused as a
   * changelog, the group's committed offsets), awaited by the group leader while it assigns so that lags are real.
   * Absent, or when it fails, a task's end is estimated from the freshest offset sum the members report.
   */
  readonly changelogEndOffsets?: (
    partitions: readonly TopicPartition[],
  ) => Promise<readonly TopicPartitionOffset[]>
}

const noState: LocalTaskState = { activeTasks: [], standbyTasks: [], taskOffsetSums: [] }

const taskIds = (ids: readonly string[]): TaskId[] =>
  ids.flatMap((id) => {
    const parsed = parseTaskId(id)
    return parsed === undefined ? [] : [parsed]
  })

const taskIdSet = (ids: readonly TaskId[]): Set<string> => new Set(ids.map(formatTaskId))

interface Member {
  readonly memberId: string
  readonly info: SubscriptionInfo
}

const toClients = (members: readonly Member[]): Map<string, Member[]> => {
  const clients = new Map<string, Member[]>()
  for (const m of members) clients.set(m.info.processId, [...(clients.get(m.info.processId) ?? []), m])
  return clients
}

const clientState = (processId: string, members: readonly Member[]): ClientState => {
  const offsetSums = new Map<string, number>()
  for (const m of members) {
    for (const s of m.info.taskOffsetSums) {
      const id = formatTaskId(s.task)
      offsetSums.set(id, Math.max(offsetSums.get(id) ?? 0, s.offsetSum))
    }
  }
  return {
    processId,
    capacity: members.length,
    prevActive: taskIdSet(members.flatMap((m) => m.info.prevActiveTasks)),
    prevStandby: taskIdSet(members.flatMap((m) => m.info.standbyTasks)),
    offsetSums,
    threads: members.map((m) => taskIdSet(m.info.prevActiveTasks)),
  }
}

/**
 * Kafka Streams' task-based assignor over the consumer-group protocol: instances announce their process id,
 * `application.server`, tasks and state freshness in the subscription user data; the leader assigns tasks with
 * {@link planAssignment} (stateful tasks balanced on their own, sticky, standbys elsewhere, KIP-441 warm-ups with lags
 * from the changelog end offsets it awaits), spreads each instance's tasks evenly over its threads (each thread keeping
 * its previous tasks where it can; warm-up replicas are sent as standby tasks, and one member of the leader's instance
 * gets the probing rebalance delay while a task waits on a warm-up), and sends every member its tasks plus the host
 * map of the
 * whole application. A member asking for shutdown makes every member receive `SHUTDOWN_REQUESTED`; a missing
 * source topic gives every member `INCOMPLETE_SOURCE_TOPIC_METADATA`.
 * @throws InvalidUserDataError from `assign` when a member's user data is unreadable
 * @throws CopartitionMismatchError from `assign` when co-partitioned topics differ in partition count
 * @example
 * const assignor = new StreamsPartitionAssignor({ processId: 'p1', subtopologies: [{ id: 0, sourceTopics: ['in'] }] })
 * supplier.consumer({ clientId: 'app-1', groupId: 'app', assignor })
 * @category Running
 * @since 0.1.0
 */
export class StreamsPartitionAssignor implements GroupAssignor {
  readonly name = 'stream'

  constructor(private readonly options: StreamsPartitionAssignorOptions) {}

  subscriptionUserData(): Buffer {
    const state = this.options.localState?.() ?? noState
    return encodeSubscriptionInfo({
      processId: this.options.processId,
      userEndpoint: this.options.applicationServer ?? '',
      errorCode:
        this.options.shutdownRequested?.() === true
          ? AssignorErrorCode.SHUTDOWN_REQUESTED
          : AssignorErrorCode.NONE,
      prevActiveTasks: state.activeTasks,
      standbyTasks: state.standbyTasks,
      taskOffsetSums: state.taskOffsetSums,
    })
  }

  async assign(input: {
    readonly members: readonly GroupMemberSubscription[]
    readonly partitionsPerTopic: ReadonlyMap<string, number>
  }): Promise<ReadonlyMap<string, GroupMemberAssignment>> {
    const members: Member[] = [...input.members]
      .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0))
      .map((m) => ({ memberId: m.memberId, info: decodeMemberSubscription(m.memberId, m.userData) }))
    if (members.some((m) => m.info.errorCode === AssignorErrorCode.SHUTDOWN_REQUESTED)) {
      return errorForAll(members, AssignorErrorCode.SHUTDOWN_REQUESTED)
    }
    const derived = sourceTasks(
      this.options.subtopologies,
      this.options.copartitionGroups ?? [],
      input.partitionsPerTopic,
    )
    if (derived._tag === 'MissingSourceTopics') {
      return errorForAll(members, AssignorErrorCode.INCOMPLETE_SOURCE_TOPIC_METADATA)
    }
    const clients = toClients(members)
    const endOffsetSums = await taskEndOffsetSums(
      this.options.subtopologies,
      derived.stateful,
      this.options.changelogEndOffsets,
    )
    const plan = planAssignment({
      clients: [...clients].map(([processId, ms]) => clientState(processId, ms)),
      tasks: [...derived.tasks.keys()],
      statefulTasks: derived.stateful,
      numStandbyReplicas: this.options.numStandbyReplicas ?? 0,
      acceptableRecoveryLag: this.options.acceptableRecoveryLag ?? 10_000,
      maxWarmupReplicas: this.options.maxWarmupReplicas ?? 2,
      ...(endOffsetSums === undefined ? {} : { endOffsetSums }),
    })
    const byClient = plan.clients
    // One member asks for the probing rebalance: the first thread of the leader's own client, as Java's
    // StreamsPartitionAssignor arbitrarily picks the leader's client and encodes it for a single consumer.
    const prober = plan.probingRebalanceNeeded
      ? ((clients.get(this.options.processId) ?? members)[0]?.memberId ?? '')
      : undefined
    const probingDelayFor = (memberId: string): number =>
      memberId === prober ? (this.options.probingRebalanceIntervalMs ?? 600_000) : 0
    const partitionsOf = (tasks: readonly string[]): TopicPartition[] =>
      tasks.flatMap((t) => derived.tasks.get(t) ?? [])
    const hostMaps = { active: [] as HostPartitions[], standby: [] as HostPartitions[] }
    const perMember = new Map<string, { active: string[]; standby: string[] }>()
    for (const [processId, ms] of clients) {
      const assigned = byClient.get(processId)
      const tasks = {
        active: assigned?.active ?? [],
        standby: [...(assigned?.standby ?? []), ...(assigned?.warmup ?? [])],
      }
      const host = parseHostInfo(ms.find((m) => m.info.userEndpoint !== '')?.info.userEndpoint ?? '')
      if (host !== undefined && host.port >= 0) {
        hostMaps.active.push({ host, partitions: partitionsOf(tasks.active) })
        hostMaps.standby.push({ host, partitions: partitionsOf(tasks.standby) })
      }
      const threads = (pick: (m: Member) => readonly TaskId[]) =>
        ms.map((m) => ({ id: m.memberId, capacity: 1, previous: taskIdSet(pick(m)) }))
      const active = fillBins(
        tasks.active,
        threads((m) => m.info.prevActiveTasks),
      )
      const standby = fillBins(
        tasks.standby,
        threads((m) => m.info.standbyTasks),
      )
      for (const m of ms) {
        perMember.set(m.memberId, {
          active: active.get(m.memberId) ?? [],
          standby: standby.get(m.memberId) ?? [],
        })
      }
    }
    return new Map(
      members.map((m) => {
        const tasks = perMember.get(m.memberId) ?? { active: [], standby: [] }
        const info: AssignmentInfo = {
          errorCode: AssignorErrorCode.NONE,
          probingRebalanceDelayMs: probingDelayFor(m.memberId),
          activeTasks: taskIds(tasks.active),
          standbyTasks: taskIds(tasks.standby),
          partitionsByHost: hostMaps.active,
          standbyPartitionsByHost: hostMaps.standby,
        }
        return [m.memberId, { partitions: partitionsOf(tasks.active), userData: encodeAssignmentInfo(info) }]
      }),
    )
  }
}

const errorForAll = (
  members: readonly Member[],
  errorCode: AssignorErrorCode,
): Map<string, GroupMemberAssignment> => {
  const userData = encodeAssignmentInfo({
    errorCode,
    probingRebalanceDelayMs: 0,
    activeTasks: [],
    standbyTasks: [],
    partitionsByHost: [],
    standbyPartitionsByHost: [],
  })
  return new Map(members.map((m) => [m.memberId, { partitions: [], userData }]))
}
