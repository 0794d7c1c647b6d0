import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { MappedKeyValueIterator } from '../MappedKeyValueIterator.js'
import type { Position } from '../Position.js'
import type { PositionBound } from '../PositionBound.js'
import type { Query } from '../Query.js'
import { QueryKeyValueIterator, type StoreLiveness } from '../QueryKeyValueIterator.js'
import { QueryResult } from '../QueryResult.js'
import type { RangeQueryOf } from '../rangeQueryModule.js'
import type { ReadOnlyStoreView } from '../views/ReadOnlyStoreView.js'
import { VersionedRecordIterator } from '../../state/versioned/VersionedRecordIterator.js'

/**
 * One local store partition an IQv2 query runs on: its read-only view, tagged with its kind.
 * @example
 * const t: QueryTarget = { kind: 'keyValue', store, storeName: 'counts', partition: 0, position, liveness }
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryTarget = {
  readonly storeName: string
  readonly partition: number
  /** How far the store partition has read its input. */
  readonly position: Position
  /** Whether the store is still open and served here (for the iterators it returns). */
  readonly liveness: StoreLiveness
} & ReadOnlyStoreView

const plain = (vt: ValueAndTimestamp<unknown>): unknown => vt.value

const rangeOf = <V>(
  store: ReadOnlyKeyValueStore<unknown, V>,
  q: RangeQueryOf<'RangeQuery' | 'TimestampedRangeQuery', unknown, unknown>,
): KeyValueIterator<unknown, V> => {
  const open = q.lowerBound === undefined && q.upperBound === undefined
  if (q.resultOrder === 'DESCENDING')
    return open ? store.reverseAll() : store.reverseRange(q.lowerBound, q.upperBound)
  return open ? store.all() : store.range(q.lowerBound, q.upperBound)
}

/** The query's answer on the target, or `undefined` when the store kind cannot run it. */
const dispatch = (query: Query, t: QueryTarget): { readonly value: unknown } | undefined => {
  switch (query._tag) {
    case 'KeyQuery':
      if (t.kind === 'keyValue') return { value: t.store.get(query.key) }
      if (t.kind === 'timestampedKeyValue') return { value: t.store.get(query.key)?.value }
      return undefined
    case 'TimestampedKeyQuery':
      return t.kind === 'timestampedKeyValue' ? { value: t.store.get(query.key) } : undefined
    case 'RangeQuery':
      if (t.kind === 'keyValue') return { value: rangeOf(t.store, query) }
      if (t.kind === 'timestampedKeyValue')
        return { value: new MappedKeyValueIterator(rangeOf(t.store, query), plain, t.storeName) }
      return undefined
    case 'TimestampedRangeQuery':
      return t.kind === 'timestampedKeyValue' ? { value: rangeOf(t.store, query) } : undefined
    case 'WindowKeyQuery':
      if (t.kind === 'window') return { value: t.store.fetch(query.key, query.timeFrom, query.timeTo) }
      if (t.kind === 'timestampedWindow')
        return {
          value: new MappedKeyValueIterator(
            t.store.fetch(query.key, query.timeFrom, query.timeTo),
            plain,
            t.storeName,
          ),
        }
      return undefined
    case 'WindowRangeQuery': {
      const { key, timeFrom, timeTo } = query
      if (t.kind === 'session') return key === undefined ? undefined : { value: t.store.fetch(key) }
      if (timeFrom === undefined || timeTo === undefined || key !== undefined) return undefined
      if (t.kind === 'window') return { value: t.store.fetchAll(timeFrom, timeTo) }
      if (t.kind === 'timestampedWindow')
        return { value: new MappedKeyValueIterator(t.store.fetchAll(timeFrom, timeTo), plain, t.storeName) }
      return undefined
    }
    case 'VersionedKeyQuery':
      return t.kind === 'versionedKeyValue'
        ? { value: t.store.get(query.key, query.asOfTimestamp) }
        : undefined
    case 'MultiVersionedKeyQuery': {
      if (t.kind !== 'versionedKeyValue') return undefined
      const from = query.fromTimestamp ?? Number.MIN_SAFE_INTEGER
      const to = query.toTimestamp ?? Number.MAX_SAFE_INTEGER
      const found = t.store.versions(query.key, from, to, query.resultOrder === 'ASCENDING')
      return { value: new VersionedRecordIterator(found, t.storeName) }
    }
    default: {
      const never: never = query
      return never
    }
  }
}

const isIterator = (u: unknown): u is KeyValueIterator<unknown, unknown> =>
  typeof (u as { readonly peekNext?: unknown } | null)?.peekNext === 'function'

/**
 * Runs an IQv2 query on one local store partition, as Kafka Streams' stores do:
 * `NOT_UP_TO_BOUND` when the partition's position has not reached `bound`; `UNKNOWN_QUERY_TYPE` when the store
 * kind cannot run the query (a `KeyQuery` on a window store, a `TimestampedKeyQuery` on a plain store, a
 * `WindowRangeQuery` by time on a session store or by key on a window store); `STORE_EXCEPTION` when the store
 * throws; otherwise the answer, with timestamps stripped where the query asks for plain values and iterators as
 * {@link QueryKeyValueIterator}s. Every result carries the partition's position.
 * @example
 * executeQuery(KeyQuery.withKey('k'), { kind: 'keyValue', store, storeName: 'counts', partition: 0, position, liveness }, PositionBound.unbounded())
 * @category Interactive queries
 * @since 0.1.0
 */
export const executeQuery = <R>(
  query: Query,
  target: QueryTarget,
  bound: PositionBound,
  options: { readonly executionInfo?: boolean } = {},
): QueryResult<R> => {
  const position = target.position.copy()
  if (!bound.isSatisfiedBy(position, target.partition))
    return QueryResult.notUpToBound<R>(position, bound, target.partition)
  try {
    const answer = dispatch(query, target)
    if (answer === undefined) return QueryResult.forUnknownQueryType<R>(query, target.storeName)
    const value = isIterator(answer.value)
      ? new QueryKeyValueIterator(answer.value, target.liveness, target.storeName, target.partition)
      : answer.value
    const info = options.executionInfo
      ? [`Handled in ${target.kind} store '${target.storeName}' partition ${target.partition}`]
      : []
    return QueryResult.forResult(value as R, { position, executionInfo: info })
  } catch (e) {
    return QueryResult.forFailure<R>(
      'STORE_EXCEPTION',
      `Store '${target.storeName}' partition ${target.partition} failed to handle ${query._tag}: ${e instanceof Error ? e.message : String(e)}`,
      { position },
    )
  }
}
