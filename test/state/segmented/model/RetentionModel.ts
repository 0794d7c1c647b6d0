/**
 * The shared part of the reference window and session stores: rows in a plain array, Kafka Streams' retention
 * rule (a row at or before `streamTime - retention` is dropped on write and never read), and the state as of the
 * last commit, which `abort` (transactional stores) and a restart return to.
 */
export abstract class RetentionModel<R> {
  private state: { rows: R[]; streamTime: number } = { rows: [], streamTime: Number.MIN_SAFE_INTEGER }
  private committed: { rows: R[]; streamTime: number } = { rows: [], streamTime: Number.MIN_SAFE_INTEGER }

  constructor(
    readonly retention: number,
    readonly transactional: boolean,
  ) {}

  /** The time retention applies to (window start, session end). */
  protected abstract timeOf(row: R): number
  /** Store order. */
  abstract order(a: R, b: R): number

  /** Advances stream time to `t`; false when a row at `t` has expired and must not be written. */
  protected observe(t: number): boolean {
    this.state.streamTime = Math.max(this.state.streamTime, t)
    return !this.expired(t)
  }

  /** Replaces the rows matching `same` by `row` (or removes them when `row` is null). */
  protected replace(same: (r: R) => boolean, row: R | null): void {
    this.state.rows = this.state.rows.filter((r) => !same(r))
    if (row !== null) this.state.rows.push(row)
  }

  protected append(row: R): void {
    this.state.rows.push(row)
  }

  /** Live rows in store order. */
  visible(): R[] {
    return this.state.rows.filter((r) => !this.expired(this.timeOf(r))).sort((a, b) => this.order(a, b))
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

  private expired(t: number): boolean {
    return t <= this.state.streamTime - this.retention
  }
}

export const byteOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b))

/** Whether `key` is in `[from, to]` by bytes (open bounds when undefined). */
export const inKeyRange = (key: string, from: string | undefined, to: string | undefined): boolean =>
  (from === undefined || byteOrder(key, from) >= 0) && (to === undefined || byteOrder(key, to) <= 0)
