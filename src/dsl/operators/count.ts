import { checked } from '../internal/requireArguments.js'
import { aggregation } from '../internal/aggregation.js'
import { namedAndMaterialized } from '../internal/options.js'
import type { Materialized } from '../options/Materialized.js'
import type { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { AggregateResult, Countable, KeyOf } from '../types.js'

/**
 * Counts records per key (per window for windowed streams). On a re-grouped table, counts rows per new key.
 * @example
 * words.pipe(groupBy((k, word) => word), count(Materialized.as('word-counts')))
 * @category Operators
 * @since 0.1.0
 */
export const count = checked(
  'count',
  ['named?', 'materialized?'],
  <H extends Countable>(
    named?: Named | string | Materialized<KeyOf<H>, number>,
    materialized?: Materialized<KeyOf<H>, number>,
  ): UnaryFunction<H, AggregateResult<H, number>> =>
    (source) => {
      const options = namedAndMaterialized(named, materialized)
      return aggregation(source, {
        kind: 'count',
        named: options.named,
        materialized: options.materialized as Materialized<unknown, unknown> | undefined,
        initializer: undefined,
        aggregator: () => undefined,
        third: undefined,
      }) as AggregateResult<H, number>
    },
)
