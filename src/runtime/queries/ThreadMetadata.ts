import type { TopicPartition } from '../../kafka/ports.js'
import { parseTaskId } from '../../core/TaskId.js'
import type { TaskManager } from '../task/TaskManager.js'

/**
 * One task of a local stream thread (Kafka Streams' `TaskMetadata`, without offsets): its id and the source
 * partitions it reads.
 * @example
 * const t: TaskMetadata = { taskId: '1_0', topicPartitions: [{ topic: 'app-counts-repartition', partition: 0 }] }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface TaskMetadata {
  readonly taskId: string
  readonly topicPartitions: readonly TopicPartition[]
}

/**
 * One local stream thread (Kafka Streams' `ThreadMetadata`): its name, its active and standby tasks and the
 * client ids of its Kafka clients.
 * @example
 * app.metadataForLocalThreads().map((t) => t.activeTasks.length)
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ThreadMetadata {
  readonly threadName: string
  readonly activeTasks: readonly TaskMetadata[]
  readonly standbyTasks: readonly TaskMetadata[]
  readonly consumerClientId: string
  readonly restoreConsumerClientId: string
  readonly producerClientIds: readonly string[]
  readonly adminClientId: string
}

const taskMetadata =
  (tasks: TaskManager) =>
  (id: string): TaskMetadata[] => {
    const task = tasks.localTask(id)
    const partition = parseTaskId(id)?.partition
    return task === undefined || partition === undefined
      ? []
      : [{ taskId: id, topicPartitions: task.sourceTopics().map((topic) => ({ topic, partition })) }]
  }

/**
 * The metadata of a stream thread named `threadName` from its task manager (client ids follow the thread's
 * naming: `<thread>-consumer`, `-restore-consumer`, `-producer`, `-admin`).
 * @example
 * threadMetadata(thread.name, thread.taskManager)
 * @category Interactive queries
 * @since 0.1.0
 */
export const threadMetadata = (threadName: string, tasks: TaskManager): ThreadMetadata => ({
  threadName,
  activeTasks: tasks.activeTaskIds().flatMap(taskMetadata(tasks)),
  standbyTasks: tasks.standbyTaskIds().flatMap(taskMetadata(tasks)),
  consumerClientId: `${threadName}-consumer`,
  restoreConsumerClientId: `${threadName}-restore-consumer`,
  producerClientIds: [`${threadName}-producer`],
  adminClientId: `${threadName}-admin`,
})
