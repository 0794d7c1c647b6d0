import type { AdminPort, ConsumerIsolationLevel } from '../../kafka/ports.js'
import type { LagInfo } from './LagInfo.js'
import type { LocalTask } from './LocalTask.js'

/**
 * How far each store partition of `tasks` (active and standby) is behind the end of its changelog, by store name
 * and partition (Kafka Streams' `allLocalStorePartitionLags`); `admin` is connected. Under exactly-once the end is
 * the last stable offset (`read_committed`).
 * @example
 * const lags = await localStorePartitionLags(admin, [...app.localTasks().values()], 'read_committed')
 * lags.get('counts')?.get(0)?.offsetLag
 * @category Running
 * @since 0.1.0
 */
export const localStorePartitionLags = async (
  admin: AdminPort,
  tasks: readonly LocalTask[],
  isolation: ConsumerIsolationLevel | undefined,
): Promise<Map<string, Map<number, LagInfo>>> => {
  const ends = new Map<string, number>()
  const topics = new Set(tasks.flatMap((t) => t.stateManager.changelogged().map((e) => e.changelog.topic)))
  for (const topic of topics)
    for (const o of await admin.listOffsets(topic, isolation)) ends.set(`${topic}:${o.partition}`, o.latest)
  const out = new Map<string, Map<number, LagInfo>>()
  for (const task of tasks) {
    for (const { storeName, partition, lag } of task.stateManager.lags(
      (tp) => ends.get(`${tp.topic}:${tp.partition}`) ?? 0,
    )) {
      const byPartition = out.get(storeName) ?? new Map<number, LagInfo>()
      byPartition.set(partition, lag)
      out.set(storeName, byPartition)
    }
  }
  return out
}
