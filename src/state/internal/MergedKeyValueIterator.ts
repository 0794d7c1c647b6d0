import { AbstractKeyValueIterator } from '../AbstractKeyValueIterator.js'
import type { Bytes } from '../Bytes.js'
import type { KeyValue } from '../KeyValue.js'
import type { KeyCursor } from './KeyCursor.js'
import type { KeyRange } from './KeyRange.js'
import type { SortedMap } from './SortedMap.js'

/** An entry of a write layer (cache or overlay): `null` is a delete that hides the layer below. */
export interface LayerEntry {
  readonly key: Bytes
  readonly value: Buffer | null
}

/**
 * Merges a write layer (record cache or transaction overlay) over the iterator of the store below, in key order
 * or reverse: on equal keys the layer wins, and its deletes hide the row below. Both sides are live cursors.
 */
export class MergedKeyValueIterator extends AbstractKeyValueIterator<Bytes, Buffer> {
  private readonly cursor: KeyCursor
  /** The last key returned: rows at or before it (e.g. moved below by a commit) are skipped. */
  private last: string | undefined

  constructor(
    storeName: string,
    private readonly layer: SortedMap<LayerEntry>,
    range: KeyRange,
    private readonly reverse: boolean,
    private readonly below: AbstractKeyValueIterator<Bytes, Buffer>,
    onClose?: (it: AbstractKeyValueIterator<Bytes, Buffer>) => void,
  ) {
    super(storeName, onClose)
    this.cursor = layer.cursor(range, reverse)
  }

  protected _peek(): KeyValue<Bytes, Buffer> | undefined {
    for (;;) {
      const layerKey = this.peekLayer()
      const below = this.peekBelow()
      if (layerKey === undefined) return below
      const order = this.order(layerKey, below)
      if (order > 0) return below
      const entry = this.layer.get(layerKey) as LayerEntry
      if (entry.value !== null) return { key: entry.key, value: entry.value }
      this.cursor.advance()
      if (order === 0) this.below.next()
    }
  }

  protected _advance(): void {
    const row = this._peek()
    if (row === undefined) return
    if (this.peekLayer() === row.key.key) this.cursor.advance()
    const below = this.peekBelow()
    if (below !== undefined && below.key.key === row.key.key) this.below.next()
    this.last = row.key.key
  }

  protected override _release(): void {
    this.below.close()
  }

  /** The next key of the layer that comes after the last key returned. */
  private peekLayer(): string | undefined {
    for (;;) {
      const key = this.cursor.current()
      if (key === undefined || this.isAfterLast(key)) return key
      this.cursor.advance()
    }
  }

  private isAfterLast(key: string): boolean {
    const last = this.last
    return last === undefined || (this.reverse ? key < last : key > last)
  }

  /** The next row below that comes after the last key returned. */
  private peekBelow(): KeyValue<Bytes, Buffer> | undefined {
    for (;;) {
      const below = this.below.peekNext()
      if (below === undefined || this.isAfterLast(below.key.key)) return below
      this.below.next()
    }
  }

  /** Negative when the layer's key comes first, zero when equal, positive when the row below comes first. */
  private order(layerKey: string, below: KeyValue<Bytes, Buffer> | undefined): number {
    if (below === undefined) return -1
    const belowKey = below.key.key
    if (layerKey === belowKey) return 0
    return layerKey < belowKey !== this.reverse ? -1 : 1
  }
}
