import type { Bytes } from '../Bytes.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { StoreCodec } from '../metered/SerdeKeyValueView.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { checkNotNull } from './checkNotNull.js'
import { MappedIterator } from './MappedIterator.js'

/**
 * The key and value codec of a typed window or session store: encodes query keys and bounds, decodes windowed
 * rows. Serde failures become `StoreSerializationError`s naming the store, null keys `NullKeyError`s.
 * @example
 * const codec = new WindowedCodec(new StoreCodec('w', { key: Serdes.string(), value: Serdes.long(), topic: 'w' }))
 * codec.key('k') // Bytes
 * @category State stores
 * @since 0.1.0
 */
export class WindowedCodec<K, V> {
  constructor(readonly codec: StoreCodec<K, V>) {}

  /** Encodes a required key (null or undefined throws `NullKeyError`). */
  key(key: K): Bytes {
    checkNotNull(this.codec.storeName, key)
    return this.codec.encodeKey(key)
  }

  /** Encodes a range bound; `undefined` (or null) stays open. */
  bound(key: K | undefined): Bytes | undefined {
    return key === undefined || key === null ? undefined : this.codec.encodeKey(key)
  }

  /** Decodes a value (`undefined` and null give `undefined`). */
  value(value: Buffer | null | undefined): V | undefined {
    return this.codec.decodeValue(value)
  }

  /** Decodes the rows of a byte-level windowed iterator. */
  windowed(it: KeyValueIterator<Windowed<Bytes>, Buffer>): KeyValueIterator<Windowed<K>, V> {
    return new MappedIterator(this.codec.storeName, it, (row) => ({
      key: { key: this.codec.decodeKey(row.key.key), window: row.key.window },
      value: this.codec.decodeValue(row.value) as V,
    }))
  }
}
