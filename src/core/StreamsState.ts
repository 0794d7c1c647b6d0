/**
 * The lifecycle states of a Kafka Streams client (Java's `KafkaStreams.State`), the transitions Java allows between
 * them, and the helpers Java defines on them.
 * @since 0.1.0
 */

// -------------------------------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------------------------------

/**
 * A client's lifecycle state.
 * @example
 * const s: StreamsState = StreamsState.RUNNING
 * @category Running
 * @since 0.1.0
 */
export type StreamsState =
  'CREATED' | 'REBALANCING' | 'RUNNING' | 'PENDING_SHUTDOWN' | 'NOT_RUNNING' | 'PENDING_ERROR' | 'ERROR'

/**
 * The state values by name, as Java's enum constants.
 * @example
 * StreamsState.CREATED // 'CREATED'
 * @category Running
 * @since 0.1.0
 */
export const StreamsState = {
  CREATED: 'CREATED',
  REBALANCING: 'REBALANCING',
  RUNNING: 'RUNNING',
  PENDING_SHUTDOWN: 'PENDING_SHUTDOWN',
  NOT_RUNNING: 'NOT_RUNNING',
  PENDING_ERROR: 'PENDING_ERROR',
  ERROR: 'ERROR',
} as const satisfies { readonly [S in StreamsState]: S }

/**
 * The states each state may move to, exactly as Java's table (RUNNING to RUNNING is legal and is reported again).
 * @example
 * allowedTransitions.CREATED // ['REBALANCING', 'PENDING_SHUTDOWN']
 * @category Running
 * @since 0.1.0
 */
export const allowedTransitions: { readonly [S in StreamsState]: readonly StreamsState[] } = {
  CREATED: ['REBALANCING', 'PENDING_SHUTDOWN'],
  REBALANCING: ['RUNNING', 'PENDING_SHUTDOWN', 'PENDING_ERROR'],
  RUNNING: ['REBALANCING', 'RUNNING', 'PENDING_SHUTDOWN', 'PENDING_ERROR'],
  PENDING_SHUTDOWN: ['NOT_RUNNING'],
  NOT_RUNNING: [],
  PENDING_ERROR: ['ERROR'],
  ERROR: [],
}

// -------------------------------------------------------------------------------------------------------------
// guards
// -------------------------------------------------------------------------------------------------------------

/**
 * Whether Java's table allows moving from `from` to `to`.
 * @example
 * isValidTransition('CREATED', 'RUNNING') // false
 * @category Running
 * @since 0.1.0
 */
export const isValidTransition = (from: StreamsState, to: StreamsState): boolean =>
  allowedTransitions[from].includes(to)

/**
 * CREATED: `start()` was not called yet.
 * @example
 * hasNotStarted('CREATED') // true
 * @category Running
 * @since 0.1.0
 */
export const hasNotStarted = (state: StreamsState): boolean => state === 'CREATED'

/**
 * RUNNING or REBALANCING: the client serves metadata and queries.
 * @example
 * isRunningOrRebalancing('REBALANCING') // true
 * @category Running
 * @since 0.1.0
 */
export const isRunningOrRebalancing = (state: StreamsState): boolean =>
  state === 'RUNNING' || state === 'REBALANCING'

/**
 * PENDING_SHUTDOWN or PENDING_ERROR: the client is closing.
 * @example
 * isShuttingDown('PENDING_ERROR') // true
 * @category Running
 * @since 0.1.0
 */
export const isShuttingDown = (state: StreamsState): boolean =>
  state === 'PENDING_SHUTDOWN' || state === 'PENDING_ERROR'

/**
 * NOT_RUNNING or ERROR: terminal, no transition leaves it.
 * @example
 * hasCompletedShutdown('ERROR') // true
 * @category Running
 * @since 0.1.0
 */
export const hasCompletedShutdown = (state: StreamsState): boolean =>
  state === 'NOT_RUNNING' || state === 'ERROR'

/**
 * Closing or closed (Java's `hasStartedOrFinishedShuttingDown`).
 * @example
 * hasStartedOrFinishedShuttingDown('NOT_RUNNING') // true
 * @category Running
 * @since 0.1.0
 */
export const hasStartedOrFinishedShuttingDown = (state: StreamsState): boolean =>
  isShuttingDown(state) || hasCompletedShutdown(state)
