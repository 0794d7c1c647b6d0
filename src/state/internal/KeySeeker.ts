import { aboveLower, belowUpper, type KeyRange } from './KeyRange.js'
import type { KeySlot, SortedKeys } from './SortedKeys.js'

/**
 * Finds, in a {@link SortedKeys} and within a range, the first key after a given key (before it, in reverse).
 * Stateless from the caller's view, so peeking never consumes anything; it remembers its last answer so that
 * a sequential scan (asking for the key after the one it just returned, with the set unchanged) is one step, and
 * asking the same question twice is none.
 */
export class KeySeeker {
  private cachedVersion = -1
  private cachedKeys: SortedKeys | undefined
  private cachedKey: string | undefined
  /** The `after` the cached key answered (asked again when a caller peeks twice). */
  private cachedAfter: string | undefined
  private cachedPosition: KeySlot | undefined

  constructor(
    /** The key set, looked up on every call (a layer may replace its set when it hands writes down). */
    private readonly keySet: () => SortedKeys,
    private readonly range: KeyRange,
    private readonly reverse: boolean,
  ) {}

  /** The first key in range strictly after `after` in scan order (`undefined` means from the start). */
  firstAfter(after: string | undefined): string | undefined {
    const { range, reverse } = this
    const keys = this.keySet()
    if (after === this.cachedAfter && keys === this.cachedKeys && this.cachedVersion === keys.version) {
      return this.cachedKey
    }
    let position: KeySlot | undefined
    if (
      after !== undefined &&
      after === this.cachedKey &&
      keys === this.cachedKeys &&
      this.cachedVersion === keys.version
    ) {
      position = reverse
        ? keys.previous(this.cachedPosition as KeySlot)
        : keys.next(this.cachedPosition as KeySlot)
    } else if (reverse) {
      position =
        after !== undefined && (range.to === undefined || after <= range.to)
          ? keys.floor(after, true)
          : keys.floor(range.to, range.toExclusive)
    } else {
      position =
        after !== undefined && (range.from === undefined || after >= range.from)
          ? keys.ceiling(after, true)
          : keys.ceiling(range.from, false)
    }
    const key = position === undefined ? undefined : keys.keyAt(position)
    if (key === undefined || !(reverse ? aboveLower(range, key) : belowUpper(range, key))) return undefined
    this.cachedVersion = keys.version
    this.cachedKeys = keys
    this.cachedKey = key
    this.cachedAfter = after
    this.cachedPosition = position
    return key
  }
}
