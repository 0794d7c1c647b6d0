import { IteratorClosedError } from './StateStoreError.js'
import { IteratorInvalidatedError } from './StateStoreError.js'
import { NoSuchElementError } from './StateStoreError.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { KeyValueIterator } from './KeyValueIterator.js'

/** Told that an iterator ended (closed or invalidated). */
type EndListener = (it: AbstractKeyValueIterator<unknown, unknown>) => void

/**
 * The base of every store iterator: it owns the lifecycle (own close, invalidation when the store closes, typed
 * errors) and both iteration protocols, and asks the subclass for two things only: the row the cursor stands on
 * ({@link AbstractKeyValueIterator._peek}) and to step past it ({@link AbstractKeyValueIterator._advance}).
 * @example
 * class Ones extends AbstractKeyValueIterator<number, number> {
 *   private i = 0
 *   protected _peek() { return this.i < 3 ? { key: this.i, value: 1 } : undefined }
 *   protected _advance() { this.i++ }
 * }
 * @category State stores
 * @since 0.1.0
 */
export abstract class AbstractKeyValueIterator<K, V> implements KeyValueIterator<K, V> {
  private state: 'open' | 'closed' | 'invalidated' = 'open'
  /** Who is told when the iterator ends (one listener, or several): the registries tracking it. */
  private endListeners: EndListener | EndListener[] | undefined

  constructor(
    /** The store this iterator reads, for error messages. */
    readonly storeName: string,
  ) {}

  /** The row the cursor stands on, or `undefined` at the end. Must not advance. */
  protected abstract _peek(): KeyValue<K, V> | undefined
  /** Steps past `row`, the row the last `_peek` returned. */
  protected abstract _advance(row: KeyValue<K, V>): void
  /** Releases resources; called once, on close or invalidation. */
  protected _release(): void {}

  hasNext(): boolean {
    this.check()
    return this._peek() !== undefined
  }

  next(): KeyValue<K, V> {
    this.check()
    const row = this._peek()
    if (row === undefined)
      throw new NoSuchElementError(`Iterator over '${this.storeName}' has no more rows.`, this.storeName)
    this._advance(row)
    return row
  }

  peekNext(): KeyValue<K, V> | undefined {
    this.check()
    return this._peek()
  }

  peekNextKey(): K {
    this.check()
    const row = this._peek()
    if (row === undefined)
      throw new NoSuchElementError(`Iterator over '${this.storeName}' has no more rows.`, this.storeName)
    return row.key
  }

  close(): void {
    if (this.state !== 'open') {
      this.state = 'closed'
      return
    }
    this.state = 'closed'
    this.end()
  }

  /** Called by the owning store when it closes: later steps throw `IteratorInvalidatedError`. */
  invalidate(): void {
    if (this.state !== 'open') return
    this.state = 'invalidated'
    this.end()
  }

  /**
   * Calls `listener` once, when the iterator ends (its own close or its invalidation); at once if it has
   * already ended. How an `IteratorRegistry` forgets what it tracks.
   */
  whenEnded(listener: EndListener): void {
    if (this.state !== 'open') return listener(this)
    const listeners = this.endListeners
    if (listeners === undefined) this.endListeners = listener
    else if (typeof listeners === 'function') this.endListeners = [listeners, listener]
    else listeners.push(listener)
  }

  /** Whether the iterator can still step (neither closed nor invalidated). */
  get isOpen(): boolean {
    return this.state === 'open'
  }

  [Symbol.iterator](): IterableIterator<KeyValue<K, V>> {
    const step = (): IteratorResult<KeyValue<K, V>> => {
      this.check()
      const row = this._peek()
      if (row !== undefined) {
        this._advance(row)
        return { value: row, done: false }
      }
      this.close()
      return { value: undefined, done: true }
    }
    const finish = (): IteratorResult<KeyValue<K, V>> => {
      this.close()
      return { value: undefined, done: true }
    }
    const iterator: IterableIterator<KeyValue<K, V>> = {
      next: step,
      return: finish,
      [Symbol.iterator]: () => iterator,
    }
    return iterator
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<KeyValue<K, V>> {
    const sync = this[Symbol.iterator]()
    const iterator: AsyncIterableIterator<KeyValue<K, V>> = {
      next: () => Promise.resolve().then(() => sync.next()),
      return: () => Promise.resolve().then(() => sync.return?.() ?? { value: undefined, done: true }),
      [Symbol.asyncIterator]: () => iterator,
    }
    return iterator
  }

  private end(): void {
    this._release()
    const listeners = this.endListeners
    this.endListeners = undefined
    if (typeof listeners === 'function') listeners(this)
    else if (listeners !== undefined) for (const listener of listeners) listener(this)
  }

  /** Throws unless the iterator is open (own close: `IteratorClosedError`; store closed: `IteratorInvalidatedError`). */
  protected check(): void {
    switch (this.state) {
      case 'open':
        return
      case 'closed':
        throw new IteratorClosedError(
          `Iterator over '${this.storeName}' has already been closed.`,
          this.storeName,
        )
      case 'invalidated':
        throw new IteratorInvalidatedError(
          `Store '${this.storeName}' was closed while this iterator was open.`,
          this.storeName,
        )
      default: {
        const never: never = this.state
        return never
      }
    }
  }
}
