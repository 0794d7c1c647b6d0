/**
 * The time bookkeeping of a segmented store, as Kafka Streams' `Segments`: time is cut into segments of
 * `segmentInterval` ms (segment id = `floor(t / interval)`), the store tracks the largest time it has seen
 * (`observedStreamTime`), and a row whose time is at or before `observedStreamTime - retentionPeriod` has expired:
 * it is neither written nor returned, and whole segments below the oldest live one are dropped. A time-ordered
 * store (`timeOrdered`, Kafka's stores of emit-on-window-close aggregations) keeps the row at exactly
 * `observedStreamTime - retentionPeriod` live: those are the windows that close at that stream time.
 * No I/O: the store asks it which segments exist, which to scan and which to drop.
 * @example
 * const s = new Segments(120_000, Segments.defaultInterval(120_000))
 * s.observe(200_000) // true: live; segment 3 now exists
 * s.isExpired(60_000) // true
 * @category State stores
 * @since 0.1.0
 */
export class Segments {
  private static versions = 0
  private streamTime = Number.MIN_SAFE_INTEGER
  private readonly ids: number[] = []
  /** Changes (to a value no other instance had) whenever a segment is added; open iterators then look again. */
  version = ++Segments.versions

  constructor(
    /** How long rows stay live after their time, in ms. */
    readonly retentionPeriod: number,
    /** Length of one segment, in ms. */
    readonly segmentInterval: number,
    /** Whether a row at exactly `observedStreamTime - retentionPeriod` is still live (Kafka's time-first schema). */
    readonly timeOrdered = false,
  ) {}

  /** Kafka Streams' default segment interval: `max(retention / 2, 60_000)`. */
  static defaultInterval(retentionPeriod: number): number {
    return Math.max(Math.floor(retentionPeriod / 2), 60_000)
  }

  /** The largest time seen, or `Number.MIN_SAFE_INTEGER` before the first. */
  get observedStreamTime(): number {
    return this.streamTime
  }

  /** The segment holding time `t`. */
  segmentId(t: number): number {
    return Math.floor(t / this.segmentInterval)
  }

  /** Whether a row at time `t` has expired at the current stream time. */
  isExpired(t: number): boolean {
    return this.timeOrdered
      ? t < this.streamTime - this.retentionPeriod
      : t <= this.streamTime - this.retentionPeriod
  }

  /** The earliest time still live (a read never returns rows before it). */
  get earliestLiveTime(): number {
    return this.streamTime === Number.MIN_SAFE_INTEGER
      ? Number.MIN_SAFE_INTEGER
      : this.streamTime - this.retentionPeriod + (this.timeOrdered ? 0 : 1)
  }

  /**
   * Advances stream time to `t` if later and registers `t`'s segment. Returns false when a row at `t` has
   * expired and must not be written.
   */
  observe(t: number): boolean {
    if (t > this.streamTime) this.streamTime = t
    if (this.isExpired(t)) return false
    this.register(this.segmentId(t))
    return true
  }

  /** Records that a segment exists (e.g. found on open or during restore) without moving stream time. */
  register(segmentId: number): void {
    const ids = this.ids
    let i = ids.length
    while (i > 0 && (ids[i - 1] as number) > segmentId) i--
    if (ids[i - 1] === segmentId) return
    ids.splice(i, 0, segmentId)
    this.version = ++Segments.versions
  }

  /** Moves stream time forward to `t` (restore, reopen) without registering a segment. */
  advanceTo(t: number): void {
    if (t > this.streamTime) this.streamTime = t
  }

  /** Existing segments that may hold rows with a time in `[from, to]`, live only, ascending. */
  search(from: number, to: number): number[] {
    const lo = this.segmentId(Math.max(from, this.earliestLiveTime))
    const hi = this.segmentId(to)
    return this.ids.filter((id) => id >= lo && id <= hi)
  }

  /** Every existing segment, ascending. */
  get segmentIds(): readonly number[] {
    return this.ids
  }

  /** Forgets and returns the segments whose every row has expired; the store then deletes their rows. */
  takeExpired(): number[] {
    const firstLive = this.segmentId(this.earliestLiveTime)
    let n = 0
    while (n < this.ids.length && (this.ids[n] as number) < firstLive) n++
    return this.ids.splice(0, n)
  }

  /** An independent copy (the state as of a commit, to return to on abort). */
  clone(): Segments {
    const copy = new Segments(this.retentionPeriod, this.segmentInterval, this.timeOrdered)
    copy.streamTime = this.streamTime
    copy.ids.push(...this.ids)
    return copy
  }
}
