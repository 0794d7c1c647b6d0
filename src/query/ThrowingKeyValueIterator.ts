import * as E from 'fp-ts/lib/Either.js'
import { AbstractKeyValueIterator } from '../state/AbstractKeyValueIterator.js'
import type { KeyValue } from '../core/KeyValue.js'
import { toException } from './InvalidStateStoreException.js'
import type { QueryKeyValueIterator } from './QueryKeyValueIterator.js'
import type { StoreError } from './StoreError.js'

/**
 * The `Right` value, or throws the exception of the `Left`'s tag.
 * @example
 * getOrThrow(E.right(1)) // 1
 * @category Interactive queries
 * @since 0.1.0
 */
export const getOrThrow = <T>(r: E.Either<StoreError, T>): T => {
  if (E.isLeft(r)) throw toException(r.left)
  return r.right
}

/**
 * The classic `KeyValueIterator` over a {@link QueryKeyValueIterator}: a step that would return `Left` throws the
 * matching `InvalidStateStoreException` subclass (`StateStoreMigratedException` when the store goes away), in
 * `hasNext`/`next`/`peekNextKey` and in `for...of`/`for await...of` alike. Built by `orThrow(iterator)`.
 * @example
 * for await (const { key, value } of orThrow(it)) console.log(key, value) // may throw StateStoreMigratedException
 * @category Interactive queries
 * @since 0.1.0
 */
export class ThrowingKeyValueIterator<K, V> extends AbstractKeyValueIterator<K, V> {
  constructor(private readonly query: QueryKeyValueIterator<K, V>) {
    super(query.storeName)
  }

  protected _peek(): KeyValue<K, V> | undefined {
    return getOrThrow(this.query.peekNext())
  }

  protected _advance(): void {
    getOrThrow(this.query.next())
  }

  protected override _release(): void {
    this.query.close()
  }
}
