/**
 * Events per second over the last sample windows, as Kafka's `Rate` over a `SampledStat`, with its defaults
 * (`metrics.num.samples` 2, `metrics.sample.window.ms` 30 000): events count into the current window, which
 * closes after `windowMs`; a window with no event for `samples` windows is reset; the rate divides by the time
 * since the oldest window started, counted as at least `samples - 1` full windows so a young rate is not
 * inflated, and at least 1 ms. One slot more than `samples` holds the window that overlaps the monitored span.
 * Recording allocates nothing.
 * @example
 * const rate = new SampledRate()
 * rate.record(100, clock.now())
 * rate.perSecond(clock.now())
 * @category Running
 * @since 0.1.0
 */
export class SampledRate {
  private readonly values: Float64Array
  private readonly starts: Float64Array
  private readonly lastEvents: Float64Array
  private used = 0
  private current = 0

  constructor(
    private readonly windowMs = 30_000,
    private readonly samples = 2,
  ) {
    this.values = new Float64Array(samples + 1)
    this.starts = new Float64Array(samples + 1)
    this.lastEvents = new Float64Array(samples + 1)
  }

  /** Adds `count` events at time `now` (ms). */
  record(count: number, now: number): void {
    if (this.used === 0) this.reset(0, now, 1)
    else if (now - (this.starts[this.current] ?? now) >= this.windowMs) {
      this.current = (this.current + 1) % (this.samples + 1)
      this.reset(this.current, now, Math.max(this.used, this.current + 1))
    }
    this.values[this.current] = (this.values[this.current] ?? 0) + count
    this.lastEvents[this.current] = now
  }

  /** Events per second at time `now`. */
  perSecond(now: number): number {
    if (this.used === 0) return 0
    let total = 0
    let oldest = Number.POSITIVE_INFINITY
    for (let i = 0; i < this.used; i++) {
      if (now - (this.lastEvents[i] ?? now) >= this.samples * this.windowMs) this.reset(i, now, this.used)
      total += this.values[i] ?? 0
      oldest = Math.min(oldest, this.starts[i] ?? now)
    }
    let elapsed = now - oldest
    const fullWindows = Math.floor(elapsed / this.windowMs)
    if (fullWindows < this.samples - 1) elapsed += (this.samples - 1 - fullWindows) * this.windowMs
    return total / (Math.max(elapsed, 1) / 1000)
  }

  private reset(slot: number, now: number, used: number): void {
    this.values[slot] = 0
    this.starts[slot] = now
    this.lastEvents[slot] = now
    this.used = used
  }
}
