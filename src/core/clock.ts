/**
 * The only place in `src/` that reads the time or sets timers, so tests can run on a controllable clock.
 * Collaborators receive a {@link Clock} through their options; {@link systemClock} is the default.
 */

/**
 * A cancellable timer handle.
 * @category Running
 */
export interface Timer {
  cancel(): void
}

/**
 * Time source and timer factory.
 * @category Running
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Runs `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): Timer
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>
}

/**
 * The wall clock of this process.
 * @category Running
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms)
    handle.unref?.()
    return { cancel: () => clearTimeout(handle) }
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/**
 * A clock that only moves when told to: for deterministic tests.
 * @category Testing
 */
export class ManualClock implements Clock {
  private time: number
  private timers: { at: number; fn: () => void; seq: number }[] = []
  private seq = 0

  constructor(start = 0) {
    this.time = start
  }

  now(): number {
    return this.time
  }

  setTimeout(fn: () => void, ms: number): Timer {
    const timer = { at: this.time + Math.max(0, ms), fn, seq: this.seq++ }
    this.timers.push(timer)
    return { cancel: () => (this.timers = this.timers.filter((t) => t !== timer)) }
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.setTimeout(resolve, ms))
  }

  /** Moves time forward by `ms`, firing due timers in order. */
  advance(ms: number): void {
    const target = this.time + ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0]
      if (due === undefined) break
      this.timers = this.timers.filter((t) => t !== due)
      this.time = Math.max(this.time, due.at)
      due.fn()
    }
    this.time = target
  }
}

/**
 * Keeps the Node.js process alive until `release` (timers of {@link systemClock} do not): a running
 * `KafkaStreams` holds one, as Java's non-daemon stream threads keep the JVM up.
 * @example
 * const alive = keepProcessAlive()
 * alive.release()
 */
export const keepProcessAlive = (): Timer => {
  const handle = setInterval(() => undefined, 1 << 30)
  return { cancel: () => clearInterval(handle) }
}

/**
 * A monotonic time in nanoseconds (as Java's `System.nanoTime`, with microsecond or finer resolution), for measuring
 * how long something took; its origin is arbitrary, so only differences mean something.
 * @example
 * const start = nanoTime()
 * store.put(key, value)
 * const tookNs = nanoTime() - start
 * @category Running
 */
export const nanoTime = (): number => performance.now() * 1e6
