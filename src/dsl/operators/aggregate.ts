import { requireArguments } from '../internal/requireArguments.js'
import type { Fold, Initializer } from '../../graph/specs/Callback.js'
import type { CogroupedKStream } from '../CogroupedKStream.js'
import { aggregateCogrouped } from '../internal/aggregateCogrouped.js'
import { aggregation, type Aggregatable } from '../internal/aggregation.js'
import { namedAndMaterialized } from '../internal/options.js'
import type { KGroupedStream } from '../KGroupedStream.js'
import type { KGroupedTable } from '../KGroupedTable.js'
import type { KTable } from '../KTable.js'
import { Materialized } from '../options/Materialized.js'
import type { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { SessionWindowedKStream } from '../SessionWindowedKStream.js'
import type { TimeWindowedKStream } from '../TimeWindowedKStream.js'
import type { AggregateResult, KeyOf, ValueOf } from '../types.js'
import type { Windowed } from '../../core/windows/Windowed.js'

type AggregatableStream = KGroupedStream<unknown, unknown> | TimeWindowedKStream<unknown, unknown>

/**
 * Aggregates a cogrouped stream: every input's aggregator updates the one shared aggregate.
 * @example
 * grouped1.pipe(cogroup(agg1), cogroup(grouped2, agg2), aggregate(() => 0))
 * @category Operators
 * @since 0.1.0
 */
export function aggregate<H extends CogroupedKStream<unknown, unknown>>(
  initializer: () => ValueOf<H>,
  named?: Named | string | Materialized<KeyOf<H>, ValueOf<H>>,
  materialized?: Materialized<KeyOf<H>, ValueOf<H>>,
): UnaryFunction<H, CogroupedResult<H>>
/**
 * Aggregates the values of each key (per window for time-windowed streams): starts from `initializer()` and
 * folds each value in with `aggregator(key, value, aggregate)`. On a session-windowed cogroup the second function
 * is the session merger `(key, left, right)`.
 * @example
 * stream.pipe(groupByKey(), aggregate(() => 0, (key, value, total) => total + value.length))
 * @category Operators
 * @since 0.1.0
 */
export function aggregate<H extends AggregatableStream | CogroupedKStream<unknown, unknown>, VR>(
  initializer: () => VR,
  aggregator: H extends CogroupedKStream<unknown, unknown>
    ? (key: KeyOf<H>, left: VR, right: VR) => VR
    : (key: KeyOf<H>, value: ValueOf<H>, aggregate: VR) => VR,
  named?: Named | string | Materialized<KeyOf<H>, VR>,
  materialized?: Materialized<KeyOf<H>, VR>,
): UnaryFunction<H, CogroupedOrAggregateResult<H, VR>>
/**
 * Aggregates with a third function:
 * - sessions: `merger(key, left, right)` combines the aggregates of two sessions that merge;
 * - re-grouped tables: `adder` folds new values in, `subtractor(key, oldValue, aggregate)` takes old values out.
 * @example
 * stream.pipe(groupByKey(), windowedBy(SessionWindows.ofInactivityGapWithNoGrace(60_000)), aggregate(init, agg, merge))
 * table.pipe(groupBy(selector), aggregate(() => 0, (k, v, agg) => agg + v, (k, v, agg) => agg - v))
 * @category Operators
 * @since 0.1.0
 */
export function aggregate<
  H extends KGroupedTable<unknown, unknown> | SessionWindowedKStream<unknown, unknown>,
  VR,
>(
  initializer: () => VR,
  aggregator: (key: KeyOf<H>, value: ValueOf<H>, aggregate: VR) => VR,
  third: H extends KGroupedTable<unknown, unknown>
    ? (key: KeyOf<H>, value: ValueOf<H>, aggregate: VR) => VR
    : (key: KeyOf<H>, left: VR, right: VR) => VR,
  named?: Named | string | Materialized<KeyOf<H>, VR>,
  materialized?: Materialized<KeyOf<H>, VR>,
): UnaryFunction<H, AggregateResult<H, VR>>
export function aggregate(
  initializer: Initializer,
  ...rest: readonly (Fold | Named | string | Materialized<unknown, unknown> | undefined)[]
): UnaryFunction<never, unknown> {
  requireArguments(
    'aggregate',
    ['initializer', ...rest.map(() => 'aggregator, merger, named or materialized?')],
    [initializer, ...rest],
  )
  const fns = rest.filter((r): r is Fold => typeof r === 'function')
  const options = rest.filter(
    (r): r is Named | string | Materialized<unknown, unknown> | undefined => typeof r !== 'function',
  )
  const [first, second] = options
  const { named, materialized } = namedAndMaterialized(
    first,
    second instanceof Materialized ? second : undefined,
  )
  return (source: Aggregatable | CogroupedKStream<unknown, unknown>) => {
    if (source._tag === 'CogroupedKStream') {
      return aggregateCogrouped(source, { initializer, merger: fns[0], named, materialized })
    }
    return aggregation(source, {
      kind: 'aggregate',
      named,
      materialized,
      initializer,
      aggregator: fns[0] as Fold,
      third: fns[1],
    })
  }
}

/**
 * What aggregating a cogrouped stream returns (windowed when the cogroup was windowed).
 * @category Building topologies
 */
export type CogroupedResult<H> = H extends { readonly windowed: true }
  ? KTable<Windowed<KeyOf<H>>, ValueOf<H>>
  : KTable<KeyOf<H>, ValueOf<H>>

/**
 * What the two-function `aggregate` returns: a cogroup result, or an aggregation result.
 * @category Building topologies
 */
export type CogroupedOrAggregateResult<H, VR> =
  H extends CogroupedKStream<unknown, unknown> ? CogroupedResult<H> : AggregateResult<H, VR>
