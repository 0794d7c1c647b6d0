import { aboveLower, belowUpper, type KeyRange } from './KeyRange.js'
import type { Position, SortedKeys } from './SortedKeys.js'

/**
 * A live cursor over a {@link SortedKeys} within a range, forward or backward. It remembers the last key it
 * stepped past and a cached position; when the set has changed since, it seeks again from that key, so writes
 * made during a scan are seen for keys not yet reached and deleted keys are never returned.
 */
export class KeyCursor {
  private last: string | undefined
  private started = false
  private position: Position | undefined
  private version = -1

  constructor(
    private readonly keys: SortedKeys,
    private readonly range: KeyRange,
    private readonly reverse: boolean,
  ) {}

  /** The key the cursor stands on, or `undefined` at the end. */
  current(): string | undefined {
    if (this.version !== this.keys.version) this.seek()
    const position = this.position
    if (position === undefined) return undefined
    const key = this.keys.keyAt(position)
    if (key === undefined) return undefined
    return this.reverse
      ? aboveLower(this.range, key)
        ? key
        : undefined
      : belowUpper(this.range, key)
        ? key
        : undefined
  }

  /** Steps past the current key. */
  advance(): void {
    const key = this.current()
    if (key === undefined) return
    this.last = key
    this.started = true
    const position = this.position as Position
    this.position = this.reverse ? this.keys.previous(position) : this.keys.next(position)
  }

  private seek(): void {
    this.version = this.keys.version
    const { range } = this
    if (this.reverse) {
      this.position = this.started
        ? this.keys.floor(this.last, true)
        : range.to === undefined
          ? this.keys.floor(undefined, false)
          : this.keys.floor(range.to, range.toExclusive)
    } else {
      this.position = this.started ? this.keys.ceiling(this.last, true) : this.keys.ceiling(range.from, false)
    }
  }
}
