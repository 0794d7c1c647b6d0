import { checked } from '../internal/requireArguments.js'
import { namedAndMaterialized } from '../internal/options.js'
import { changingOperator } from '../internal/changingOperator.js'
import { tableOperation } from '../internal/tableOperation.js'
import { KTable } from '../KTable.js'
import type { Materialized } from '../options/Materialized.js'
import type { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { KeyOf, StreamOrTable, ValueOf, WithValue } from '../types.js'

/**
 * Replaces each value by `mapper(value, key)`, keeping keys (so no repartition follows). Works on streams and
 * tables; on a table, `Materialized.as(name)` stores the result.
 * @example
 * stream.pipe(mapValues((value) => value.toUpperCase()))
 * @category Operators
 * @since 0.1.0
 */
export const mapValues = checked(
  'mapValues',
  ['mapper', 'named?', 'materialized?'],
  <H extends StreamOrTable, VR>(
    mapper: (value: ValueOf<H>, key: KeyOf<H>) => VR,
    named?: Named | string | Materialized<KeyOf<H>, VR>,
    materialized?: Materialized<KeyOf<H>, VR>,
  ): UnaryFunction<H, WithValue<H, VR>> =>
    (source) => {
      const options = namedAndMaterialized(named, materialized)
      const fn = mapper
      if (source instanceof KTable) {
        return tableOperation(source, {
          prefix: 'KTABLE-MAPVALUES-',
          named: options.named,
          materialized: options.materialized as Materialized<unknown, unknown> | undefined,
          operation: { _tag: 'TableMapValues', mapper: fn },
        }) as WithValue<H, VR>
      }
      return changingOperator(source, 'value', options.named, 'KSTREAM-MAPVALUES-', {
        _tag: 'MapValues',
        mapper: fn,
      }) as WithValue<H, VR>
    },
)
