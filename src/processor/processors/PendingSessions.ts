import type { Windowed } from '../../core/windows/Windowed.js'

interface Pending {
  readonly id: string
  readonly key: Windowed<unknown>
  readonly value: unknown
}

const idOf = (key: Windowed<unknown>): string => JSON.stringify([key.key, key.window.start, key.window.end])

/**
 * The sessions an `emitStrategy(onWindowClose)` session aggregation has not emitted yet. Kafka Streams finds them
 * in its time-ordered session store, which drops rows a whole segment at a time, so a session that closes (end +
 * gap + grace) is still there although it just passed its retention; our stores expire rows exactly, so the
 * processor keeps this index beside its store: added on put, removed when merged away or emitted.
 * @example
 * pending.put(sessionKey, aggregate)
 * for (const s of pending.takeEndingIn(0, closeTime - 1)) forward(s)
 * @category Building topologies
 * @since 0.1.0
 */
export class PendingSessions {
  private readonly sessions = new Map<string, Pending>()

  put(key: Windowed<unknown>, value: unknown): void {
    const id = idOf(key)
    this.sessions.set(id, { id, key, value })
  }

  remove(key: Windowed<unknown>): void {
    this.sessions.delete(idOf(key))
  }

  /** Removes and returns the sessions whose end is in `[from, to]`, by end then key. */
  takeEndingIn(from: number, to: number): readonly Pending[] {
    const due = [...this.sessions.values()]
      .filter((s) => s.key.window.end >= from && s.key.window.end <= to)
      .sort((a, b) => a.key.window.end - b.key.window.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    for (const s of due) this.sessions.delete(s.id)
    return due
  }
}
