import type { Bytes } from '../Bytes.js'
import type { KeyValue } from '../../core/KeyValue.js'
import { BytesIterator } from './BytesIterator.js'
import type { KeyRange } from './KeyRange.js'
import { KeySeeker } from './KeySeeker.js'
import type { SortedKeys } from './SortedKeys.js'

/**
 * Iterates the keys of a {@link SortedKeys} in a range; `row` reads the row of a key. The row is cached until
 * the key set changes (every write bumps its version).
 */
export class SortedKeysIterator extends BytesIterator {
  private readonly seeker: KeySeeker
  private cachedKey: string | undefined
  private cachedRow: KeyValue<Bytes, Buffer> | undefined
  private cachedVersion = -1

  constructor(
    storeName: string,
    private readonly keys: SortedKeys,
    range: KeyRange,
    reverse: boolean,
    private readonly row: (key: string) => KeyValue<Bytes, Buffer>,
  ) {
    super(storeName)
    this.seeker = new KeySeeker(() => keys, range, reverse)
  }

  protected _peekAfter(after: string | undefined): KeyValue<Bytes, Buffer> | undefined {
    const key = this.seeker.firstAfter(after)
    if (key === undefined) return undefined
    if (key === this.cachedKey && this.cachedVersion === this.keys.version) return this.cachedRow
    this.cachedKey = key
    this.cachedVersion = this.keys.version
    this.cachedRow = this.row(key)
    return this.cachedRow
  }
}
