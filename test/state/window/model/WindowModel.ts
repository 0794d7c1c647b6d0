/** A reference window store: a plain array of rows with Kafka Streams' retention rule, sorted on read. */

export interface ModelRow {
  readonly key: string
  readonly start: number
  readonly seq: number
  readonly value: string
}

export const byteOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b))

const order = (a: ModelRow, b: ModelRow): number =>
  byteOrder(a.key, b.key) || a.start - b.start || a.seq - b.seq

interface State {
  rows: ModelRow[]
  streamTime: number
}

export class WindowModel {
  private state: State = { rows: [], streamTime: Number.MIN_SAFE_INTEGER }
  private committed: State = { rows: [], streamTime: Number.MIN_SAFE_INTEGER }
  private seq = 0

  constructor(
    readonly retention: number,
    readonly retainDuplicates: boolean,
    readonly transactional: boolean,
  ) {}

  put(key: string, value: string | null, start: number): void {
    if (value === null && this.retainDuplicates) return
    this.state.streamTime = Math.max(this.state.streamTime, start)
    if (this.expired(start)) return
    if (this.retainDuplicates) {
      this.state.rows.push({ key, start, seq: ++this.seq, value: value as string })
      return
    }
    this.state.rows = this.state.rows.filter((r) => !(r.key === key && r.start === start))
    if (value !== null) this.state.rows.push({ key, start, seq: 0, value })
  }

  fetch(key: string, start: number): string | undefined {
    const matches = this.visible().filter((r) => r.key === key && r.start === start)
    return matches[matches.length - 1]?.value
  }

  /** Rows of keys in `[from, to]` (open when undefined) with a start in `[tf, tt]`, in store order. */
  query(from: string | undefined, to: string | undefined, tf: number, tt: number): ModelRow[] {
    if (from !== undefined && to !== undefined && byteOrder(from, to) > 0) return []
    return this.visible().filter(
      (r) =>
        (from === undefined || byteOrder(r.key, from) >= 0) &&
        (to === undefined || byteOrder(r.key, to) <= 0) &&
        r.start >= tf &&
        r.start <= tt,
    )
  }

  /** The row a live cursor over `query` returns after `last` (its first row when `last` is undefined). */
  after(rows: ModelRow[], last: ModelRow | undefined, backward: boolean): ModelRow | undefined {
    const ordered = backward ? [...rows].reverse() : rows
    if (last === undefined) return ordered[0]
    return ordered.find((r) => (backward ? order(r, last) < 0 : order(r, last) > 0))
  }

  commit(): void {
    this.committed = { rows: [...this.state.rows], streamTime: this.state.streamTime }
  }

  abort(): void {
    if (this.transactional) this.reopen()
  }

  /** After a restart: only the committed state survives. */
  reopen(): void {
    this.state = { rows: [...this.committed.rows], streamTime: this.committed.streamTime }
  }

  private expired(start: number): boolean {
    return start <= this.state.streamTime - this.retention
  }

  private visible(): ModelRow[] {
    return this.state.rows.filter((r) => !this.expired(r.start)).sort(order)
  }
}
