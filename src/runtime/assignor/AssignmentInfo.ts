import * as t from 'io-ts'
import type { TopicPartition } from '../../kafka/ports.js'
import { ByteReader } from './ByteReader.js'
import { ByteWriter } from './ByteWriter.js'
import type { HostInfo } from '../../core/HostInfo.js'
import { InvalidUserDataError } from './InvalidUserDataError.js'
import { LATEST_SUPPORTED_VERSION, requireWritableVersion, UNKNOWN_VERSION } from './protocolVersions.js'
import type { TaskId } from '../../core/TaskId.js'
import { NonNegativeInt, readTask, TaskIdCodec, validated, writeTask } from './userDataFields.js'

/**
 * The topic partitions one host serves (for interactive-query routing, KIP-535).
 * @category Running
 * @since 0.1.0
 */
export interface HostPartitions {
  readonly host: HostInfo
  readonly partitions: readonly TopicPartition[]
}

/**
 * A standby task and its source partitions.
 * @category Running
 * @since 0.1.0
 */
export interface StandbyTask {
  readonly task: TaskId
  readonly partitions: readonly TopicPartition[]
}

/**
 * What the leader tells one stream thread: Kafka Streams' `AssignmentInfo` as Java 4.4 encodes it at `version`
 * (1 to 11): its tasks, and for the whole application which host serves which partitions as active and standby.
 * @example
 * decodeAssignmentInfo(assignment.userData).activeTasks
 * @category Running
 * @since 0.1.0
 */
export interface AssignmentInfo {
  /** The version the leader used: the lowest any member sent. */
  readonly version: number
  /** The newest version every member can read (-1 at versions 1 and 2). */
  readonly commonlySupportedVersion: number
  /**
   * One task per assigned partition, in the order of the assigned partitions sorted by topic then partition: the
   * n-th partition belongs to the n-th task (a task with two partitions appears twice).
   */
  readonly activeTasks: readonly TaskId[]
  readonly standbyTasks: readonly StandbyTask[]
  /** Active source partitions per host that set `application.server` (version 2+). */
  readonly partitionsByHost: readonly HostPartitions[]
  /** Standby source partitions per host (version 6+). */
  readonly standbyPartitionsByHost: readonly HostPartitions[]
  /** `AssignorErrorCode` (version 4+): NONE, or every member shuts down. */
  readonly errorCode: number
  /**
   * When to rebalance again, in epoch ms (version 7+): 0 at once (a task waits on its revocation), a time while
   * warm-up replicas catch up (KIP-441 probing), `undefined` never (Java's `Long.MAX_VALUE`).
   */
  readonly nextRebalanceMs: number | undefined
}

const TopicPartitionCodec = t.type({ topic: t.string, partition: NonNegativeInt })

const HostPartitionsCodec = t.type({
  host: t.type({ host: t.refinement(t.string, (s) => s.length > 0, 'NonEmptyString'), port: NonNegativeInt }),
  partitions: t.array(TopicPartitionCodec),
})

const AssignmentInfoCodec = t.type({
  version: t.Int,
  commonlySupportedVersion: t.Int,
  activeTasks: t.array(TaskIdCodec),
  standbyTasks: t.array(t.type({ task: TaskIdCodec, partitions: t.array(TopicPartitionCodec) })),
  partitionsByHost: t.array(HostPartitionsCodec),
  standbyPartitionsByHost: t.array(HostPartitionsCodec),
  errorCode: t.Int,
  nextRebalanceMs: t.union([NonNegativeInt, t.undefined]),
})

const what = 'assignment user data'
const NEVER = 0x7fffffffffffffffn

const writePartitions = (partitions: readonly TopicPartition[], w: ByteWriter): void => {
  w.list(partitions, (p, pw) => pw.javaUtf(p.topic).int32(p.partition))
}

const writeHostsPlain = (hosts: readonly HostPartitions[], w: ByteWriter): void => {
  w.list(hosts, (h, hw) => {
    hw.javaUtf(h.host.host).int32(h.host.port)
    writePartitions(h.partitions, hw)
  })
}

/** Version 5+: a dictionary of the topic names, then the host maps as (topic index, partition) pairs. */
const writeHostsWithDictionary = (maps: readonly (readonly HostPartitions[])[], w: ByteWriter): void => {
  const topics = [...new Set(maps.flat().flatMap((h) => h.partitions.map((p) => p.topic)))]
  const index = new Map(topics.map((topic, i) => [topic, i]))
  w.list(topics, (topic, tw) => tw.int32(index.get(topic) ?? 0).javaUtf(topic))
  for (const hosts of maps) {
    w.list(hosts, (h, hw) =>
      hw
        .javaUtf(h.host.host)
        .int32(h.host.port)
        .list(h.partitions, (p, pw) => pw.int32(index.get(p.topic) ?? 0).int32(p.partition)),
    )
  }
}

/**
 * Writes an assignment exactly as Java's `AssignmentInfo#encode` lays it out at `info.version` (fields a version
 * lacks are left out: the host maps below 2, the error code below 4, the standby host map below 6, the next
 * rebalance time below 7).
 * @throws InvalidUserDataError when the version is outside 1-11
 * @example
 * const bytes = encodeAssignmentInfo(info)
 * @category Running
 * @since 0.1.0
 */
export const encodeAssignmentInfo = (info: AssignmentInfo): Buffer => {
  const { version } = info
  requireWritableVersion(version, 'an assignment')
  const w = new ByteWriter().int32(version)
  if (version >= 3) w.int32(info.commonlySupportedVersion)
  w.list(info.activeTasks, (task, tw) => writeTask(task, tw, version))
  w.list(info.standbyTasks, (s, sw) => {
    writeTask(s.task, sw, version)
    writePartitions(s.partitions, sw)
  })
  if (version >= 6) writeHostsWithDictionary([info.partitionsByHost, info.standbyPartitionsByHost], w)
  else if (version === 5) writeHostsWithDictionary([info.partitionsByHost], w)
  else if (version >= 2) writeHostsPlain(info.partitionsByHost, w)
  if (version >= 4) w.int32(info.errorCode)
  if (version >= 7) w.int64(info.nextRebalanceMs === undefined ? NEVER : info.nextRebalanceMs)
  return w.toBuffer()
}

const readPartitions = (r: ByteReader): TopicPartition[] =>
  r.list((pr) => ({ topic: pr.javaUtf(), partition: pr.int32() }), 6)

const readHostsPlain = (r: ByteReader): HostPartitions[] =>
  r.list((hr) => ({ host: { host: hr.javaUtf(), port: hr.int32() }, partitions: readPartitions(hr) }), 10)

const readHostsWithDictionary = (r: ByteReader, count: number): HostPartitions[][] => {
  const topics = new Map(r.list((tr) => [tr.int32(), tr.javaUtf()] as const, 6))
  const topicAt = (i: number): string => {
    const topic = topics.get(i)
    if (topic === undefined)
      throw new InvalidUserDataError(`The ${what} names topic index ${i}, not in its dictionary.`)
    return topic
  }
  return Array.from({ length: count }, () =>
    r.list(
      (hr) => ({
        host: { host: hr.javaUtf(), port: hr.int32() },
        partitions: hr.list((pr) => ({ topic: topicAt(pr.int32()), partition: pr.int32() }), 8),
      }),
      10,
    ),
  )
}

const readNextRebalance = (r: ByteReader): number | undefined => {
  const at = r.int64Big()
  if (at === NEVER) return undefined
  if (at < 0n || at > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvalidUserDataError(`The ${what} asks for a rebalance at an impossible time: ${at}.`)
  }
  return Number(at)
}

/**
 * Reads an assignment Java (versions 1-11) or Tributary wrote, validating every field; an unknown version or
 * anything malformed throws {@link InvalidUserDataError}.
 * @example
 * decodeAssignmentInfo(encodeAssignmentInfo(info)) // equals info
 * @category Running
 * @since 0.1.0
 */
export const decodeAssignmentInfo = (bytes: Buffer): AssignmentInfo => {
  const r = new ByteReader(bytes, what)
  const version = r.int32()
  if (version < 1 || version > LATEST_SUPPORTED_VERSION) {
    throw new InvalidUserDataError(
      `The ${what} has version ${version}, but this assignor reads versions 1 to ${LATEST_SUPPORTED_VERSION}.`,
    )
  }
  const commonlySupportedVersion = version >= 3 ? r.int32() : UNKNOWN_VERSION
  const activeTasks = r.list((tr) => readTask(tr, version), 8)
  const standbyTasks = r.list((sr) => ({ task: readTask(sr, version), partitions: readPartitions(sr) }), 12)
  const [partitionsByHost = [], standbyPartitionsByHost = []] =
    version >= 6
      ? readHostsWithDictionary(r, 2)
      : version === 5
        ? readHostsWithDictionary(r, 1)
        : version >= 2
          ? [readHostsPlain(r)]
          : []
  const raw = {
    version,
    commonlySupportedVersion,
    activeTasks,
    standbyTasks,
    partitionsByHost,
    standbyPartitionsByHost,
    errorCode: version >= 4 ? r.int32() : 0,
    nextRebalanceMs: version >= 7 ? readNextRebalance(r) : undefined,
  }
  r.end()
  return validated(AssignmentInfoCodec, raw, what)
}
