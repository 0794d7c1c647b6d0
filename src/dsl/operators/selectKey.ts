import { checked } from '../internal/requireArguments.js'
import { changingOperator } from '../internal/changingOperator.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Sets each record's key to `mapper(key, value)`. The key changes, so a later aggregation or join
 * repartitions.
 * @example
 * stream.pipe(selectKey((key, value) => value.userId))
 * @category Operators
 * @since 0.1.0
 */
export const selectKey = checked(
  'selectKey',
  ['mapper', 'named?'],
  <K, V, KR>(
    mapper: (key: K, value: V) => KR,
    named?: Named | string,
  ): UnaryFunction<KStream<K, V>, KStream<KR, V>> =>
    (source) =>
      changingOperator(source as KStream<unknown, unknown>, 'key', Named.from(named), 'KSTREAM-KEY-SELECT-', {
        _tag: 'SelectKey',
        mapper: mapper,
      }),
)
