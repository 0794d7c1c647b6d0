import type { AbstractKeyValueIterator } from '../AbstractKeyValueIterator.js'
import type { Bytes } from '../Bytes.js'
import type { KeyValue } from '../KeyValue.js'
import { BytesIterator } from './BytesIterator.js'
import type { KeyRange } from './KeyRange.js'
import { KeySeeker } from './KeySeeker.js'
import type { SortedMap } from './SortedMap.js'

/**
 * Iterates the rows of a {@link SortedMap} in a range. `row` turns a key and its entry into the row to return;
 * the row is cached until the map changes.
 */
export class SortedMapIterator<E> extends BytesIterator {
  private readonly seeker: KeySeeker
  private cachedKey: string | undefined
  private cachedRow: KeyValue<Bytes, Buffer> | undefined
  private cachedVersion = -1

  constructor(
    storeName: string,
    private readonly map: SortedMap<E>,
    range: KeyRange,
    reverse: boolean,
    private readonly row: (key: string, entry: E) => KeyValue<Bytes, Buffer>,
    onClose?: (it: AbstractKeyValueIterator<Bytes, Buffer>) => void,
  ) {
    super(storeName, onClose)
    this.seeker = new KeySeeker(map.keys, range, reverse)
  }

  protected _peekAfter(after: string | undefined): KeyValue<Bytes, Buffer> | undefined {
    const key = this.seeker.firstAfter(after)
    if (key === undefined) return undefined
    if (key === this.cachedKey && this.cachedVersion === this.map.keys.version) return this.cachedRow
    this.cachedKey = key
    this.cachedVersion = this.map.keys.version
    this.cachedRow = this.row(key, this.map.get(key) as E)
    return this.cachedRow
  }
}
