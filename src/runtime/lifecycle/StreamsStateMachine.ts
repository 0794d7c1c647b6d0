import { ReplaySubject, type Observable } from 'rxjs'
import { IllegalStateTransitionError } from './IllegalStateTransitionError.js'
import { hasCompletedShutdown, isValidTransition, type StreamsState } from '../../core/StreamsState.js'

/**
 * One state change. The first value a subscriber sees may be the initial state, with `oldState` null.
 * @category Running
 * @since 0.1.0
 */
export interface StreamsStateChange {
  readonly oldState: StreamsState | null
  readonly newState: StreamsState
}

/** The changes Java refuses silently (returns false, no listener call) instead of throwing. */
const silentlyRefused = (from: StreamsState, to: StreamsState): boolean => {
  switch (from) {
    case 'PENDING_SHUTDOWN':
      return to !== 'NOT_RUNNING'
    case 'NOT_RUNNING':
      return to === 'PENDING_SHUTDOWN' || to === 'NOT_RUNNING'
    case 'REBALANCING':
      return to === 'REBALANCING'
    case 'ERROR':
      return to === 'PENDING_ERROR' || to === 'ERROR'
    case 'PENDING_ERROR':
      return to !== 'ERROR'
    case 'CREATED':
    case 'RUNNING':
      return false
    default: {
      const never: never = from
      return never
    }
  }
}

/**
 * A client's lifecycle state with Java's `setState` rules: some changes are refused silently (closing twice,
 * rebalancing while rebalancing, anything but the next step while shutting down), any other change outside the table
 * throws {@link IllegalStateTransitionError}. `state$` replays the latest change to each new subscriber and
 * completes once NOT_RUNNING or ERROR is reached.
 * @example
 * const machine = new StreamsStateMachine('app-1')
 * machine.state$.subscribe(({ oldState, newState }) => console.log(oldState, '->', newState))
 * machine.setState('REBALANCING') // true
 * @category Running
 * @since 0.1.0
 */
export class StreamsStateMachine {
  private readonly changes = new ReplaySubject<StreamsStateChange>(1)
  private current: StreamsState = 'CREATED'

  constructor(
    /** Names the client in error messages. */
    readonly clientId: string,
  ) {
    this.changes.next({ oldState: null, newState: 'CREATED' })
  }

  /** The current state. */
  get state(): StreamsState {
    return this.current
  }

  /** Every state change; late subscribers first receive the latest one. Completes at NOT_RUNNING or ERROR
   * (after replaying that last change). */
  get state$(): Observable<StreamsStateChange> {
    return this.changes.asObservable()
  }

  /**
   * Moves to `to`. Returns false when Java refuses the change silently, true when it happened (listeners have then
   * seen it); throws {@link IllegalStateTransitionError} when the change is illegal.
   */
  setState(to: StreamsState): boolean {
    const from = this.state
    if (silentlyRefused(from, to)) return false
    if (!isValidTransition(from, to)) throw new IllegalStateTransitionError(this.clientId, from, to)
    this.current = to
    this.changes.next({ oldState: from, newState: to })
    if (hasCompletedShutdown(to)) this.changes.complete()
    return true
  }
}
