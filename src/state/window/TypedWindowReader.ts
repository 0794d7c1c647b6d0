import type { Bytes } from '../Bytes.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlyWindowStore, WindowStoreIterator } from '../ReadOnlyWindowStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { MappedIterator } from '../segmented/MappedIterator.js'
import type { WindowedCodec } from '../segmented/WindowedCodec.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from './WindowFetchArgs.js'
import { windowStoreView, type WindowReads } from './windowStoreView.js'

/**
 * Typed reads over a byte-level window store (or a read-only view of one): keys encoded with the key serde,
 * values and keys of every row decoded.
 * @example
 * new TypedWindowReader(bytesStore.readOnly('READ_COMMITTED'), new WindowedCodec(codec)).view()
 * @category State stores
 * @since 0.1.0
 */
export class TypedWindowReader<K, V> implements WindowReads<K, V> {
  constructor(
    private readonly inner: ReadOnlyWindowStore<Bytes, Buffer>,
    private readonly codec: WindowedCodec<K, V>,
  ) {}

  /** The `fetch` overloads, dispatched on the number of arguments. */
  fetchAny(
    args: WindowFetchArgs<K>,
  ): V | undefined | WindowStoreIterator<V> | KeyValueIterator<Windowed<K>, V> {
    switch (args.length) {
      case 2:
        return this.codec.value(this.inner.fetch(this.codec.key(args[0]), args[1]))
      case 3:
        return this.starts(this.inner.fetch(this.codec.key(args[0]), args[1], args[2]))
      case 4:
        return this.codec.windowed(
          this.inner.fetch(this.codec.bound(args[0]), this.codec.bound(args[1]), args[2], args[3]),
        )
      default: {
        const never: never = args
        return never
      }
    }
  }

  /** The `backwardFetch` overloads, dispatched on the number of arguments. */
  backwardFetchAny(
    args: WindowBackwardFetchArgs<K>,
  ): WindowStoreIterator<V> | KeyValueIterator<Windowed<K>, V> {
    switch (args.length) {
      case 3:
        return this.starts(this.inner.backwardFetch(this.codec.key(args[0]), args[1], args[2]))
      case 4:
        return this.codec.windowed(
          this.inner.backwardFetch(this.codec.bound(args[0]), this.codec.bound(args[1]), args[2], args[3]),
        )
      default: {
        const never: never = args
        return never
      }
    }
  }

  all(): KeyValueIterator<Windowed<K>, V> {
    return this.codec.windowed(this.inner.all())
  }

  backwardAll(): KeyValueIterator<Windowed<K>, V> {
    return this.codec.windowed(this.inner.backwardAll())
  }

  fetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<K>, V> {
    return this.codec.windowed(this.inner.fetchAll(timeFrom, timeTo))
  }

  backwardFetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<K>, V> {
    return this.codec.windowed(this.inner.backwardFetchAll(timeFrom, timeTo))
  }

  /** This reader as a {@link ReadOnlyWindowStore}. */
  view(): ReadOnlyWindowStore<K, V> {
    return windowStoreView(this)
  }

  private starts(it: WindowStoreIterator<Buffer>): WindowStoreIterator<V> {
    return new MappedIterator(this.codec.codec.storeName, it, (row) => ({
      key: row.key,
      value: this.codec.value(row.value) as V,
    }))
  }
}
