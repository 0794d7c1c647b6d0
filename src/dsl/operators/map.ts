import { checked } from '../internal/requireArguments.js'
import { changingOperator } from '../internal/changingOperator.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Replaces each record by `mapper(key, value)`, a new key and value. The key changes, so a later
 * aggregation or join repartitions.
 * @example
 * stream.pipe(map((key, value) => KeyValue.pair(value, key)))
 * @category Operators
 * @since 0.1.0
 */
export const map = checked(
  'map',
  ['mapper', 'named?'],
  <K, V, KR, VR>(
    mapper: (key: K, value: V) => KeyValue<KR, VR>,
    named?: Named | string,
  ): UnaryFunction<KStream<K, V>, KStream<KR, VR>> =>
    (source) =>
      changingOperator(
        source as KStream<unknown, unknown>,
        'keyAndValue',
        Named.from(named),
        'KSTREAM-MAP-',
        {
          _tag: 'Map',
          mapper: mapper,
        },
      ),
)
