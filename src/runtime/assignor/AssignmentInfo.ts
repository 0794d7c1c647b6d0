import * as t from 'io-ts'
import type { TopicPartition } from '../../kafka/ports.js'
import { AssignorErrorCode } from './AssignorErrorCode.js'
import { ByteReader } from './ByteReader.js'
import { ByteWriter } from './ByteWriter.js'
import type { HostInfo } from '../../core/HostInfo.js'
import type { TaskId } from '../../core/TaskId.js'
import {
  NonNegativeInt,
  readTask,
  readVersion,
  TaskIdCodec,
  USER_DATA_VERSION,
  validated,
  writeTask,
} from './userDataFields.js'

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
 * What the leader tells one stream thread (the assignment user data): its tasks, and for the whole application
 * which host serves which partitions as active and as standby.
 * @example
 * decodeAssignmentInfo(assignment.userData).activeTasks
 * @category Running
 * @since 0.1.0
 */
export interface AssignmentInfo {
  /** NONE for a normal assignment; otherwise every member shuts down (see {@link AssignorErrorCode}). */
  readonly errorCode: AssignorErrorCode
  /** When above 0, rebalance again after this many ms: warm-up replicas are catching up (KIP-441 probing). */
  readonly probingRebalanceDelayMs: number
  readonly activeTasks: readonly TaskId[]
  readonly standbyTasks: readonly TaskId[]
  /** Active source partitions per host that set `application.server`. */
  readonly partitionsByHost: readonly HostPartitions[]
  /** Standby source partitions per host that set `application.server`. */
  readonly standbyPartitionsByHost: readonly HostPartitions[]
}

const HostPartitionsCodec = t.type({
  host: t.type({ host: t.refinement(t.string, (s) => s.length > 0, 'NonEmptyString'), port: NonNegativeInt }),
  partitions: t.array(t.type({ topic: t.string, partition: NonNegativeInt })),
})

const AssignmentInfoCodec = t.type({
  errorCode: t.union([
    t.literal(AssignorErrorCode.NONE),
    t.literal(AssignorErrorCode.INCOMPLETE_SOURCE_TOPIC_METADATA),
    t.literal(AssignorErrorCode.SHUTDOWN_REQUESTED),
  ]),
  probingRebalanceDelayMs: NonNegativeInt,
  activeTasks: t.array(TaskIdCodec),
  standbyTasks: t.array(TaskIdCodec),
  partitionsByHost: t.array(HostPartitionsCodec),
  standbyPartitionsByHost: t.array(HostPartitionsCodec),
})

const what = 'assignment user data'

/**
 * Writes the assignment user data (version 1, big-endian: version, error code, probing delay, active tasks, standby tasks, a
 * dictionary of the topic names, then the active and the standby host maps as (topic index, partition) pairs).
 * @example
 * const bytes = encodeAssignmentInfo(info)
 * @category Running
 * @since 0.1.0
 */
export const encodeAssignmentInfo = (info: AssignmentInfo): Buffer => {
  const topics = [
    ...new Set(
      [...info.partitionsByHost, ...info.standbyPartitionsByHost].flatMap((h) =>
        h.partitions.map((p) => p.topic),
      ),
    ),
  ].sort()
  const index = new Map(topics.map((topic, i) => [topic, i]))
  const writeHosts = (hosts: readonly HostPartitions[], writer: ByteWriter): void => {
    writer.list(hosts, (h, w) =>
      w
        .string(h.host.host)
        .int32(h.host.port)
        .list(h.partitions, (p, pw) => pw.int32(index.get(p.topic) ?? -1).int32(p.partition)),
    )
  }
  const writer = new ByteWriter()
    .int32(USER_DATA_VERSION)
    .int32(info.errorCode)
    .int64(info.probingRebalanceDelayMs)
    .list(info.activeTasks, writeTask)
    .list(info.standbyTasks, writeTask)
    .list(topics, (topic, w) => w.string(topic))
  writeHosts(info.partitionsByHost, writer)
  writeHosts(info.standbyPartitionsByHost, writer)
  return writer.toBuffer()
}

/**
 * Reads assignment user data, validating every field; anything else throws {@link InvalidUserDataError}.
 * @example
 * decodeAssignmentInfo(encodeAssignmentInfo(info)) // equals info
 * @category Running
 * @since 0.1.0
 */
export const decodeAssignmentInfo = (bytes: Buffer): AssignmentInfo => {
  const reader = new ByteReader(bytes, what)
  readVersion(reader, what)
  const errorCode = reader.int32()
  const probingRebalanceDelayMs = reader.int64()
  const activeTasks = reader.list(readTask, 8)
  const standbyTasks = reader.list(readTask, 8)
  const topics = reader.list((r) => r.string())
  const readHosts = (): unknown[] =>
    reader.list(
      (r) => ({
        host: { host: r.string(), port: r.int32() },
        partitions: r.list((pr) => ({ topic: topics[pr.int32()], partition: pr.int32() }), 8),
      }),
      12,
    )
  const raw = {
    errorCode,
    probingRebalanceDelayMs,
    activeTasks,
    standbyTasks,
    partitionsByHost: readHosts(),
    standbyPartitionsByHost: readHosts(),
  }
  reader.end()
  return validated(AssignmentInfoCodec, raw, what)
}
