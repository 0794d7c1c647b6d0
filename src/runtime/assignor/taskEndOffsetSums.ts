import type { TopicPartition, TopicPartitionOffset } from '../../kafka/ports.js'
import { parseTaskId } from '../../core/TaskId.js'
import type { SubtopologyInfo } from './sourceTasks.js'

/**
 * Per stateful task, the sum of the end offsets of its changelog partitions (partition `p` of each changelog of its
 * sub-topology), as `read` reports them (Java's `computeEndOffsetSumsByTask`). A task whose partitions are not all
 * reported is left out; when `read` is absent or fails, the result is undefined and the assignor estimates every
 * end from the members' offset sums (Java falls back the same way when it cannot fetch the end offsets).
 * @example
 * await taskEndOffsetSums([{ id: 1, sourceTopics: ['r'], stateful: true, changelogTopics: ['app-c-changelog'] }],
 *   new Set(['1_0']), (tps) => admin.endOffsets(tps))
 * // Map { '1_0' => 42 }
 * @category Running
 * @since 0.1.0
 */
export const taskEndOffsetSums = async (
  subtopologies: readonly SubtopologyInfo[],
  stateful: ReadonlySet<string>,
  read: ((partitions: readonly TopicPartition[]) => Promise<readonly TopicPartitionOffset[]>) | undefined,
): Promise<Map<string, number> | undefined> => {
  if (read === undefined) return undefined
  const changelogs = new Map(subtopologies.map((s) => [s.id, s.changelogTopics ?? []]))
  const byTask = new Map<string, TopicPartition[]>()
  for (const task of stateful) {
    const id = parseTaskId(task)
    if (id === undefined) continue
    const topics = changelogs.get(id.subtopology) ?? []
    if (topics.length > 0)
      byTask.set(
        task,
        topics.map((topic) => ({ topic, partition: id.partition })),
      )
  }
  if (byTask.size === 0) return new Map()
  let offsets: readonly TopicPartitionOffset[]
  try {
    offsets = await read([...byTask.values()].flat())
  } catch {
    return undefined
  }
  const end = new Map(offsets.map((o) => [`${o.topic}\u0000${o.partition}`, o.offset]))
  const sums = new Map<string, number>()
  for (const [task, partitions] of byTask) {
    const ends = partitions.map((p) => end.get(`${p.topic}\u0000${p.partition}`))
    if (ends.every((e) => e !== undefined))
      sums.set(
        task,
        ends.reduce((a, b) => a + b, 0),
      )
  }
  return sums
}
