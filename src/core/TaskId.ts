/**
 * A task: one partition of one sub-topology, written `<subtopology>_<partition>` as Kafka Streams does.
 * @since 0.1.0
 */

// -------------------------------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------------------------------

/**
 * A task's identity.
 * @category Running
 * @since 0.1.0
 */
export interface TaskId {
  readonly subtopology: number
  readonly partition: number
}

// -------------------------------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------------------------------

/**
 * Builds a task id.
 * @example
 * taskId(0, 3) // { subtopology: 0, partition: 3 }
 * @category Running
 * @since 0.1.0
 */
export const taskId = (subtopology: number, partition: number): TaskId => ({ subtopology, partition })

/**
 * Reads `<subtopology>_<partition>`; undefined when the text is not of that form.
 * @example
 * parseTaskId('1_4') // { subtopology: 1, partition: 4 }
 * @category Running
 * @since 0.1.0
 */
export const parseTaskId = (text: string): TaskId | undefined => {
  const match = /^(\d+)_(\d+)$/.exec(text)
  return match === null ? undefined : taskId(Number(match[1]), Number(match[2]))
}

// -------------------------------------------------------------------------------------------------------------
// destructors
// -------------------------------------------------------------------------------------------------------------

/**
 * Writes a task id as Kafka Streams does.
 * @example
 * formatTaskId(taskId(1, 4)) // '1_4'
 * @category Running
 * @since 0.1.0
 */
export const formatTaskId = (id: TaskId): string => `${id.subtopology}_${id.partition}`

/**
 * Orders task ids by sub-topology, then partition.
 * @example
 * [taskId(1, 0), taskId(0, 2)].sort(compareTaskIds)
 * @category Running
 * @since 0.1.0
 */
export const compareTaskIds = (a: TaskId, b: TaskId): number =>
  a.subtopology - b.subtopology || a.partition - b.partition
