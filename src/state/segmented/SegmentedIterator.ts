import { AbstractKeyValueIterator } from '../AbstractKeyValueIterator.js'
import { Bytes } from '../Bytes.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import { TIMESTAMP_SIZE } from './OrderedBytes.js'
import { segmentPrefix } from '../window/WindowKeySchema.js'

/**
 * Where a {@link SegmentedIterator} reads: the segments to visit and a cursor per segment.
 * @example
 * const source: SegmentSource = { segmentIds: () => [0, 1], version: () => 0, open: (id) => inner.range(lo(id), hi(id)) }
 * @category State stores
 * @since 0.1.0
 */
export interface SegmentSource {
  /** The segments the query covers now, ascending. */
  segmentIds(): readonly number[]
  /** Changes whenever the rows or the segments may have changed (every write, commit, abort, restore). */
  version(): number
  /**
   * A cursor over the query's rows in one segment; with `resume`, starting there (inclusive) instead of at the
   * query's first row (its last row when reading backward).
   */
  open(segmentId: number, resume: Bytes | undefined): KeyValueIterator<Bytes, Buffer>
}

/**
 * An iterator over several segments of a segmented store, merged into one order: rows are compared by their key
 * without the segment prefix, so a scan over many segments returns rows by key, then time (the exact reverse
 * when `reverse`). It is a live cursor: when the store changed since the last step (a write, a commit, an abort,
 * a new segment), it reopens its per-segment cursors just past the last row it returned, so every step returns
 * the next row of the query as of that step. `accept` skips rows outside the query (time bounds, expired rows);
 * `decode` turns the chosen row into the caller's key and value.
 * @example
 * new SegmentedIterator('s', source, false, accept, decode)
 * @category State stores
 * @since 0.1.0
 */
export class SegmentedIterator<K, V> extends AbstractKeyValueIterator<K, V> {
  private cursors: KeyValueIterator<Bytes, Buffer>[] = []
  private version: number | undefined
  private chosen: KeyValueIterator<Bytes, Buffer> | undefined
  private peeked: Bytes | undefined
  private last: Bytes | undefined
  private cached: { readonly raw: KeyValue<Bytes, Buffer>; readonly row: KeyValue<K, V> } | undefined

  constructor(
    storeName: string,
    private readonly source: SegmentSource,
    private readonly reverse: boolean,
    private readonly accept: (storeKey: Bytes) => boolean,
    private readonly decode: (row: KeyValue<Bytes, Buffer>) => KeyValue<K, V>,
  ) {
    super(storeName)
  }

  protected _peek(): KeyValue<K, V> | undefined {
    if (this.version !== this.source.version()) this.reopen()
    const cursors = this.cursors
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
        best = row
        break
      }
      const suffix = suffixOf(row.key)
      if (best === undefined || (this.reverse ? suffix > bestSuffix : suffix < bestSuffix)) {
        best = row
        bestSuffix = suffix
        this.chosen = cursor
      }
    }
    this.peeked = best?.key
    if (best === undefined) return undefined
    const cached = this.cached
    if (cached !== undefined && cached.raw.key === best.key && cached.raw.value === best.value)
      return cached.row
    const row = this.decode(best)
    this.cached = { raw: best, row }
    return row
  }

  protected _advance(): void {
    this.chosen?.next()
    this.last = this.peeked
  }

  protected override _release(): void {
    for (const cursor of this.cursors) cursor.close()
    this.cursors = []
  }

  /** Opens a cursor per segment, positioned just past the last row returned. */
  private reopen(): void {
    this._release()
    this.version = this.source.version()
    const last = this.last === undefined ? undefined : suffixOf(this.last)
    for (const id of this.source.segmentIds()) {
      const resume =
        last === undefined ? undefined : Bytes.fromKey(segmentPrefix(id).toString('latin1') + last)
      const cursor = this.source.open(id, resume)
      const first = cursor.peekNext()
      if (first !== undefined && resume !== undefined && first.key.equals(resume)) cursor.next()
      this.cursors.push(cursor)
    }
  }
}

/** A store key without its segment prefix, as a latin1 string (ordered like the bytes). */
const suffixOf = (key: Bytes): string => key.key.slice(TIMESTAMP_SIZE)
