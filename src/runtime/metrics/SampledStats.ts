/**
 * The average, the minimum and the maximum of values over the last sample windows, as Kafka's `Avg`, `Min` and `Max` over a
 * `SampledStat` with its defaults (2 windows of 30 s): a value counts into the current window, which closes after
 * `windowMs`; a window older than `samples` windows is forgotten. With no value in the span, all read NaN, as
 * Kafka's. Recording allocates nothing.
 * @example
 * const stats = new SampledStats()
 * stats.record(3.5, clock.now())
 * stats.max(clock.now())
 * @category Running
 * @since 0.1.0
 */
export class SampledStats {
  private readonly sums: Float64Array
  private readonly counts: Float64Array
  private readonly maxima: Float64Array
  private readonly minima: Float64Array
  private readonly starts: Float64Array
  private current = 0
  private started = false
  /** When the current window closes; a value at or after it starts the next window. */
  private windowEnd = Number.NEGATIVE_INFINITY

  constructor(
    private readonly windowMs = 30_000,
    private readonly samples = 2,
  ) {
    this.sums = new Float64Array(samples)
    this.counts = new Float64Array(samples)
    this.maxima = new Float64Array(samples)
    this.minima = new Float64Array(samples)
    this.starts = new Float64Array(samples)
  }

  /** Adds `value` at time `now` (ms). */
  record(value: number, now: number): void {
    if (now >= this.windowEnd) this.roll(now)
    const i = this.current
    const n = (this.counts[i] ?? 0) + 1
    this.counts[i] = n
    this.sums[i] = (this.sums[i] ?? 0) + value
    if (n === 1 || value > (this.maxima[i] ?? value)) this.maxima[i] = value
    if (n === 1 || value < (this.minima[i] ?? value)) this.minima[i] = value
  }

  /** Starts the first window, or the next one once the current has lasted `windowMs`. */
  private roll(now: number): void {
    if (this.started) this.current = (this.current + 1) % this.samples
    this.started = true
    this.clear(this.current, now)
    this.windowEnd = now + this.windowMs
  }

  /** The average of the values in the span at `now`; NaN when there are none. */
  avg(now: number): number {
    let sum = 0
    let count = 0
    for (let i = 0; i < this.samples; i++) {
      if (!this.live(i, now)) continue
      sum += this.sums[i] ?? 0
      count += this.counts[i] ?? 0
    }
    return count === 0 ? Number.NaN : sum / count
  }

  /** The largest value in the span at `now`; NaN when there is none. */
  max(now: number): number {
    let max = Number.NEGATIVE_INFINITY
    for (let i = 0; i < this.samples; i++)
      if (this.live(i, now) && (this.counts[i] ?? 0) > 0) max = Math.max(max, this.maxima[i] ?? max)
    return max === Number.NEGATIVE_INFINITY ? Number.NaN : max
  }

  /** The smallest value in the span at `now`; NaN when there is none. */
  min(now: number): number {
    let min = Number.POSITIVE_INFINITY
    for (let i = 0; i < this.samples; i++)
      if (this.live(i, now) && (this.counts[i] ?? 0) > 0) min = Math.min(min, this.minima[i] ?? min)
    return min === Number.POSITIVE_INFINITY ? Number.NaN : min
  }

  private live(slot: number, now: number): boolean {
    return this.started && now - (this.starts[slot] ?? now) < this.samples * this.windowMs
  }

  private clear(slot: number, now: number): void {
    this.sums[slot] = 0
    this.counts[slot] = 0
    this.maxima[slot] = 0
    this.minima[slot] = 0
    this.starts[slot] = now
  }
}
