import type * as E from 'fp-ts/lib/Either.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { QueryableStoreKind } from '../QueryableStoreTypes.js'
import type { StoreError } from '../StoreError.js'
import type { FacadeSource } from './FacadeReads.js'
import { KeyValueQueryFacade } from './QueryableKeyValueStore.js'
import type { QueryableStore } from './QueryableStore.js'
import { SessionQueryFacade } from './QueryableSessionStore.js'
import { WindowQueryFacade } from './QueryableWindowStore.js'

/**
 * How a facade finds its store ({@link FacadeSource}), with the store kind, which picks the facade; a key-value
 * `get` may resolve through `resolveKey` (only the partition holding the key; defaults to `resolve`).
 * @example
 * storeFacade({ storeName: 'counts', kind: 'keyValue', partition: 3, resolve })
 * @category model
 * @since 0.1.0
 */
export interface StoreFacadeOptions<S> extends FacadeSource<S> {
  /** The store kind: decides which facade (key-value, window, session) reads `S`. */
  readonly kind: QueryableStoreKind
  /** Finds the store a read of one key (key-value `get`) uses now. */
  readonly resolveKey?: ((key: unknown) => E.Either<StoreError, S>) | undefined
}

/**
 * The IQv1 facade of a kind over a read-only store `S` of that kind: `KeyValueQueryFacade`, `WindowQueryFacade`
 * or `SessionQueryFacade`, whose reads answer `Promise<Either<StoreError, T>>` (see {@link FacadeReads}).
 * `S` must be the read-only interface of `kind` (`ReadOnlyKeyValueStore` for `keyValue`, ...): the kind is data,
 * `S` only a type, so this one entry point takes the pairing on trust; the runtime calls the typed constructors.
 * @example
 * const facade = storeFacade<ReadOnlyKeyValueStore<string, number>>({
 *   storeName: 'counts', kind: 'keyValue', partition: 3, resolve: () => runtime.resolve('counts', 3),
 * })
 * await facade.get('kafka') // Either<StoreError, number | undefined>
 * @category constructors
 * @since 0.1.0
 */
export const storeFacade = <S extends object>(options: StoreFacadeOptions<S>): QueryableStore<S> => {
  switch (options.kind) {
    case 'keyValue':
    case 'timestampedKeyValue':
      return new KeyValueQueryFacade(
        options as unknown as StoreFacadeOptions<ReadOnlyKeyValueStore<unknown, unknown>>,
      ) as unknown as QueryableStore<S>
    case 'window':
    case 'timestampedWindow':
      return new WindowQueryFacade(
        options as unknown as FacadeSource<ReadOnlyWindowStore<unknown, unknown>>,
      ) as unknown as QueryableStore<S>
    case 'session':
      return new SessionQueryFacade(
        options as unknown as FacadeSource<ReadOnlySessionStore<unknown, unknown>>,
      ) as unknown as QueryableStore<S>
    default: {
      const never: never = options.kind
      return never
    }
  }
}
