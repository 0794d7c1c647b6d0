import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { KeyQuery } from '../../../src/query/KeyQuery.js'
import {
  planStateQuery,
  type LocalStoreTask,
  type PartitionPlan,
  type StateQueryContext,
} from '../../../src/query/local/planStateQuery.js'
import { Position } from '../../../src/query/Position.js'
import { PositionBound } from '../../../src/query/PositionBound.js'
import { appStateError } from '../../../src/query/local/resolveStoreAccess.js'
import { StateQueryRequest } from '../../../src/query/StateQueryRequest.js'
import type { StoreError } from '../../../src/query/StoreError.js'

const request = StateQueryRequest.inStore('counts').withQuery(KeyQuery.withKey<string, number>('k'))
const bound = PositionBound.at(Position.fromMap({ in: { 0: 5 } }))
const task = (partition: number, active = true, running = true): LocalStoreTask => ({
  partition,
  active,
  running,
})
const context: StateQueryContext = {
  state: 'RUNNING',
  storeKnown: true,
  partitionCount: 4,
  tasks: [task(0), task(1, false), task(2, true, false)],
}

const stepText = (step: PartitionPlan): string | undefined =>
  step._tag === 'Execute'
    ? step.bound.isUnbounded()
      ? 'run'
      : 'run-bounded'
    : step.result.isFailure()
      ? step.result.failureReason
      : undefined

/** The request-level error's tag, or each partition's outcome: run (bounded or not) or the failure reason. */
const outcome = (req: StateQueryRequest<unknown>, ctx: StateQueryContext = context): unknown =>
  E.match(
    (e: StoreError) => e._tag,
    (plan: ReadonlyMap<number, PartitionPlan>): unknown =>
      Object.fromEntries([...plan].map(([p, step]) => [p, stepText(step)])),
  )(planStateQuery(req, ctx))

describe('planStateQuery', () => {
  it.each([
    ['unknown store, in any state', { storeKnown: false, state: 'CREATED' }, 'UnknownStateStore'],
    ['CREATED', { state: 'CREATED' }, 'StreamsNotStarted'],
    ['PENDING_SHUTDOWN', { state: 'PENDING_SHUTDOWN' }, 'StateStoreNotAvailable'],
    ['ERROR', { state: 'ERROR' }, 'StateStoreNotAvailable'],
  ] as const)('request-level: %s', (_name, change, expected) => {
    expect(outcome(request, { ...context, ...change })).toBe(expected)
  })

  it('REBALANCING is not an error: every local task answers', () => {
    expect(outcome(request, { ...context, state: 'REBALANCING' })).toEqual({ 0: 'run', 1: 'run', 2: 'run' })
  })

  it('all partitions: each local task once, against the request bound', () => {
    const twice = { ...context, tasks: [...context.tasks, task(0, false)] }
    expect(outcome(request.withPositionBound(bound), twice)).toEqual({
      0: 'run-bounded',
      1: 'run-bounded',
      2: 'run-bounded',
    })
    expect(outcome(request, { ...context, tasks: [] })).toEqual({})
  })

  it('requireActive: standbys and non-running threads give NOT_ACTIVE, actives run unbounded', () => {
    expect(outcome(request.requireActive().withPositionBound(bound))).toEqual({
      0: 'run',
      1: 'NOT_ACTIVE',
      2: 'NOT_ACTIVE',
    })
  })

  it('specific partitions: missing ones are NOT_PRESENT, or DOES_NOT_EXIST past the partition count', () => {
    expect(outcome(request.withPartitions([1, 3, 9]))).toEqual({
      1: 'run',
      3: 'NOT_PRESENT',
      9: 'DOES_NOT_EXIST',
    })
    expect(outcome(request.withPartitions([9]), { ...context, partitionCount: undefined })).toEqual({
      9: 'NOT_PRESENT',
    })
  })

  it('failures carry retryability and a message', () => {
    const plan = planStateQuery(request.withPartitions([3]).requireActive(), context)
    const step = E.isRight(plan) ? plan.right.get(3) : undefined
    expect(step?._tag === 'Fail' && step.result).toMatchObject({
      retryable: true,
      failureReason: 'NOT_PRESENT',
    })
  })

  it('the application-state rule is shared with IQv1', () => {
    expect(appStateError('s', 'RUNNING')).toBeUndefined()
    expect(appStateError('s', 'REBALANCING')).toBeUndefined()
    expect(appStateError('s', 'PENDING_ERROR')?._tag).toBe('StateStoreNotAvailable')
    expect(appStateError('s', 'CREATED')?._tag).toBe('StreamsNotStarted')
  })
})
