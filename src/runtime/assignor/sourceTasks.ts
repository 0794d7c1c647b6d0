import type { TopicPartition } from '../../kafka/ports.js'
import { CopartitionMismatchError } from './CopartitionMismatchError.js'
import { formatTaskId, taskId } from '../../core/TaskId.js'

/**
 * A sub-topology as the assignor needs it: its id, the topics it reads and whether it keeps state.
 * @category Running
 * @since 0.1.0
 */
export interface SubtopologyInfo {
  readonly id: number
  readonly sourceTopics: readonly string[]
  /** Has state stores, so its tasks get standby replicas (default false). */
  readonly stateful?: boolean
  /** The topics its stores restore from (changelogs, or reused source topics): their end offsets give lags. */
  readonly changelogTopics?: readonly string[]
}

/**
 * The tasks of a topology for the current topic metadata, or the source topics that do not exist.
 * @category Running
 * @since 0.1.0
 */
export type SourceTasks =
  | {
      readonly _tag: 'Tasks'
      /** Task id (`<subtopology>_<partition>`, in task order) to the source partitions it reads. */
      readonly tasks: ReadonlyMap<string, readonly TopicPartition[]>
      readonly stateful: ReadonlySet<string>
    }
  | { readonly _tag: 'MissingSourceTopics'; readonly topics: readonly string[] }

/**
 * Derives the tasks: a sub-topology has as many tasks as its source topic with the most partitions, and task
 * `s_p` reads partition `p` of each of its source topics that has one. Co-partition groups must have equal counts.
 * @throws CopartitionMismatchError when a co-partition group's topics differ in partition count
 * @example
 * sourceTasks([{ id: 0, sourceTopics: ['in'] }], [], new Map([['in', 2]])) // tasks 0_0, 0_1
 * @category Running
 * @since 0.1.0
 */
export const sourceTasks = (
  subtopologies: readonly SubtopologyInfo[],
  copartitionGroups: readonly (readonly string[])[],
  partitionsPerTopic: ReadonlyMap<string, number>,
): SourceTasks => {
  const needed = [...new Set([...subtopologies.flatMap((s) => s.sourceTopics), ...copartitionGroups.flat()])]
  const missing = needed.filter((topic) => (partitionsPerTopic.get(topic) ?? 0) <= 0).sort()
  if (missing.length > 0) return { _tag: 'MissingSourceTopics', topics: missing }
  for (const group of copartitionGroups) {
    const counts = new Set(group.map((topic) => partitionsPerTopic.get(topic)))
    if (counts.size > 1) {
      throw new CopartitionMismatchError(
        Object.fromEntries(group.map((topic) => [topic, partitionsPerTopic.get(topic) ?? 0])),
      )
    }
  }
  const tasks = new Map<string, TopicPartition[]>()
  const stateful = new Set<string>()
  for (const sub of [...subtopologies].sort((a, b) => a.id - b.id)) {
    const counts = sub.sourceTopics.map((topic) => partitionsPerTopic.get(topic) ?? 0)
    const taskCount = Math.max(0, ...counts)
    for (let partition = 0; partition < taskCount; partition++) {
      const id = formatTaskId(taskId(sub.id, partition))
      tasks.set(
        id,
        sub.sourceTopics
          .filter((_, i) => (counts[i] ?? 0) > partition)
          .map((topic) => ({ topic, partition })),
      )
      if (sub.stateful === true) stateful.add(id)
    }
  }
  return { _tag: 'Tasks', tasks, stateful }
}
