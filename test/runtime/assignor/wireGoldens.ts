import { join } from 'node:path'
import * as t from 'io-ts'
import { readGoldenJson } from '../../goldens/readGoldenJson.js'
import type { AssignmentInfo, HostPartitions } from '../../../src/runtime/assignor/AssignmentInfo.js'
import type { SubscriptionInfo } from '../../../src/runtime/assignor/SubscriptionInfo.js'
import { compareTaskIds, formatTaskId, parseTaskId, type TaskId } from '../../../src/core/TaskId.js'

/** The golden folder written by reference/java's AssignorWireGoldens (npm run goldens). */
export const wireGoldenDir = join(import.meta.dirname, '../../goldens/assignor-wire')

const Partition = t.type({ topic: t.string, partition: t.number })
const Host = t.type({ host: t.string, port: t.number, partitions: t.array(Partition) })

const SubscriptionView = t.type({
  version: t.number,
  latestSupportedVersion: t.number,
  processId: t.string,
  userEndpoint: t.string,
  taskOffsetSums: t.array(t.type({ task: t.string, offsetSum: t.number })),
  errorCode: t.number,
  clientTags: t.array(t.type({ key: t.string, value: t.string })),
})
const AssignmentView = t.type({
  version: t.number,
  commonlySupportedVersion: t.number,
  activeTasks: t.array(t.string),
  standbyTasks: t.array(t.type({ task: t.string, partitions: t.array(Partition) })),
  partitionsByHost: t.array(Host),
  standbyPartitionsByHost: t.array(Host),
  errorCode: t.number,
  nextRebalanceMs: t.string,
})

/** Java's view of a SubscriptionInfo, as AssignorWireGoldens prints it. */
export type SubscriptionView = t.TypeOf<typeof SubscriptionView>
/** Java's view of an AssignmentInfo, as AssignorWireGoldens prints it. */
export type AssignmentView = t.TypeOf<typeof AssignmentView>

const SubscriptionCase = t.type({
  name: t.string,
  orderFixed: t.boolean,
  fields: t.intersection([SubscriptionView, t.type({ uniqueField: t.number })]),
  hex: t.string,
  decoded: SubscriptionView,
})
const AssignmentCase = t.type({
  name: t.string,
  orderFixed: t.boolean,
  fields: AssignmentView,
  hex: t.string,
  decoded: AssignmentView,
})
const Decoded = t.type({ kind: t.string, name: t.string, decoded: t.unknown })

export const subscriptionCases = () =>
  readGoldenJson(join(wireGoldenDir, 'subscriptions.json'), t.array(SubscriptionCase))
export const assignmentCases = () =>
  readGoldenJson(join(wireGoldenDir, 'assignments.json'), t.array(AssignmentCase))
/** Java's decoding of the bytes our encoders wrote for the same cases. */
export const javaDecodedOurs = () =>
  readGoldenJson(join(wireGoldenDir, 'tributary-decoded.json'), t.array(Decoded))

const NEVER = '9223372036854775807'
const task = (text: string): TaskId => {
  const id = parseTaskId(text)
  if (id === undefined) throw new Error(`bad task id in golden: ${text}`)
  return id
}
const byTopicPartition = (a: t.TypeOf<typeof Partition>, b: t.TypeOf<typeof Partition>): number =>
  a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : a.partition - b.partition
const hostsView = (hosts: readonly HostPartitions[]) =>
  hosts
    .map((h) => ({
      host: h.host.host,
      port: h.host.port,
      partitions: [...h.partitions].sort(byTopicPartition),
    }))
    .sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : a.port - b.port))

export const subscriptionOf = (f: t.TypeOf<typeof SubscriptionCase>['fields']): SubscriptionInfo => ({
  ...f,
  taskOffsetSums: f.taskOffsetSums.map((s) => ({ task: task(s.task), offsetSum: s.offsetSum })),
})

export const assignmentOf = (f: AssignmentView): AssignmentInfo => ({
  ...f,
  activeTasks: f.activeTasks.map(task),
  standbyTasks: f.standbyTasks.map((s) => ({ task: task(s.task), partitions: s.partitions })),
  partitionsByHost: f.partitionsByHost.map((h) => ({
    host: { host: h.host, port: h.port },
    partitions: h.partitions,
  })),
  standbyPartitionsByHost: f.standbyPartitionsByHost.map((h) => ({
    host: { host: h.host, port: h.port },
    partitions: h.partitions,
  })),
  nextRebalanceMs: f.nextRebalanceMs === NEVER ? undefined : Number(f.nextRebalanceMs),
})

/** Our decoding in Java's view: collections sorted as AssignorWireGoldens sorts them. */
export const subscriptionView = (info: SubscriptionInfo): SubscriptionView => ({
  version: info.version,
  latestSupportedVersion: info.latestSupportedVersion,
  processId: info.processId,
  userEndpoint: info.userEndpoint,
  taskOffsetSums: [...info.taskOffsetSums]
    .sort((a, b) => compareTaskIds(a.task, b.task))
    .map((s) => ({ task: formatTaskId(s.task), offsetSum: s.offsetSum })),
  errorCode: info.errorCode,
  clientTags: [...info.clientTags].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
})

export const assignmentView = (info: AssignmentInfo): AssignmentView => ({
  version: info.version,
  commonlySupportedVersion: info.commonlySupportedVersion,
  activeTasks: info.activeTasks.map(formatTaskId),
  standbyTasks: [...info.standbyTasks]
    .sort((a, b) => compareTaskIds(a.task, b.task))
    .map((s) => ({ task: formatTaskId(s.task), partitions: [...s.partitions].sort(byTopicPartition) })),
  partitionsByHost: hostsView(info.partitionsByHost),
  standbyPartitionsByHost: hostsView(info.standbyPartitionsByHost),
  errorCode: info.errorCode,
  nextRebalanceMs: info.nextRebalanceMs === undefined ? NEVER : String(info.nextRebalanceMs),
})
