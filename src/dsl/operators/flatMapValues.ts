import { checked } from '../internal/requireArguments.js'
import { changingOperator } from '../internal/changingOperator.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Replaces each value by zero or more values `mapper(value, key)` returns, keeping the key.
 * @example
 * lines.pipe(flatMapValues((line) => line.split(' ')))
 * @category Operators
 * @since 0.1.0
 */
export const flatMapValues = checked(
  'flatMapValues',
  ['mapper', 'named?'],
  <K, V, VR>(
    mapper: (value: V, key: K) => Iterable<VR>,
    named?: Named | string,
  ): UnaryFunction<KStream<K, V>, KStream<K, VR>> =>
    (source) =>
      changingOperator(
        source as KStream<unknown, unknown>,
        'value',
        Named.from(named),
        'KSTREAM-FLATMAPVALUES-',
        { _tag: 'FlatMapValues', mapper },
      ),
)
