import type { KeyValueIterator } from './KeyValueIterator.js'
import type { Serializer } from '../serde/Serde.js'

/**
 * Reads of a key-value store, as Kafka's `ReadOnlyKeyValueStore`: what interactive queries see. Order is the order
 * of the serialized keys' bytes. Ranges are inclusive; an `undefined` bound is open; `from > to` gives no rows.
 * @example
 * const n = store.get('kafka')             // number | undefined
 * for (const { key, value } of store.range('a', 'f')) console.log(key, value)
 * @category State stores
 * @since 0.1.0
 */
export interface ReadOnlyKeyValueStore<K, V> {
  /** The value for `key`, or `undefined`. A null or undefined key throws `NullKeyError`. */
  get(key: K): V | undefined
  /** Rows with `from <= key <= to` in ascending byte order. */
  range(from: K | undefined, to: K | undefined): KeyValueIterator<K, V>
  /** The same rows as {@link ReadOnlyKeyValueStore.range}, descending. */
  reverseRange(from: K | undefined, to: K | undefined): KeyValueIterator<K, V>
  /** Every row, ascending. */
  all(): KeyValueIterator<K, V>
  /** Every row, descending. */
  reverseAll(): KeyValueIterator<K, V>
  /** Rows whose serialized key starts with `serializer(prefix)`, ascending. */
  prefixScan<P>(prefix: P, prefixSerializer: Serializer<P>): KeyValueIterator<K, V>
  /** An estimate of the number of keys (exact for the built-in stores). */
  approximateNumEntries(): number
}
