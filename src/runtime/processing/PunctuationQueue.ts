import type { Cancellable } from '../../core/processorApi/Cancellable.js'
import type { Punctuator } from '../../core/processorApi/Punctuator.js'

interface Schedule {
  readonly node: string
  readonly interval: number
  readonly punctuator: Punctuator
  next: number
  cancelled: boolean
}

/**
 * The punctuators of one punctuation type, ordered by their next time. As Kafka Streams' `PunctuationQueue`: a
 * punctuator fires once when its time is reached, gets the current time (not the scheduled one), and skips the
 * punctuations it missed, staying aligned to its schedule.
 * @example
 * const q = new PunctuationQueue()
 * q.schedule('node', 0, 5000, (ts) => console.log(ts))
 * q.mayPunctuate(12_000, (node, ts, punctuator) => punctuator(ts))
 * @category Running
 * @since 0.1.0
 */
export class PunctuationQueue {
  private schedules: Schedule[] = []

  /** Adds a punctuator first due at `start`, then every `interval` ms. */
  schedule(node: string, start: number, interval: number, punctuator: Punctuator): Cancellable {
    const entry: Schedule = { node, interval, punctuator, next: start, cancelled: false }
    this.schedules.push(entry)
    return {
      cancel: () => {
        entry.cancelled = true
        this.schedules = this.schedules.filter((s) => s !== entry)
      },
    }
  }

  /** Fires every punctuator due at `now` (earliest first); returns whether any fired. */
  mayPunctuate(
    now: number,
    fire: (node: string, timestamp: number, punctuator: Punctuator) => void,
  ): boolean {
    let fired = false
    for (;;) {
      let due: Schedule | undefined
      for (const s of this.schedules) if (s.next <= now && (due === undefined || s.next < due.next)) due = s
      if (due === undefined) return fired
      const scheduled = due.next
      due.next = scheduled + due.interval
      if (now >= due.next) due.next = now - ((now - scheduled) % due.interval) + due.interval
      fire(due.node, now, due.punctuator)
      fired = true
    }
  }

  /** Whether no punctuator is scheduled. */
  get isEmpty(): boolean {
    return this.schedules.length === 0
  }
}
