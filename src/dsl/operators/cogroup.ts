import { requireArguments } from '../internal/requireArguments.js'
import type { Fold } from '../../graph/specs/Callback.js'
import { CogroupedKStream } from '../CogroupedKStream.js'
import { KGroupedStream } from '../KGroupedStream.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Starts a cogroup from a grouped stream with its aggregator.
 * @example
 * clicks.pipe(groupByKey(), cogroup((key, click, total: number) => total + 1))
 * @category Operators
 * @since 0.1.0
 */
export function cogroup<K, V, VOut>(
  aggregator: (key: K, value: V, aggregate: VOut) => VOut,
): UnaryFunction<KGroupedStream<K, V>, CogroupedKStream<K, VOut>>
/**
 * Adds another grouped stream with its aggregator to a cogroup.
 * @example
 * cogrouped.pipe(cogroup(views, (key, view, total) => total + 10))
 * @category Operators
 * @since 0.1.0
 */
export function cogroup<K, V, VOut>(
  other: KGroupedStream<K, V>,
  aggregator: (key: K, value: V, aggregate: VOut) => VOut,
): UnaryFunction<CogroupedKStream<K, VOut>, CogroupedKStream<K, VOut>>
export function cogroup(
  first: Fold | KGroupedStream<unknown, unknown>,
  second?: Fold,
): UnaryFunction<never, unknown> {
  requireArguments('cogroup', ['aggregator or groupedStream', 'aggregator?'], [first, second])
  if (typeof first !== 'function')
    requireArguments('cogroup', ['groupedStream', 'aggregator'], [first, second])
  return (source: KGroupedStream<unknown, unknown> | CogroupedKStream<unknown, unknown>) => {
    if (source instanceof KGroupedStream) {
      return new CogroupedKStream([{ grouped: source, aggregator: first as Fold }])
    }
    const other = first as KGroupedStream<unknown, unknown>
    if (source.groups.some((g) => g.grouped === other)) return source
    return new CogroupedKStream(
      [...source.groups, { grouped: other, aggregator: second as Fold }],
      source.windows,
      source.repartitions,
    )
  }
}
