import { checked } from '../internal/requireArguments.js'
import { changingOperator } from '../internal/changingOperator.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Replaces each record by zero or more records `mapper(key, value)` returns. The key changes.
 * @example
 * stream.pipe(flatMap((key, value) => [KeyValue.pair(key, value), KeyValue.pair(value, key)]))
 * @category Operators
 * @since 0.1.0
 */
export const flatMap = checked(
  'flatMap',
  ['mapper', 'named?'],
  <K, V, KR, VR>(
    mapper: (key: K, value: V) => Iterable<KeyValue<KR, VR>>,
    named?: Named | string,
  ): UnaryFunction<KStream<K, V>, KStream<KR, VR>> =>
    (source) =>
      changingOperator(
        source as KStream<unknown, unknown>,
        'keyAndValue',
        Named.from(named),
        'KSTREAM-FLATMAP-',
        { _tag: 'FlatMap', mapper },
      ),
)
