import type { Windowed } from '../../core/windows/Windowed.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from '../../state/window/WindowFetchArgs.js'
import type { Rows } from './Answer.js'
import type { QueryableWindowStore, WindowStoreReads } from './QueryableWindowStore.js'
import { thrownRows, thrownValue } from './ThrowingKeyValueStore.js'

/**
 * The classic IQv1 window store: each read resolves to its value or rejects with the
 * `InvalidStateStoreException` subclass of the error; iterators throw it from the step where the store goes away.
 * @example
 * const it = await orThrow(store).fetch('k', 0, 60_000) // KeyValueIterator<number, V>
 * @category Interactive queries
 * @since 0.1.0
 */
export type ThrowingWindowStore<K, V> = WindowStoreReads<'classic', K, V>

/**
 * The classic, throwing store over a window facade (what `orThrow(facade)` gives).
 * @example
 * throwingWindowStore(facade).fetchAll(0, 60_000)
 * @category Interactive queries
 * @since 0.1.0
 */
export const throwingWindowStore = <K, V>(facade: QueryableWindowStore<K, V>): ThrowingWindowStore<K, V> => {
  function fetch(key: K, windowStart: number): Promise<V | undefined>
  function fetch(key: K, timeFrom: number, timeTo: number): Rows<'classic', number, V>
  function fetch(
    k0: K | undefined,
    k1: K | undefined,
    from: number,
    to: number,
  ): Rows<'classic', Windowed<K>, V>
  function fetch(...args: WindowFetchArgs<K>): Promise<unknown> {
    if (args.length === 2) return thrownValue(facade.fetch(...args))
    if (args.length === 3) return thrownRows(facade.fetch(...args))
    return thrownRows(facade.fetch(...args))
  }
  function backwardFetch(key: K, timeFrom: number, timeTo: number): Rows<'classic', number, V>
  function backwardFetch(
    k0: K | undefined,
    k1: K | undefined,
    from: number,
    to: number,
  ): Rows<'classic', Windowed<K>, V>
  function backwardFetch(...args: WindowBackwardFetchArgs<K>): Promise<unknown> {
    if (args.length === 3) return thrownRows(facade.backwardFetch(...args))
    return thrownRows(facade.backwardFetch(...args))
  }
  return {
    fetch,
    backwardFetch,
    all: () => thrownRows(facade.all()),
    backwardAll: () => thrownRows(facade.backwardAll()),
    fetchAll: (from, to) => thrownRows(facade.fetchAll(from, to)),
    backwardFetchAll: (from, to) => thrownRows(facade.backwardFetchAll(from, to)),
  }
}
