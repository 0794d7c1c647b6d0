/**
 * A key and its value, as returned by store iterators.
 * @example
 * const kv: KeyValue<string, number> = keyValue('a', 1)
 * @category model
 * @since 0.1.0
 */
export interface KeyValue<K, V> {
  readonly key: K
  readonly value: V
}

/**
 * Builds a {@link KeyValue}.
 * @example
 * keyValue('a', 1) // { key: 'a', value: 1 }
 * @category constructors
 * @since 0.1.0
 */
export const keyValue = <K, V>(key: K, value: V): KeyValue<K, V> => ({ key, value })
