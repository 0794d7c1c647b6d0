/**
 * A key and a value, returned by `map`, `flatMap` and KTable `groupBy` selectors.
 * @example
 * map((k: string, v: string) => KeyValue.pair(v, k))
 * @category Building topologies
 * @since 0.1.0
 */
export interface KeyValue<K, V> {
  readonly key: K
  readonly value: V
}

/**
 * Constructors for {@link KeyValue}, named as Kafka Streams' `KeyValue.pair`.
 * @category Building topologies
 * @since 0.1.0
 */
export const KeyValue = {
  /** A plain `{ key, value }`. */
  pair: <K, V>(key: K, value: V): KeyValue<K, V> => ({ key, value }),
} as const
