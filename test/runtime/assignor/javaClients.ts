// Java's assignor test fixtures in our terms: a Java ClientState built from lags becomes a ClientState whose
// offset sums are END - lag, with every changelog ending at END; a lag of Long.MAX_VALUE means no local state.
import type { ClientState } from '../../../src/runtime/assignor/ClientState.js'
import type { TaskAssignmentInput } from '../../../src/runtime/assignor/TaskAssignmentInput.js'

/** The end offset sum of every task in these fixtures. */
export const END = 1_000_000_000

/** Java's `Long.MAX_VALUE` lag: the client has no state of the task. */
export const NO_STATE = Number.POSITIVE_INFINITY

/** Java's `new ClientState(prevActive, prevStandby, lags, tags, capacity, processId)`. */
export const javaClient = (
  processId: string,
  options: {
    readonly prevActive?: readonly string[]
    readonly prevStandby?: readonly string[]
    readonly lags?: Readonly<Record<string, number>>
    readonly capacity?: number
  } = {},
): ClientState => ({
  processId,
  capacity: options.capacity ?? 1,
  prevActive: new Set(options.prevActive ?? []),
  prevStandby: new Set(options.prevStandby ?? []),
  offsetSums: new Map(
    Object.entries(options.lags ?? {}).flatMap(([task, lag]) =>
      Number.isFinite(lag) ? [[task, END - lag]] : [],
    ),
  ),
})

/** Java's `getMockClientWithPreviousCaughtUpTasks`: previous owner of `active`, no state of the other tasks. */
export const caughtUpOn = (
  processId: string,
  active: readonly string[],
  stateful: readonly string[],
): ClientState =>
  javaClient(processId, {
    prevActive: active,
    lags: Object.fromEntries(stateful.map((t) => [t, active.includes(t) ? 0 : NO_STATE])),
  })

/** The same lag for every task. */
export const lagsOf = (tasks: readonly string[], lag: number): Record<string, number> =>
  Object.fromEntries(tasks.map((t) => [t, lag]))

/** Java's `AssignmentConfigs(acceptableRecoveryLag, maxWarmupReplicas, numStandbyReplicas, ...)`. */
export const configs = (
  acceptableRecoveryLag: number,
  maxWarmupReplicas: number,
  numStandbyReplicas: number,
): Pick<TaskAssignmentInput, 'acceptableRecoveryLag' | 'maxWarmupReplicas' | 'numStandbyReplicas'> => ({
  acceptableRecoveryLag,
  maxWarmupReplicas,
  numStandbyReplicas,
})

/** Java's `getConfigWithoutStandbys` and `getConfigWithStandbys`. */
export const withoutStandbys = configs(100, 2, 0)
export const withStandbys = configs(100, 2, 1)

/** Java's `Long.MAX_VALUE` acceptable recovery lag. */
export const UNBOUNDED = Number.MAX_SAFE_INTEGER

/** Every task's end at END. */
export const endsOf = (tasks: readonly string[]): Map<string, number> => new Map(tasks.map((t) => [t, END]))
