import { Bytes } from '../Bytes.js'
import type { KeyValue } from '../../core/KeyValue.js'
import { BytesIterator } from './BytesIterator.js'
import type { KeyRange } from './KeyRange.js'
import { KeySeeker } from './KeySeeker.js'
import type { SortedMap } from './SortedMap.js'

/**
 * Merges a write layer (record cache or transaction overlay: values by latin1 key, `null` a delete) over the
 * iterator of the store below, in key order or reverse: on equal keys the layer wins, and its deletes hide the
 * row below. Looking ahead past deletes
 * consumes nothing, so a delete that later turns into a value (or moves below) is still seen.
 */
export class MergedKeyValueIterator extends BytesIterator {
  private readonly seeker: KeySeeker
  /** The last layer row returned, handed out again while its key and value are unchanged (a repeated peek). */
  private lastRow: KeyValue<Bytes, Buffer> | undefined

  constructor(
    storeName: string,
    /** The layer's current writes (a layer replaces its map when it hands writes down). */
    private readonly layer: () => SortedMap<Buffer | null>,
    range: KeyRange,
    private readonly reverse: boolean,
    private readonly below: BytesIterator,
  ) {
    super(storeName)
    this.seeker = new KeySeeker(() => layer().keys, range, reverse)
  }

  protected _peekAfter(after: string | undefined): KeyValue<Bytes, Buffer> | undefined {
    if (this.layer().size === 0) return this.below.peekAfter(after)
    let probe = after
    for (;;) {
      const layerKey = this.seeker.firstAfter(probe)
      const below = this.below.peekAfter(probe)
      if (layerKey === undefined) return below
      if (below !== undefined && below.key.key !== layerKey && layerKey < below.key.key === this.reverse)
        return below
      const value = this.layer().get(layerKey)
      if (value != null) return this.layerRow(layerKey, value)
      probe = layerKey
    }
  }

  private layerRow(key: string, value: Buffer): KeyValue<Bytes, Buffer> {
    const last = this.lastRow
    if (last?.value === value && last.key.key === key) return last
    this.lastRow = { key: Bytes.fromKey(key), value }
    return this.lastRow
  }

  protected override _release(): void {
    this.below.close()
  }
}
