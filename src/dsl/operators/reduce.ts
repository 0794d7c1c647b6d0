import { requireArguments } from '../internal/requireArguments.js'
import type { Fold } from '../../graph/specs/Callback.js'
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

type ReducibleStream =
  | KGroupedStream<unknown, unknown>
  | TimeWindowedKStream<unknown, unknown>
  | SessionWindowedKStream<unknown, unknown>

/**
 * Combines the values of each new key of a re-grouped table: `adder` for new values, `subtractor` for the old
 * values that left the key.
 * @example
 * table.pipe(groupBy((k, v) => KeyValue.pair(v.region, v.amount)), reduce((a, v) => a + v, (a, v) => a - v))
 * @category Operators
 * @since 0.1.0
 */
export function reduce<K, V>(
  adder: (aggregate: V, value: V) => V,
  subtractor: (aggregate: V, value: V) => V,
  named?: Named | string | Materialized<K, V>,
  materialized?: Materialized<K, V>,
): UnaryFunction<KGroupedTable<K, V>, KTable<K, V>>
/**
 * Combines the values of each key (per window for windowed streams) with `reducer(aggregate, value)`.
 * @example
 * stream.pipe(groupByKey(), reduce((total, value) => total + value))
 * @category Operators
 * @since 0.1.0
 */
export function reduce<H extends ReducibleStream>(
  reducer: (aggregate: ValueOf<H>, value: ValueOf<H>) => ValueOf<H>,
  named?: Named | string | Materialized<KeyOf<H>, ValueOf<H>>,
  materialized?: Materialized<KeyOf<H>, ValueOf<H>>,
): UnaryFunction<H, AggregateResult<H, ValueOf<H>>>
export function reduce(
  reducer: Fold,
  second?: Fold | Named | string | Materialized<unknown, unknown>,
  third?: Named | string | Materialized<unknown, unknown>,
  fourth?: Materialized<unknown, unknown>,
): UnaryFunction<never, unknown> {
  requireArguments(
    'reduce',
    ['reducer', 'subtractor, named or materialized?', 'named or materialized?', 'materialized?'],
    [reducer, second, third, fourth],
  )
  const table = typeof second === 'function'
  const options = table
    ? namedAndMaterialized(third, fourth)
    : namedAndMaterialized(second, third instanceof Materialized ? third : undefined)
  return (source: Aggregatable) =>
    aggregation(source, {
      kind: 'reduce',
      named: options.named,
      materialized: options.materialized,
      initializer: undefined,
      aggregator: reducer,
      third: table ? second : undefined,
    })
}
