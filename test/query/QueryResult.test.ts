import { describe, expect, expectTypeOf, it } from 'vitest'
import { failureRetryable } from '../../src/query/FailureReason.js'
import { Position } from '../../src/query/Position.js'
import { PositionBound } from '../../src/query/PositionBound.js'
import { QueryResult } from '../../src/query/QueryResult.js'
import { KeyQuery } from '../../src/query/KeyQuery.js'
import { StateQueryResult } from '../../src/query/StateQueryResult.js'

describe('QueryResult', () => {
  it('a success holds its result (undefined allowed) and narrows', () => {
    const r = QueryResult.forResult(3, { position: Position.fromMap({ in: { 0: 1 } }) })
    expect(r.isSuccess()).toBe(true)
    expect(r.isFailure()).toBe(false)
    if (r.isSuccess()) expectTypeOf(r.result).toEqualTypeOf<number>()
    expect(r).toMatchObject({ _tag: 'Success', result: 3, executionInfo: [] })
    expect(r.position?.offset('in', 0)).toBe(1)
    expect(QueryResult.forResult(undefined).isSuccess()).toBe(true)
  })

  it('a failure holds reason, message and retryability', () => {
    const r = QueryResult.forFailure<number>('NOT_ACTIVE', 'standby')
    expect(r).toMatchObject({
      _tag: 'Failure',
      failureReason: 'NOT_ACTIVE',
      failureMessage: 'standby',
      retryable: true,
    })
    expect(r.isFailure() && r.retryable).toBe(true)
    expect(r.isSuccess()).toBe(false)
    expect(QueryResult.forUnknownQueryType(KeyQuery.withKey(1), 'win')).toMatchObject({
      failureReason: 'UNKNOWN_QUERY_TYPE',
      retryable: false,
    })
  })

  it('retryability follows the failure reason', () => {
    const retryable = Object.entries(failureRetryable).filter(([, r]) => r)
    expect(retryable.map(([reason]) => reason)).toEqual(['NOT_ACTIVE', 'NOT_PRESENT', 'NOT_UP_TO_BOUND'])
    expect(Object.keys(failureRetryable)).toHaveLength(6)
  })

  it('notUpToBound carries the current position and names the partition', () => {
    const current = Position.fromMap({ in: { 0: 2 } })
    const bound = PositionBound.at(Position.fromMap({ in: { 0: 5 } }))
    const r = QueryResult.notUpToBound(current, bound, 0)
    expect(r).toMatchObject({ failureReason: 'NOT_UP_TO_BOUND', retryable: true })
    expect(r.position?.equals(current)).toBe(true)
    const unnamed = QueryResult.notUpToBound(current, bound)
    expect(r.isFailure() && unnamed.isFailure() && r.failureMessage !== unnamed.failureMessage).toBe(true)
  })

  it('withPosition and addExecutionInfo return copies', () => {
    const r = QueryResult.forResult('v')
    if (!r.isSuccess()) throw new Error('expected a success')
    const p = Position.fromMap({ in: { 1: 9 } })
    const r2 = r.withPosition(p).addExecutionInfo('handled in memory')
    expect(r2).toMatchObject({ result: 'v', executionInfo: ['handled in memory'] })
    expect(r2.position).toBe(p)
    expect(r.executionInfo).toEqual([])
    expect(r.position).toBeUndefined()
    const f = QueryResult.forFailure('STORE_EXCEPTION', 'boom')
    if (!f.isFailure()) throw new Error('expected a failure')
    expect(f.addExecutionInfo('x').withPosition(p)).toMatchObject({
      failureReason: 'STORE_EXCEPTION',
      executionInfo: ['x'],
      position: p,
    })
    expect(QueryResult.isQueryResult(f)).toBe(true)
    expect(QueryResult.isQueryResult({ _tag: 'Success' })).toBe(false)
  })
})

describe('StateQueryResult', () => {
  const hit = (v: number | undefined, offset: number) =>
    QueryResult.forResult(v, { position: Position.fromMap({ in: { [offset % 2]: offset } }) })

  it('getOnlyPartitionResult keeps successes with a value', () => {
    const result = StateQueryResult.forPartitions(
      new Map([
        [0, hit(undefined, 2)],
        [1, hit(7, 3)],
        [2, QueryResult.forFailure<number | undefined>('NOT_PRESENT', 'gone')],
      ]),
    )
    expect(result.getOnlyPartitionResult()?.result).toBe(7)
    expect(
      StateQueryResult.forPartitions(new Map([[0, hit(undefined, 1)]])).getOnlyPartitionResult(),
    ).toBeUndefined()
    expect(result.globalResult).toBeUndefined()
  })

  it('getOnlyPartitionResult fails when more than one partition answered', () => {
    const result = StateQueryResult.forPartitions(new Map([[0, hit(1, 2)]])).addResult(1, hit(2, 3))
    expect(result.partitionResults.size).toBe(2)
    expect(() => result.getOnlyPartitionResult()).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument', argument: 'partitionResults' }),
    )
  })

  it('position merges the partitions, or is the global one', () => {
    const result = StateQueryResult.forPartitions(
      new Map([
        [0, hit(1, 2)],
        [1, hit(2, 3)],
        [2, hit(3, 4)],
      ]),
    )
    expect(result.position().toMap()).toEqual({ in: { 0: 4, 1: 3 } })
    const global = StateQueryResult.forGlobal(hit(1, 6))
    expect(global.partitionResults.size).toBe(0)
    expect(global.position().toMap()).toEqual({ in: { 0: 6 } })
    expect(StateQueryResult.forGlobal(QueryResult.forResult(1)).position().isEmpty()).toBe(true)
  })
})
