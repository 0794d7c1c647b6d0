import type { KeyValue } from '../core/KeyValue.js'

/**
 * An iterator over store rows, as Kafka's `KeyValueIterator`. Every step is synchronous, so processors can scan
 * without awaiting; `for...of` and `for await...of` work too and close the iterator when the loop ends or breaks.
 * Close iterators you stop early. When the store is closed under an open iterator, the next step throws an
 * `IteratorInvalidatedError` (never a silent end or a wrong row).
 *
 * Iterators are live cursors: each step returns the smallest remaining key in range as of that step, so writes
 * made after the iterator was opened are seen for keys it has not reached yet.
 * @example
 * const it = store.range('a', 'm')
 * try { while (it.hasNext()) console.log(it.next()) } finally { it.close() }
 * for (const { key, value } of store.all()) console.log(key, value)
 * @category State stores
 * @since 0.1.0
 */
export interface KeyValueIterator<K, V> extends Iterable<KeyValue<K, V>>, AsyncIterable<KeyValue<K, V>> {
  /** Whether another row follows. */
  hasNext(): boolean
  /** The next row; throws `NoSuchElementError` when there is none. */
  next(): KeyValue<K, V>
  /** The next row without advancing, or `undefined` at the end (never throws `NoSuchElementError`). */
  peekNext(): KeyValue<K, V> | undefined
  /** The next row's key without advancing; throws `NoSuchElementError` when there is none. */
  peekNextKey(): K
  /** Releases the iterator; later steps throw `IteratorClosedError`. Closing twice is allowed. */
  close(): void
}
