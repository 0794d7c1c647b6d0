import { AbstractKeyValueIterator } from '../AbstractKeyValueIterator.js'
import type { Bytes } from '../Bytes.js'
import type { KeyValue } from '../KeyValue.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import { TIMESTAMP_SIZE } from './OrderedBytes.js'

/**
 * An iterator over several segments of a segmented store, merged into one order: rows are compared by their key
 * without the segment prefix, so a scan over many segments returns rows by key, then time (newest first when
 * `reverse`). Each segment is read through a live cursor of the underlying key-value store, opened on the first
 * step; `accept` skips rows outside the query (time bounds, expired rows) and `decode` turns the chosen row into
 * the caller's key and value.
 * @example
 * new SegmentedIterator('s', () => ids.map((id) => inner.range(lower(id), upper(id))), false, accept, decode)
 * @category model
 * @since 0.1.0
 */
export class SegmentedIterator<K, V> extends AbstractKeyValueIterator<K, V> {
  private cursors: KeyValueIterator<Bytes, Buffer>[] | undefined
  private chosen: KeyValueIterator<Bytes, Buffer> | undefined

  constructor(
    storeName: string,
    private readonly open: () => KeyValueIterator<Bytes, Buffer>[],
    private readonly reverse: boolean,
    private readonly accept: (storeKey: Bytes) => boolean,
    private readonly decode: (row: KeyValue<Bytes, Buffer>) => KeyValue<K, V>,
    onClose?: (it: AbstractKeyValueIterator<K, V>) => void,
  ) {
    super(storeName, onClose)
  }

  protected _peek(): KeyValue<K, V> | undefined {
    const cursors = (this.cursors ??= this.open())
    let best: KeyValue<Bytes, Buffer> | undefined
    let bestSuffix = ''
    this.chosen = undefined
    for (const cursor of cursors) {
      let row = cursor.peekNext()
      while (row !== undefined && !this.accept(row.key)) {
        cursor.next()
        row = cursor.peekNext()
      }
      if (row === undefined) continue
      if (cursors.length === 1) {
        this.chosen = cursor
        return this.decode(row)
      }
      const suffix = row.key.key.slice(TIMESTAMP_SIZE)
      if (best === undefined || (this.reverse ? suffix > bestSuffix : suffix < bestSuffix)) {
        best = row
        bestSuffix = suffix
        this.chosen = cursor
      }
    }
    return best === undefined ? undefined : this.decode(best)
  }

  protected _advance(): void {
    this.chosen?.next()
  }

  protected override _release(): void {
    for (const cursor of this.cursors ?? []) cursor.close()
    this.cursors = undefined
  }
}
