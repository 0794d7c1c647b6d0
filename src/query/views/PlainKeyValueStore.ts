import type { Serializer } from '../../serde/Serde.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { MappedKeyValueIterator } from '../MappedKeyValueIterator.js'

/**
 * The plain value of a timestamped one (`undefined` stays `undefined`).
 * @example
 * plainValue({ value: 3, timestamp: 10 }) // 3
 * @category Interactive queries
 * @since 0.1.0
 */
export const plainValue = <V>(vt: ValueAndTimestamp<V> | undefined): V | undefined => vt?.value

const valueOf = <V>(vt: ValueAndTimestamp<V>): V => vt.value

/**
 * A timestamped key-value store read as a plain one (what `QueryableStoreTypes.keyValueStore()` gives over a
 * timestamped store): values without their timestamps, counts unchanged.
 * @example
 * new PlainKeyValueStore(timestamped, 'counts').get('kafka') // 4, not { value: 4, timestamp }
 * @category Interactive queries
 * @since 0.1.0
 */
export class PlainKeyValueStore<K, V> implements ReadOnlyKeyValueStore<K, V> {
  constructor(
    private readonly store: ReadOnlyKeyValueStore<K, ValueAndTimestamp<V>>,
    private readonly storeName: string,
  ) {}

  get(key: K): V | undefined {
    return plainValue(this.store.get(key))
  }

  range(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.plain(this.store.range(from, to))
  }

  reverseRange(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.plain(this.store.reverseRange(from, to))
  }

  all(): KeyValueIterator<K, V> {
    return this.plain(this.store.all())
  }

  reverseAll(): KeyValueIterator<K, V> {
    return this.plain(this.store.reverseAll())
  }

  prefixScan<P>(prefix: P, prefixSerializer: Serializer<P>): KeyValueIterator<K, V> {
    return this.plain(this.store.prefixScan(prefix, prefixSerializer))
  }

  approximateNumEntries(): number {
    return this.store.approximateNumEntries()
  }

  private plain(it: KeyValueIterator<K, ValueAndTimestamp<V>>): KeyValueIterator<K, V> {
    return new MappedKeyValueIterator(it, valueOf<V>, this.storeName)
  }
}
