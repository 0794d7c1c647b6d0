import * as t from 'io-ts'
import { AssignorErrorCode } from './AssignorErrorCode.js'
import { ByteReader } from './ByteReader.js'
import { ByteWriter } from './ByteWriter.js'
import { parseHostInfo } from '../../core/HostInfo.js'
import { InvalidUserDataError } from './InvalidUserDataError.js'
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
 * A task and the sum of the changelog offsets its local state reached: the higher, the fresher.
 * @category Running
 * @since 0.1.0
 */
export interface TaskOffsetSum {
  readonly task: TaskId
  readonly offsetSum: number
}

/**
 * What one stream thread tells the group leader when it joins (the subscription user data).
 * @example
 * encodeSubscriptionInfo({ processId: 'p1', userEndpoint: 'localhost:8080', errorCode: 0,
 *   prevActiveTasks: [], standbyTasks: [], taskOffsetSums: [] })
 * @category Running
 * @since 0.1.0
 */
export interface SubscriptionInfo {
  /** Identifies the instance (process); threads of one instance share it. */
  readonly processId: string
  /** `application.server` of the instance, `''` when unset. */
  readonly userEndpoint: string
  /** `SHUTDOWN_REQUESTED` when this member asks the whole application to shut down (KIP-671). */
  readonly errorCode: AssignorErrorCode
  /** Tasks this thread ran as active before the rebalance. */
  readonly prevActiveTasks: readonly TaskId[]
  /** Standby tasks this thread held before the rebalance. */
  readonly standbyTasks: readonly TaskId[]
  /** Offset sums of tasks whose state exists locally (standbys and state left on disk). */
  readonly taskOffsetSums: readonly TaskOffsetSum[]
}

const endpoint = t.refinement(t.string, (s) => parseHostInfo(s) !== undefined, 'host:port or empty')

const SubscriptionInfoCodec = t.type({
  processId: t.refinement(t.string, (s) => s.length > 0, 'NonEmptyString'),
  userEndpoint: endpoint,
  errorCode: t.union([t.literal(AssignorErrorCode.NONE), t.literal(AssignorErrorCode.SHUTDOWN_REQUESTED)]),
  prevActiveTasks: t.array(TaskIdCodec),
  standbyTasks: t.array(TaskIdCodec),
  taskOffsetSums: t.array(t.type({ task: TaskIdCodec, offsetSum: NonNegativeInt })),
})

const what = 'subscription user data'

/**
 * Writes the subscription user data (version 1, big-endian: version, process id, endpoint, error code, previous
 * active tasks, standby tasks, task offset sums).
 * @example
 * const bytes = encodeSubscriptionInfo(info)
 * @category Running
 * @since 0.1.0
 */
export const encodeSubscriptionInfo = (info: SubscriptionInfo): Buffer =>
  new ByteWriter()
    .int32(USER_DATA_VERSION)
    .string(info.processId)
    .string(info.userEndpoint)
    .int32(info.errorCode)
    .list(info.prevActiveTasks, writeTask)
    .list(info.standbyTasks, writeTask)
    .list(info.taskOffsetSums, (s, w) => {
      writeTask(s.task, w)
      w.int64(s.offsetSum)
    })
    .toBuffer()

/**
 * Reads subscription user data, validating every field; anything else throws {@link InvalidUserDataError}.
 * @example
 * decodeSubscriptionInfo(encodeSubscriptionInfo(info)) // equals info
 * @category Running
 * @since 0.1.0
 */
export const decodeSubscriptionInfo = (bytes: Buffer): SubscriptionInfo => {
  const reader = new ByteReader(bytes, what)
  readVersion(reader, what)
  const raw = {
    processId: reader.string(),
    userEndpoint: reader.string(),
    errorCode: reader.int32(),
    prevActiveTasks: reader.list(readTask, 8),
    standbyTasks: reader.list(readTask, 8),
    taskOffsetSums: reader.list((r) => ({ task: readTask(r), offsetSum: r.int64() }), 16),
  }
  reader.end()
  return validated(SubscriptionInfoCodec, raw, what)
}

/**
 * Decodes the user data of a named member, saying which member sent garbage.
 * @example
 * decodeMemberSubscription('member-1', bytes)
 * @category Running
 * @since 0.1.0
 */
export const decodeMemberSubscription = (memberId: string, bytes: Buffer): SubscriptionInfo => {
  try {
    return decodeSubscriptionInfo(bytes)
  } catch (e) {
    if (!(e instanceof InvalidUserDataError)) throw e
    throw new InvalidUserDataError(`Group member ${memberId} sent unreadable user data. ${e.message}`, {
      cause: e,
    })
  }
}
