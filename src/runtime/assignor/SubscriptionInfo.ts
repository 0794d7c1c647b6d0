import * as t from 'io-ts'
import { ByteReader } from './ByteReader.js'
import { ByteWriter } from './ByteWriter.js'
import { parseHostInfo } from '../../core/HostInfo.js'
import { InvalidUserDataError } from './InvalidUserDataError.js'
import { isUuid } from './processUuid.js'
import {
  LATEST_OFFSET,
  LATEST_SUPPORTED_VERSION,
  MIN_NAMED_TOPOLOGY_VERSION,
  MIN_OFFSET_SUM_VERSION,
  UNKNOWN_OFFSET_SUM,
  UNKNOWN_VERSION,
  requireWritableVersion,
} from './protocolVersions.js'
import { formatTaskId, type TaskId } from '../../core/TaskId.js'
import { readTask, TaskIdCodec, validated, writeTask } from './userDataFields.js'

/**
 * A task and the sum of the changelog offsets its local state reached: the higher, the fresher;
 * {@link LATEST_OFFSET} (-2) for a task the member runs as active.
 * @category Running
 * @since 0.1.0
 */
export interface TaskOffsetSum {
  readonly task: TaskId
  readonly offsetSum: number
}

/**
 * A `client.tag.*` pair (KIP-708, rack-aware standbys).
 * @category Running
 * @since 0.1.0
 */
export interface ClientTag {
  readonly key: string
  readonly value: string
}

/**
 * What one stream thread tells the group leader when it joins: Kafka Streams' `SubscriptionInfo`, as Java 4.4
 * encodes it at `version` (1 to 11).
 * @example
 * encodeSubscriptionInfo({ version: 11, latestSupportedVersion: 11, processId, userEndpoint: 'localhost:8080',
 *   taskOffsetSums: [], uniqueField: 0, errorCode: 0, clientTags: [] })
 * @category Running
 * @since 0.1.0
 */
export interface SubscriptionInfo {
  /** The version the member encoded (the lowest the group agreed on, see version probing). */
  readonly version: number
  /** The newest version the member can read; -1 at versions 1 and 2. */
  readonly latestSupportedVersion: number
  /** Identifies the instance (a UUID); threads of one instance share it. */
  readonly processId: string
  /** `application.server` of the instance, `''` when unset. */
  readonly userEndpoint: string
  /** Tasks whose state exists locally; running active tasks with offset sum {@link LATEST_OFFSET}. */
  readonly taskOffsetSums: readonly TaskOffsetSum[]
  /** Changes at each join so that a rejoining thread's subscription always differs (version 8+). */
  readonly uniqueField: number
  /** `SHUTDOWN_REQUESTED` (4) when this member asks the whole application to shut down (version 9+). */
  readonly errorCode: number
  /** Version 11+. */
  readonly clientTags: readonly ClientTag[]
}

/**
 * A subscription of a newer version than ours: only its version and latest supported version are readable
 * (Java's leader reads it the same way and answers at a version both understand).
 * @category Running
 * @since 0.1.0
 */
export interface FutureSubscription {
  readonly _tag: 'FutureSubscription'
  readonly version: number
  readonly latestSupportedVersion: number
}

const endpoint = t.refinement(
  t.string,
  (s) => s === '' || parseHostInfo(s) !== undefined,
  'host:port or empty',
)

const SubscriptionInfoCodec = t.type({
  version: t.Int,
  latestSupportedVersion: t.Int,
  processId: t.refinement(t.string, isUuid, 'UUID'),
  userEndpoint: endpoint,
  taskOffsetSums: t.array(t.type({ task: TaskIdCodec, offsetSum: t.Int })),
  uniqueField: t.Int,
  errorCode: t.Int,
  clientTags: t.array(t.type({ key: t.string, value: t.string })),
})

const what = 'subscription user data'

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8')

const writeOffsetSumsByTopicGroup = (sums: readonly TaskOffsetSum[], writer: ByteWriter): void => {
  const groups = new Map<number, TaskOffsetSum[]>()
  for (const s of sums) groups.set(s.task.subtopology, [...(groups.get(s.task.subtopology) ?? []), s])
  writer.list(
    [...groups].sort(([a], [b]) => a - b),
    ([group, members], w) => {
      w.int32(group).list(members, (s, pw) => pw.int32(s.task.partition).int64(s.offsetSum))
    },
  )
}

const writeTaskSet = (tasks: readonly TaskId[], writer: ByteWriter, version: number): void => {
  writer.list(tasks, (task, w) => writeTask(task, w, version))
}

/**
 * Writes a subscription exactly as Java's `SubscriptionInfo#encode` lays it out at `info.version`: below version 7
 * the offset sums become the previous-active set (offset sum {@link LATEST_OFFSET}) and the standby set (the rest).
 * @throws InvalidUserDataError when the version is outside 1-11 or the process id is not a UUID
 * @example
 * const bytes = encodeSubscriptionInfo(info)
 * @category Running
 * @since 0.1.0
 */
export const encodeSubscriptionInfo = (info: SubscriptionInfo): Buffer => {
  const { version } = info
  requireWritableVersion(version, 'a subscription')
  const w = new ByteWriter().int32(version)
  if (version >= 3) w.int32(info.latestSupportedVersion)
  w.uuid(info.processId)
  if (version < MIN_OFFSET_SUM_VERSION) {
    const active = info.taskOffsetSums.filter((s) => s.offsetSum === LATEST_OFFSET).map((s) => s.task)
    const standby = info.taskOffsetSums.filter((s) => s.offsetSum !== LATEST_OFFSET).map((s) => s.task)
    writeTaskSet(active, w, version)
    writeTaskSet(standby, w, version)
  }
  if (version >= 2) w.bytes(utf8(info.userEndpoint))
  if (version >= MIN_NAMED_TOPOLOGY_VERSION) {
    w.list(info.taskOffsetSums, (s, sw) => {
      sw.int32(s.task.subtopology).int32(s.task.partition).int64(s.offsetSum).kafkaString(null)
    })
  } else if (version >= MIN_OFFSET_SUM_VERSION) {
    writeOffsetSumsByTopicGroup(info.taskOffsetSums, w)
  }
  if (version >= 8) w.int8(info.uniqueField)
  if (version >= 9) w.int32(info.errorCode)
  if (version >= 11) w.list(info.clientTags, (tag, tw) => tw.bytes(utf8(tag.key)).bytes(utf8(tag.value)))
  return w.toBuffer()
}

const readOffsetSums = (r: ByteReader, version: number): TaskOffsetSum[] => {
  if (version >= MIN_NAMED_TOPOLOGY_VERSION) {
    return r.list((sr) => {
      const task = { subtopology: sr.int32(), partition: sr.int32() }
      const offsetSum = sr.int64()
      if (sr.kafkaString() !== null) {
        throw new InvalidUserDataError(
          `Task ${formatTaskId(task)} belongs to a named topology, which this assignor does not support.`,
        )
      }
      return { task, offsetSum }
    }, 18)
  }
  return r
    .list((gr) => {
      const subtopology = gr.int32()
      return gr.list((pr) => ({ task: { subtopology, partition: pr.int32() }, offsetSum: pr.int64() }), 12)
    }, 8)
    .flat()
}

const readTaskSets = (r: ByteReader, version: number): TaskOffsetSum[] => {
  const active = r.list((tr) => readTask(tr, version), 8)
  const standby = r.list((tr) => readTask(tr, version), 8)
  return [
    ...active.map((task) => ({ task, offsetSum: LATEST_OFFSET })),
    ...standby.map((task) => ({ task, offsetSum: UNKNOWN_OFFSET_SUM })),
  ]
}

/**
 * Reads a subscription Java 4.4 (or an older Kafka Streams, versions 1-11) or Tributary wrote, validating every
 * field; a newer version is read as a {@link FutureSubscription}; anything else throws {@link InvalidUserDataError}.
 * @example
 * decodeSubscriptionInfo(encodeSubscriptionInfo(info)) // equals info
 * @category Running
 * @since 0.1.0
 */
export const decodeSubscriptionInfo = (bytes: Buffer): SubscriptionInfo | FutureSubscription => {
  const r = new ByteReader(bytes, what)
  const version = r.int32()
  if (version > LATEST_SUPPORTED_VERSION) {
    return { _tag: 'FutureSubscription', version, latestSupportedVersion: r.int32() }
  }
  if (version < 1) throw new InvalidUserDataError(`The ${what} has version ${version}; versions start at 1.`)
  const latestSupportedVersion = version >= 3 ? r.int32() : UNKNOWN_VERSION
  const processId = r.uuid()
  const taskSets = version < MIN_OFFSET_SUM_VERSION ? readTaskSets(r, version) : []
  const userEndpoint = version >= 2 ? r.bytesField().toString('utf8') : ''
  const taskOffsetSums = version >= MIN_OFFSET_SUM_VERSION ? readOffsetSums(r, version) : taskSets
  const raw = {
    version,
    latestSupportedVersion,
    processId,
    userEndpoint,
    taskOffsetSums,
    uniqueField: version >= 8 ? r.int8() : 0,
    errorCode: version >= 9 ? r.int32() : 0,
    clientTags:
      version >= 11
        ? r.list(
            (tr) => ({ key: tr.bytesField().toString('utf8'), value: tr.bytesField().toString('utf8') }),
            8,
          )
        : [],
  }
  r.end()
  return validated(SubscriptionInfoCodec, raw, what)
}

/**
 * Decodes the user data of a named member, saying which member sent garbage.
 * @example
 * decodeMemberSubscription('member-1', bytes)
 * @category Running
 * @since 0.1.0
 */
export const decodeMemberSubscription = (
  memberId: string,
  bytes: Buffer,
): SubscriptionInfo | FutureSubscription => {
  try {
    return decodeSubscriptionInfo(bytes)
  } catch (e) {
    if (!(e instanceof InvalidUserDataError)) throw e
    throw new InvalidUserDataError(`Group member ${memberId} sent unreadable user data. ${e.message}`, {
      cause: e,
    })
  }
}
