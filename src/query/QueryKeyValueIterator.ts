import * as E from 'fp-ts/lib/Either.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { KeyValueIterator } from '../state/KeyValueIterator.js'
import { stateStoreMigrated, type StoreError } from './StoreError.js'
import { storeWentAway } from './storeWentAway.js'

/**
 * What a query iterator asks of the store under it: whether it is still open and still served here. The runtime
 * answers false once the store is closed or its task has moved away.
 * @example
 * const liveness: StoreLiveness = { isOpen: () => store.isOpen && task.ownsPartition }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface StoreLiveness {
  isOpen(): boolean
}

/**
 * A query-side iterator: every step returns an `Either`, `Left(StateStoreMigrated)` from the step at which the
 * store closed or moved away (and from every step after it), never a silent end or a wrong row. `next` and
 * `peekNext` give `undefined` at the end. `for...of` and `for await...of` yield `Either` rows and end after the
 * first `Left`; both close the iterator when the loop ends or breaks. Close iterators you stop stepping early.
 * Using the iterator after your own `close()` throws `IteratorClosedError` (a programming error, not a query
 * condition). `orThrow(it)` gives the classic throwing `KeyValueIterator`.
 * @example
 * for await (const row of it) {
 *   if (E.isLeft(row)) { relookup(); break }
 *   console.log(row.right.key, row.right.value)
 * }
 * @category Interactive queries
 * @since 0.1.0
 */
export class QueryKeyValueIterator<K, V>
  implements
    Iterable<E.Either<StoreError, KeyValue<K, V>>>,
    AsyncIterable<E.Either<StoreError, KeyValue<K, V>>>
{
  private failure: StoreError | undefined

  constructor(
    private readonly inner: KeyValueIterator<K, V>,
    private readonly store: StoreLiveness,
    /** The store iterated, for errors. */
    readonly storeName: string,
    /** The store partition iterated, when it is one. */
    readonly partition?: number,
  ) {}

  /** Whether another row follows. */
  hasNext(): E.Either<StoreError, boolean> {
    return this.step(() => this.inner.hasNext())
  }

  /** The next row, or `undefined` at the end. */
  next(): E.Either<StoreError, KeyValue<K, V> | undefined> {
    return this.step(() => (this.inner.hasNext() ? this.inner.next() : undefined))
  }

  /** The next row without advancing, or `undefined` at the end. */
  peekNext(): E.Either<StoreError, KeyValue<K, V> | undefined> {
    return this.step(() => this.inner.peekNext())
  }

  /** The next row's key without advancing, or `undefined` at the end. */
  peekNextKey(): E.Either<StoreError, K | undefined> {
    return this.step(() => this.inner.peekNext()?.key)
  }

  /** Releases the iterator. Closing twice is allowed. */
  close(): void {
    this.inner.close()
  }

  [Symbol.iterator](): IterableIterator<E.Either<StoreError, KeyValue<K, V>>> {
    let done = false
    const finish = (): IteratorResult<E.Either<StoreError, KeyValue<K, V>>> => {
      done = true
      this.close()
      return { value: undefined, done: true }
    }
    const iterator: IterableIterator<E.Either<StoreError, KeyValue<K, V>>> = {
      next: () => {
        if (done) return { value: undefined, done: true }
        const row = this.next()
        if (E.isLeft(row)) {
          done = true
          this.close()
          return { value: row, done: false }
        }
        return row.right === undefined ? finish() : { value: E.right(row.right), done: false }
      },
      return: finish,
      [Symbol.iterator]: () => iterator,
    }
    return iterator
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<E.Either<StoreError, KeyValue<K, V>>> {
    const sync = this[Symbol.iterator]()
    const iterator: AsyncIterableIterator<E.Either<StoreError, KeyValue<K, V>>> = {
      next: () => Promise.resolve().then(() => sync.next()),
      return: () => Promise.resolve().then(() => sync.return?.() ?? { value: undefined, done: true }),
      [Symbol.asyncIterator]: () => iterator,
    }
    return iterator
  }

  private step<T>(read: () => T): E.Either<StoreError, T> {
    if (this.failure !== undefined) return E.left(this.failure)
    if (!this.store.isOpen()) return this.fail(undefined)
    try {
      return E.right(read())
    } catch (e) {
      if (storeWentAway(e)) return this.fail(e)
      throw e
    }
  }

  private fail(cause: unknown): E.Either<StoreError, never> {
    const failure = stateStoreMigrated({ storeName: this.storeName, partition: this.partition, cause })
    this.failure = failure
    this.inner.close()
    return E.left(failure)
  }
}
