import { formatTaskId, parseTaskId, type TaskId } from './TaskId.js'

/**
 * The one key form of a task in the runtime's maps: its public text `<subtopology>_<partition>` (`'1_0'`, what
 * users see in `localTasks()`), branded so that only {@link taskKey} and {@link taskKeyOf} make one. Task ids
 * are formatted and parsed here and nowhere else in the task runtime.
 * @category Running
 * @since 0.1.0
 */
export type TaskKey = string & { readonly __taskKey: unique symbol }

/**
 * The key of a task id.
 * @example
 * taskKey(taskId(1, 0)) // '1_0'
 * @category Running
 * @since 0.1.0
 */
export const taskKey = (id: TaskId): TaskKey => formatTaskId(id) as TaskKey

/**
 * The key a text names, if it is a task id (e.g. a task id a caller passes as a string).
 * @example
 * taskKeyOf('1_0') // '1_0' as a TaskKey; taskKeyOf('global') is undefined
 * @category Running
 * @since 0.1.0
 */
export const taskKeyOf = (text: string): TaskKey | undefined => {
  const id = parseTaskId(text)
  return id === undefined ? undefined : taskKey(id)
}

/**
 * The task id behind a key.
 * @example
 * taskIdOf(taskKey(taskId(1, 0))) // { subtopology: 1, partition: 0 }
 * @category Running
 * @since 0.1.0
 */
export const taskIdOf = (key: TaskKey): TaskId =>
  // every key is made from a task id, so it always parses; the fallback only satisfies the type
  parseTaskId(key) ?? { subtopology: -1, partition: -1 }
