/**
 * Which segments of a versioned store exist, as Kafka Streams' logical segments: segment id =
 * `trunc(t / segmentInterval)`, and a segment is live while its id is at least the id of
 * `streamTime - historyRetention`. Older segments are dropped whole ({@link VersionedSegments.cleanup}); the store
 * then deletes their rows. No I/O.
 * @example
 * const s = new VersionedSegments(300_000, 100_000)
 * s.createIfLive(3, 310_000) // true: segment 3 now exists
 * @category State stores
 * @since 0.1.0
 */
export class VersionedSegments {
  private readonly ids: number[] = []

  constructor(
    readonly historyRetention: number,
    readonly segmentInterval: number,
  ) {}

  /** The segment holding time `t` (infinite times give infinite ids). */
  segmentId(t: number): number {
    return Number.isFinite(t) ? Math.trunc(t / this.segmentInterval) : t
  }

  /** Registers segment `id` unless it has expired at `streamTime`; false when expired. */
  createIfLive(id: number, streamTime: number): boolean {
    if (id < this.segmentId(streamTime - this.historyRetention)) return false
    this.register(id)
    return true
  }

  /** Records that segment `id` exists (found on open or written by a restore). */
  register(id: number): void {
    const ids = this.ids
    let i = ids.length
    while (i > 0 && (ids[i - 1] as number) > id) i--
    if (ids[i - 1] !== id) ids.splice(i, 0, id)
  }

  /** Existing segments holding times in `[from, to]`, newest first (`descending`) or oldest first. */
  segments(from: number, to: number, descending: boolean): number[] {
    const lo = this.segmentId(from)
    const hi = this.segmentId(to)
    const found = this.ids.filter((id) => id >= lo && id <= hi)
    return descending ? found.reverse() : found
  }

  /** Forgets and returns the segments expired at `streamTime`. */
  cleanup(streamTime: number): number[] {
    const minLive = this.segmentId(streamTime - this.historyRetention)
    let n = 0
    while (n < this.ids.length && (this.ids[n] as number) < minLive) n++
    return n === 0 ? [] : this.ids.splice(0, n)
  }

  /** An independent copy (the state as of a commit, to return to on abort). */
  clone(): VersionedSegments {
    const copy = new VersionedSegments(this.historyRetention, this.segmentInterval)
    copy.ids.push(...this.ids)
    return copy
  }
}
