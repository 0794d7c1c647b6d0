import { checked } from '../internal/requireArguments.js'
import { streamOperator } from '../internal/streamOperator.js'
import { tableOperation } from '../internal/tableOperation.js'
import { namedAndMaterialized } from '../internal/options.js'
import type { KStream } from '../KStream.js'
import { KTable } from '../KTable.js'
import type { Materialized } from '../options/Materialized.js'
import type { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { KeyOf, StreamOrTable, ValueOf } from '../types.js'
import type { Predicate } from '../../graph/specs/Callback.js'

/**
 * Keeps the records (or table rows) for which `predicate` holds. On a KTable, a `Materialized` with a name makes
 * the result queryable.
 * @example
 * stream.pipe(filter((key, value) => value > 0))
 * table.pipe(filter((key, value) => value > 0, Materialized.as('positive')))
 * @category Operators
 * @since 0.1.0
 */
export const filter = checked(
  'filter',
  ['predicate', 'named?', 'materialized?'],
  <H extends StreamOrTable>(
    predicate: (key: KeyOf<H>, value: ValueOf<H>) => boolean,
    named?: Named | string | Materialized<KeyOf<H>, ValueOf<H>>,
    materialized?: Materialized<KeyOf<H>, ValueOf<H>>,
  ): UnaryFunction<H, H> => filterWith(predicate, false, named, materialized),
)

/**
 * The shared implementation of {@link filter} and `filterNot`.
 * @category Operators
 * @since 0.1.0
 */
export const filterWith =
  <H extends StreamOrTable, K, V>(
    predicate: Predicate,
    negate: boolean,
    first: Named | string | Materialized<K, V> | undefined,
    second: Materialized<K, V> | undefined,
  ): UnaryFunction<H, H> =>
  (source) => {
    const { named, materialized } = namedAndMaterialized(first, second)
    if (source instanceof KTable) {
      return tableOperation(source, {
        prefix: 'KTABLE-FILTER-',
        named,
        materialized: materialized as Materialized<unknown, unknown> | undefined,
        operation: { _tag: 'TableFilter', predicate, negate },
      }) as H
    }
    const stream: KStream<unknown, unknown> = source
    const s = stream.state
    return streamOperator(stream, {
      name: { named, prefix: 'KSTREAM-FILTER-' },
      spec: { _tag: 'Filter', predicate, negate },
      keySerde: s.keySerde,
      valueSerde: s.valueSerde,
      repartitionRequired: s.repartitionRequired,
    }) as H
  }
