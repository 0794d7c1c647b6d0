import { checked } from '../internal/requireArguments.js'
import type { Materialized } from '../options/Materialized.js'
import type { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { KeyOf, StreamOrTable, ValueOf } from '../types.js'
import { filterWith } from './filter.js'

/**
 * Drops the records (or table rows) for which `predicate` holds.
 * @example
 * stream.pipe(filterNot((key, value) => value === ''))
 * @category Operators
 * @since 0.1.0
 */
export const filterNot = checked(
  'filterNot',
  ['predicate', 'named?', 'materialized?'],
  <H extends StreamOrTable>(
    predicate: (key: KeyOf<H>, value: ValueOf<H>) => boolean,
    named?: Named | string | Materialized<KeyOf<H>, ValueOf<H>>,
    materialized?: Materialized<KeyOf<H>, ValueOf<H>>,
  ): UnaryFunction<H, H> => filterWith(predicate, true, named, materialized),
)
