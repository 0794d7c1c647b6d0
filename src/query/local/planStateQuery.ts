import * as E from 'fp-ts/lib/Either.js'
import type { StreamsState } from '../../core/StreamsState.js'
import { PositionBound } from '../PositionBound.js'
import { QueryResult } from '../QueryResult.js'
import type { StateQueryRequest } from '../StateQueryRequest.js'
import { appStateError } from './resolveStoreAccess.js'
import { unknownStateStore, type StoreError } from '../StoreError.js'

/**
 * A local task holding the queried store, as the runtime sees it at the moment of an IQv2 query.
 * @example
 * const t: LocalStoreTask = { partition: 0, active: true, running: true }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface LocalStoreTask {
  readonly partition: number
  /** Active (true) or standby (false). */
  readonly active: boolean
  /** Whether its thread is RUNNING (false while the thread is still taking part in a rebalance). */
  readonly running: boolean
}

/**
 * What to do for one partition: run the query on the local store against `bound`, or answer `result` (a failure).
 * @example
 * if (step._tag === 'Execute') executeQuery(query, target, step.bound)
 * @category Interactive queries
 * @since 0.1.0
 */
export type PartitionPlan =
  | { readonly _tag: 'Execute'; readonly bound: PositionBound }
  | { readonly _tag: 'Fail'; readonly result: QueryResult<never> }

/**
 * Everything that decides an IQv2 request's plan.
 * @example
 * planStateQuery(request, { state: 'RUNNING', storeKnown: true, partitionCount: 4, tasks })
 * @category Interactive queries
 * @since 0.1.0
 */
export interface StateQueryContext {
  readonly state: StreamsState
  /** Whether the topology has a store of that name. */
  readonly storeKnown: boolean
  /** How many partitions the store has, when known. */
  readonly partitionCount?: number | undefined
  /** The local tasks holding the store, active and standby. */
  readonly tasks: readonly LocalStoreTask[]
}

/**
 * Plans an IQv2 request (Kafka Streams' `KafkaStreams#query`, checks in its order):
 * 1. request-level failures as `Left`: unknown store (`UnknownStateStore`), CREATED (`StreamsNotStarted`),
 *    PENDING_SHUTDOWN/NOT_RUNNING/PENDING_ERROR/ERROR (`StateStoreNotAvailable`); REBALANCING is not an error;
 * 2. per local task of a requested partition: with `requireActive`, a standby or a task whose thread is not
 *    RUNNING fails with `NOT_ACTIVE`; otherwise execute, against an unbounded bound when `requireActive` is set
 *    (as Java does) and the request's bound otherwise;
 * 3. each requested partition with no local task: `DOES_NOT_EXIST` when it is at or past the known partition
 *    count (beyond Java, which says NOT_PRESENT), else `NOT_PRESENT`.
 * An all-partitions request plans only the local tasks (possibly none).
 * @example
 * planStateQuery(request, { state: 'RUNNING', storeKnown: true, tasks: [{ partition: 0, active: true, running: true }] })
 * @category Interactive queries
 * @since 0.1.0
 */
export const planStateQuery = (
  request: StateQueryRequest<unknown>,
  context: StateQueryContext,
): E.Either<StoreError, ReadonlyMap<number, PartitionPlan>> => {
  const { storeName } = request
  if (!context.storeKnown) return E.left(unknownStateStore({ storeName }))
  const stateError = appStateError(storeName, context.state)
  if (stateError !== undefined) return E.left(stateError)
  const plan = new Map<number, PartitionPlan>()
  for (const task of context.tasks) {
    if (!request.includesPartition(task.partition) || plan.has(task.partition)) continue
    plan.set(task.partition, planTask(request, task))
  }
  for (const partition of request.partitions ?? []) {
    if (plan.has(partition)) continue
    const missing =
      context.partitionCount !== undefined && partition >= context.partitionCount
        ? QueryResult.forFailure(
            'DOES_NOT_EXIST',
            `Partition ${partition} does not exist for store '${storeName}' (it has ${context.partitionCount}).`,
          )
        : QueryResult.forFailure(
            'NOT_PRESENT',
            'The requested partition was not present at the time of the query. Find its host with queryMetadataForKey and query there.',
          )
    plan.set(partition, { _tag: 'Fail', result: missing })
  }
  return E.right(plan)
}

const planTask = (request: StateQueryRequest<unknown>, task: LocalStoreTask): PartitionPlan => {
  if (!request.isRequireActive) return { _tag: 'Execute', bound: request.positionBound }
  if (task.active && task.running) return { _tag: 'Execute', bound: PositionBound.unbounded() }
  return {
    _tag: 'Fail',
    result: QueryResult.forFailure(
      'NOT_ACTIVE',
      `Query requires a running active task, but partition ${task.partition} was in state ${task.running ? 'RUNNING' : 'not RUNNING'} and was ${task.active ? 'active' : 'not active'}. Retry, or query the active host.`,
    ),
  }
}
