import { AbstractKeyValueIterator } from '../AbstractKeyValueIterator.js'
import type { Bytes } from '../Bytes.js'
import type { KeyValue } from '../../core/KeyValue.js'

/**
 * The base of byte-level store iterators. Its only state is the last key it returned; each step asks for the
 * first row after that key in the store as it is now ({@link BytesIterator.peekAfter}, which consumes nothing).
 * So iterators are exact live cursors: writes to keys not yet reached are seen, deleted keys never returned,
 * and moving a write between layers (cache flush, commit) never loses or repeats a row.
 */
export abstract class BytesIterator extends AbstractKeyValueIterator<Bytes, Buffer> {
  private last: string | undefined

  /** The first row in range strictly after the latin1 key `after` (from the start when `undefined`). */
  peekAfter(after: string | undefined): KeyValue<Bytes, Buffer> | undefined {
    this.check()
    return this._peekAfter(after)
  }

  /** {@link BytesIterator.peekAfter} without the lifecycle check. */
  protected abstract _peekAfter(after: string | undefined): KeyValue<Bytes, Buffer> | undefined

  protected _peek(): KeyValue<Bytes, Buffer> | undefined {
    return this._peekAfter(this.last)
  }

  protected _advance(row: KeyValue<Bytes, Buffer>): void {
    this.last = row.key.key
  }
}
