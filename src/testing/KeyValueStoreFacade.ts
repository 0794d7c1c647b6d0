import type { Serializer } from '../serde/Serde.js'
import type { KeyValueIterator } from '../state/KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../state/ReadOnlyKeyValueStore.js'
import type { TimestampedKeyValueStore } from '../state/TimestampedKeyValueStore.js'
import { valueAndTimestamp, type ValueAndTimestamp } from '../state/ValueAndTimestamp.js'
import { MappedIterator } from '../state/segmented/MappedIterator.js'

/**
 * A timestamped key-value store seen as a plain one (values without timestamps), as the Java driver's
 * `KeyValueStoreFacade`: what `getKeyValueStore` returns for the stores of KTables and aggregations. `put` writes
 * the value with the timestamp given (0 by default).
 * @example
 * driver.getKeyValueStore<string, number>('counts')?.get('kafka') // 1
 * @category model
 * @since 0.1.0
 */
export class KeyValueStoreFacade<K, V> implements ReadOnlyKeyValueStore<K, V> {
  constructor(readonly inner: TimestampedKeyValueStore<K, V>) {}

  get name(): string {
    return this.inner.name
  }

  get(key: K): V | undefined {
    return this.inner.get(key)?.value
  }

  /** Writes `value` (null deletes) with `timestamp`. */
  put(key: K, value: V | null, timestamp = 0): void {
    this.inner.put(key, value === null ? null : valueAndTimestamp(value, timestamp))
  }

  delete(key: K): V | undefined {
    return this.inner.delete(key)?.value
  }

  range(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.plain(this.inner.range(from, to))
  }

  reverseRange(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.plain(this.inner.reverseRange(from, to))
  }

  all(): KeyValueIterator<K, V> {
    return this.plain(this.inner.all())
  }

  reverseAll(): KeyValueIterator<K, V> {
    return this.plain(this.inner.reverseAll())
  }

  prefixScan<P>(prefix: P, prefixSerializer: Serializer<P>): KeyValueIterator<K, V> {
    return this.plain(this.inner.prefixScan(prefix, prefixSerializer))
  }

  approximateNumEntries(): number {
    return this.inner.approximateNumEntries()
  }

  private plain(iterator: KeyValueIterator<K, ValueAndTimestamp<V>>): KeyValueIterator<K, V> {
    return new MappedIterator(this.inner.name, iterator, (row) => ({ key: row.key, value: row.value.value }))
  }
}
