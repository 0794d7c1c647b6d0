import type {
  GroupAssignor,
  GroupMemberAssignment,
  GroupMemberSubscription,
  TopicPartition,
  TopicPartitionOffset,
} from '../../kafka/ports.js'
import { randomUUID } from 'node:crypto'
import {
  decodeAssignmentInfo,
  encodeAssignmentInfo,
  type AssignmentInfo,
  type HostPartitions,
} from './AssignmentInfo.js'
import { AssignorErrorCode } from './AssignorErrorCode.js'
import { cooperativeTasks, partitionOwners } from './cooperativeTasks.js'
import { LATEST_OFFSET, LATEST_SUPPORTED_VERSION } from './protocolVersions.js'
import { nextSubscriptionVersion } from './subscriptionVersion.js'
import { planAssignment, type ClientState } from './assignTasks.js'
import { taskEndOffsetSums } from './taskEndOffsetSums.js'
import { fillBins } from './fillBins.js'
import { parseHostInfo } from '../../core/HostInfo.js'
import { sourceTasks, type SubtopologyInfo } from './sourceTasks.js'
import {
  decodeMemberSubscription,
  encodeSubscriptionInfo,
  type ClientTag,
  type SubscriptionInfo,
  type TaskOffsetSum,
} from './SubscriptionInfo.js'
import { formatTaskId, type TaskId } from '../../core/TaskId.js'

/**
 * What one stream thread holds now, reported at each join.
 * @category model
 * @since 0.1.0
 */
export interface LocalTaskState {
  readonly activeTasks: readonly TaskId[]
  readonly standbyTasks: readonly TaskId[]
  readonly taskOffsetSums: readonly TaskOffsetSum[]
}

/**
 * How to build a {@link StreamsPartitionAssignor} (one per stream thread).
 * @category model
 * @since 0.1.0
 */
export interface StreamsPartitionAssignorOptions {
  /** The instance's id, a UUID; every thread of one instance passes the same. */
  readonly processId: string
  /** `client.tag.*` of the instance (sent at version 11). */
  readonly clientTags?: readonly ClientTag[]
  /** Wall-clock time in ms: the leader encodes probing rebalances as an absolute time, as Java does. */
  readonly now?: () => number
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

/** All members of a newer version than ours count as one client, as in Java (`FUTURE_ID`). */
const FUTURE_PROCESS_ID = randomUUID()

interface Member {
  readonly memberId: string
  readonly ownedPartitions: readonly TopicPartition[]
  readonly info: SubscriptionInfo
}

/** Java's byte arithmetic: `uniqueField++` wraps from 127 to -128. */
const nextByte = (b: number): number => ((b + 129) % 256) - 128

/** The offset sums a member reports: its state on disk and standbys, its running active tasks as {@link LATEST_OFFSET}. */
const reportedOffsetSums = (state: LocalTaskState): TaskOffsetSum[] => {
  const sums = new Map<string, TaskOffsetSum>()
  for (const s of state.taskOffsetSums) sums.set(formatTaskId(s.task), s)
  for (const task of state.standbyTasks) {
    if (!sums.has(formatTaskId(task))) sums.set(formatTaskId(task), { task, offsetSum: 0 })
  }
  for (const task of state.activeTasks) sums.set(formatTaskId(task), { task, offsetSum: LATEST_OFFSET })
  return [...sums.values()]
}

const futureInfo = (version: number, latestSupportedVersion: number): SubscriptionInfo => ({
  version,
  latestSupportedVersion,
  processId: FUTURE_PROCESS_ID,
  userEndpoint: '',
  taskOffsetSums: [],
  uniqueField: 0,
  errorCode: AssignorErrorCode.NONE,
  clientTags: [],
})

const prevActiveOf = (info: SubscriptionInfo): TaskId[] =>
  info.taskOffsetSums.filter((s) => s.offsetSum === LATEST_OFFSET).map((s) => s.task)

const prevStandbyOf = (info: SubscriptionInfo): TaskId[] =>
  info.taskOffsetSums.filter((s) => s.offsetSum !== LATEST_OFFSET).map((s) => s.task)

const taskIdSet = (ids: readonly TaskId[]): Set<string> => new Set(ids.map(formatTaskId))

const toClients = (members: readonly Member[]): Map<string, Member[]> => {
  const clients = new Map<string, Member[]>()
  for (const m of members) clients.set(m.info.processId, [...(clients.get(m.info.processId) ?? []), m])
  return clients
}

const clientState = (processId: string, members: readonly Member[]): ClientState => {
  const offsetSums = new Map<string, number>()
  for (const m of members) {
    for (const s of m.info.taskOffsetSums) {
      if (s.offsetSum < 0) continue
      const id = formatTaskId(s.task)
      offsetSums.set(id, Math.max(offsetSums.get(id) ?? 0, s.offsetSum))
    }
  }
  return {
    processId,
    capacity: members.length,
    prevActive: taskIdSet(members.flatMap((m) => prevActiveOf(m.info))),
    prevStandby: taskIdSet(members.flatMap((m) => prevStandbyOf(m.info))),
    offsetSums,
    threads: members.map((m) => taskIdSet(prevActiveOf(m.info))),
  }
}

/** The lowest version any member sent, and the lowest any member can read (Java's `checkMetadataVersions` inputs). */
const groupVersions = (infos: readonly { version: number; latestSupportedVersion: number }[]) => ({
  used: Math.min(LATEST_SUPPORTED_VERSION, ...infos.map((i) => i.version)),
  supported: Math.min(LATEST_SUPPORTED_VERSION, ...infos.map((i) => i.latestSupportedVersion)),
})

/**
 * What a member makes of the assignment it received (see {@link StreamsPartitionAssignor.onAssignment}).
 * @category model
 * @since 0.1.0
 */
export interface ReceivedAssignment {
  readonly info: AssignmentInfo
  /** When to rebalance again (epoch ms; 0 or a past time: at once), `undefined` for no follow-up. */
  readonly nextRebalanceMs: number | undefined
}

/**
 * Kafka Streams' `StreamsPartitionAssignor` protocol, as Java 4.4 speaks it, so that Java and Tributary instances
 * can share one group: instances announce their process id (a UUID), `application.server`, task offset sums and
 * client tags in Java's `SubscriptionInfo`; the leader assigns tasks with {@link planAssignment} (stateful tasks
 * balanced on their own, sticky, standbys elsewhere, KIP-441 warm-ups with lags from the changelog end offsets it
 * awaits), spreads each instance's tasks over its threads, withholds a task whose partition another member still
 * owns (cooperative rebalancing: that member rebalances again at once to receive it), and answers every member
 * with Java's `AssignmentInfo` at the lowest version any member sent (version probing), with the host maps of the
 * whole application. A member asking for shutdown makes every member receive `SHUTDOWN_REQUESTED`; a missing
 * source topic gives every member `INCOMPLETE_SOURCE_TOPIC_METADATA`.
 * @throws InvalidUserDataError from `assign` when a member's user data is unreadable
 * @throws CopartitionMismatchError from `assign` when co-partitioned topics differ in partition count
 * @example
 * const assignor = new StreamsPartitionAssignor({ processId: randomUUID(), subtopologies: [{ id: 0, sourceTopics: ['in'] }] })
 * supplier.consumer({ clientId: 'app-1', groupId: 'app', assignor })
 * @category model
 * @since 0.1.0
 */
export class StreamsPartitionAssignor implements GroupAssignor {
  readonly name = 'stream'
  private usedVersion = LATEST_SUPPORTED_VERSION
  private uniqueField = 0

  constructor(private readonly options: StreamsPartitionAssignorOptions) {}

  /** The subscription version this member sends now (lowered by version probing while older members remain). */
  get subscriptionVersion(): number {
    return this.usedVersion
  }

  subscriptionUserData(): Buffer {
    const state = this.options.localState?.() ?? noState
    this.uniqueField = nextByte(this.uniqueField)
    return encodeSubscriptionInfo({
      version: this.usedVersion,
      latestSupportedVersion: LATEST_SUPPORTED_VERSION,
      processId: this.options.processId,
      userEndpoint: this.options.applicationServer ?? '',
      taskOffsetSums: reportedOffsetSums(state),
      uniqueField: this.uniqueField,
      errorCode:
        this.options.shutdownRequested?.() === true
          ? AssignorErrorCode.SHUTDOWN_REQUESTED
          : AssignorErrorCode.NONE,
      clientTags: this.options.clientTags ?? [],
    })
  }

  /**
   * Reads this member's assignment as Java's `onAssignment` does: adopts the version the group agreed on, and
   * asks for an immediate rebalance when that version changed, when the host map lacks this member's endpoint, or
   * when the leader held a task back for revocation.
   * @throws InvalidUserDataError when the assignment is unreadable or of a version above the one sent
   */
  onAssignment(userData: Buffer): ReceivedAssignment {
    const info = decodeAssignmentInfo(userData)
    if (info.errorCode !== AssignorErrorCode.NONE) return { info, nextRebalanceMs: undefined }
    const next = nextSubscriptionVersion(this.usedVersion, info.version, info.commonlySupportedVersion)
    this.usedVersion = next.version
    const endpoint = parseHostInfo(this.options.applicationServer ?? '')
    const hostMissing =
      endpoint !== undefined &&
      info.partitionsByHost.length > 0 &&
      !info.partitionsByHost.some((h) => h.host.host === endpoint.host && h.host.port === endpoint.port)
    return { info, nextRebalanceMs: next.changed || hostMissing ? 0 : info.nextRebalanceMs }
  }

  async assign(input: {
    readonly members: readonly GroupMemberSubscription[]
    readonly partitionsPerTopic: ReadonlyMap<string, number>
  }): Promise<ReadonlyMap<string, GroupMemberAssignment>> {
    const decoded = [...input.members]
      .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0))
      .map((m) => ({ member: m, info: decodeMemberSubscription(m.memberId, m.userData) }))
    const versions = groupVersions(decoded.map((d) => d.info))
    const members: Member[] = decoded.map(({ member, info }) => ({
      memberId: member.memberId,
      ownedPartitions: member.ownedPartitions ?? [],
      info: 'processId' in info ? info : futureInfo(info.version, info.latestSupportedVersion),
    }))
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
    const states = new Map([...clients].map(([processId, ms]) => [processId, clientState(processId, ms)]))
    const plan = planAssignment({
      clients: [...states.values()],
      tasks: [...derived.tasks.keys()],
      statefulTasks: derived.stateful,
      numStandbyReplicas: this.options.numStandbyReplicas ?? 0,
      acceptableRecoveryLag: this.options.acceptableRecoveryLag ?? 10_000,
      maxWarmupReplicas: this.options.maxWarmupReplicas ?? 2,
      ...(endOffsetSums === undefined ? {} : { endOffsetSums }),
    })
    // One member asks for the probing rebalance: the first thread of the leader's own client, as Java's
    // StreamsPartitionAssignor arbitrarily picks the leader's client and encodes it for a single consumer.
    const prober = plan.probingRebalanceNeeded
      ? ((clients.get(this.options.processId) ?? members)[0]?.memberId ?? '')
      : undefined
    const probingAt = (this.options.now ?? Date.now)() + (this.options.probingRebalanceIntervalMs ?? 600_000)
    const partitionsOf = (task: string): readonly TopicPartition[] => derived.tasks.get(task) ?? []
    const tasksOf = (processId: string) => {
      const assigned = plan.clients.get(processId)
      return {
        active: assigned?.active ?? [],
        standby: [...(assigned?.standby ?? []), ...(assigned?.warmup ?? [])],
      }
    }
    const hostMaps = { active: [] as HostPartitions[], standby: [] as HostPartitions[] }
    for (const [processId, ms] of clients) {
      const host = parseHostInfo(ms.find((m) => m.info.userEndpoint !== '')?.info.userEndpoint ?? '')
      if (host === undefined || host.port < 0 || versions.used < 2) continue
      const tasks = tasksOf(processId)
      hostMaps.active.push({ host, partitions: tasks.active.flatMap(partitionsOf) })
      hostMaps.standby.push({ host, partitions: tasks.standby.flatMap(partitionsOf) })
    }
    const owners = partitionOwners(members)
    const result = new Map<string, GroupMemberAssignment>()
    for (const [processId, ms] of clients) {
      const tasks = tasksOf(processId)
      const threads = (pick: (info: SubscriptionInfo) => readonly TaskId[]) =>
        ms.map((m) => ({ id: m.memberId, capacity: 1, previous: taskIdSet(pick(m.info)) }))
      const active = fillBins(tasks.active, threads(prevActiveOf))
      const standby = fillBins(tasks.standby, threads(prevStandbyOf))
      const prevStandby = states.get(processId)?.prevStandby ?? new Set<string>()
      for (const m of ms) {
        const mine = cooperativeTasks({
          memberId: m.memberId,
          active: active.get(m.memberId) ?? [],
          standby: standby.get(m.memberId) ?? [],
          partitionsOf,
          owners,
          keepsAsStandby: (task) => prevStandby.has(task) && derived.stateful.has(task),
        })
        const info: AssignmentInfo = {
          version: versions.used,
          commonlySupportedVersion: versions.supported,
          activeTasks: mine.activeTasks,
          standbyTasks: mine.standbyTasks,
          partitionsByHost: hostMaps.active,
          standbyPartitionsByHost: hostMaps.standby,
          errorCode: AssignorErrorCode.NONE,
          nextRebalanceMs: mine.revoking ? 0 : m.memberId === prober ? probingAt : undefined,
        }
        result.set(m.memberId, { partitions: mine.partitions, userData: encodeAssignmentInfo(info) })
      }
    }
    return result
  }
}

/** Java's `errorAssignment`: no tasks, the error code, at the latest version. */
const errorForAll = (
  members: readonly Member[],
  errorCode: AssignorErrorCode,
): Map<string, GroupMemberAssignment> => {
  const userData = encodeAssignmentInfo({
    version: LATEST_SUPPORTED_VERSION,
    commonlySupportedVersion: LATEST_SUPPORTED_VERSION,
    activeTasks: [],
    standbyTasks: [],
    partitionsByHost: [],
    standbyPartitionsByHost: [],
    errorCode,
    nextRebalanceMs: undefined,
  })
  return new Map(members.map((m) => [m.memberId, { partitions: [], userData }]))
}
