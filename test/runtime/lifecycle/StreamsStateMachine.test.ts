import { firstValueFrom, lastValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { IllegalStateTransitionError } from '../../../src/runtime/lifecycle/IllegalStateTransitionError.js'
import {
  allowedTransitions,
  hasCompletedShutdown,
  hasNotStarted,
  hasStartedOrFinishedShuttingDown,
  isRunningOrRebalancing,
  isShuttingDown,
  StreamsState,
} from '../../../src/core/StreamsState.js'
import {
  StreamsStateMachine,
  type StreamsStateChange,
} from '../../../src/runtime/lifecycle/StreamsStateMachine.js'

const states = Object.values(StreamsState)

/** Drives a fresh machine along `path` (each step must succeed). */
const machineAt = (...path: StreamsState[]): StreamsStateMachine => {
  const machine = new StreamsStateMachine('test-client')
  for (const s of path) expect(machine.setState(s)).toBe(true)
  return machine
}

/** A path from CREATED to each state. */
const pathTo: { readonly [S in StreamsState]: StreamsState[] } = {
  CREATED: [],
  REBALANCING: ['REBALANCING'],
  RUNNING: ['REBALANCING', 'RUNNING'],
  PENDING_SHUTDOWN: ['PENDING_SHUTDOWN'],
  NOT_RUNNING: ['PENDING_SHUTDOWN', 'NOT_RUNNING'],
  PENDING_ERROR: ['REBALANCING', 'PENDING_ERROR'],
  ERROR: ['REBALANCING', 'PENDING_ERROR', 'ERROR'],
}

/** Java's silent refusals (setState returns false), by current state. */
const silent: { readonly [S in StreamsState]: readonly StreamsState[] } = {
  CREATED: [],
  REBALANCING: ['REBALANCING'],
  RUNNING: [],
  PENDING_SHUTDOWN: states.filter((s) => s !== 'NOT_RUNNING'),
  NOT_RUNNING: ['PENDING_SHUTDOWN', 'NOT_RUNNING'],
  PENDING_ERROR: states.filter((s) => s !== 'ERROR'),
  ERROR: ['PENDING_ERROR', 'ERROR'],
}

describe('StreamsState', () => {
  it("has Java's transition table (reference §7.1, by ordinal)", () => {
    const byOrdinal = [[1, 3], [2, 3, 5], [1, 2, 3, 5], [4], [], [6], []]
    states.forEach((state, ordinal) => {
      expect(allowedTransitions[state]).toEqual(byOrdinal[ordinal]?.map((i) => states[i]))
    })
  })

  it('classifies states as the Java helpers do', () => {
    expect(states.filter(hasNotStarted)).toEqual(['CREATED'])
    expect(states.filter(isRunningOrRebalancing)).toEqual(['REBALANCING', 'RUNNING'])
    expect(states.filter(isShuttingDown)).toEqual(['PENDING_SHUTDOWN', 'PENDING_ERROR'])
    expect(states.filter(hasCompletedShutdown)).toEqual(['NOT_RUNNING', 'ERROR'])
    expect(states.filter(hasStartedOrFinishedShuttingDown)).toEqual([
      'PENDING_SHUTDOWN',
      'NOT_RUNNING',
      'PENDING_ERROR',
      'ERROR',
    ])
  })
})

describe('StreamsStateMachine', () => {
  for (const from of states) {
    for (const to of states) {
      const expected = silent[from].includes(to)
        ? 'refused silently'
        : allowedTransitions[from].includes(to)
          ? 'allowed'
          : 'illegal'
      it(`${from} -> ${to} is ${expected}`, () => {
        const machine = machineAt(...pathTo[from])
        const seen: StreamsStateChange[] = []
        machine.state$.subscribe((c) => seen.push(c))
        seen.length = 0
        if (expected === 'illegal') {
          const error = (() => {
            try {
              machine.setState(to)
            } catch (e) {
              return e
            }
            return undefined
          })()
          expect(error).toBeInstanceOf(IllegalStateTransitionError)
          expect((error as IllegalStateTransitionError)._tag).toBe('IllegalStateTransition')
          expect((error as IllegalStateTransitionError).retryable).toBe(false)
          expect(machine.state).toBe(from)
          expect(seen).toEqual([])
        } else if (expected === 'refused silently') {
          expect(machine.setState(to)).toBe(false)
          expect(machine.state).toBe(from)
          expect(seen).toEqual([])
        } else {
          expect(machine.setState(to)).toBe(true)
          expect(machine.state).toBe(to)
          expect(seen).toEqual([{ oldState: from, newState: to }])
        }
      })
    }
  }

  it('tells a late subscriber the initial state', async () => {
    const machine = new StreamsStateMachine('c')
    expect(await firstValueFrom(machine.state$)).toEqual({ oldState: null, newState: 'CREATED' })
  })

  it('tells a late subscriber the latest change', async () => {
    const machine = machineAt('REBALANCING', 'RUNNING')
    expect(await firstValueFrom(machine.state$)).toEqual({ oldState: 'REBALANCING', newState: 'RUNNING' })
  })

  it('reports RUNNING -> RUNNING again', () => {
    const machine = machineAt('REBALANCING', 'RUNNING')
    const seen: StreamsStateChange[] = []
    machine.state$.subscribe((c) => seen.push(c))
    machine.setState('RUNNING')
    expect(seen).toEqual([
      { oldState: 'REBALANCING', newState: 'RUNNING' },
      { oldState: 'RUNNING', newState: 'RUNNING' },
    ])
  })

  it('completes at a terminal state, after replaying it to late subscribers', async () => {
    const machine = new StreamsStateMachine('c')
    const all = lastValueFrom(machine.state$.pipe(toArray()))
    machine.setState('REBALANCING')
    machine.setState('PENDING_ERROR')
    machine.setState('ERROR')
    expect((await all).map((c) => c.newState)).toEqual(['CREATED', 'REBALANCING', 'PENDING_ERROR', 'ERROR'])
    expect(await lastValueFrom(machine.state$)).toEqual({ oldState: 'PENDING_ERROR', newState: 'ERROR' })
  })
})
