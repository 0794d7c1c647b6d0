import { byteOrder, inKeyRange, RetentionModel } from '../../segmented/model/RetentionModel.js'

export interface SessionRow {
  readonly key: string
  readonly start: number
  readonly end: number
  readonly value: string
}

/** A reference session store. */
export class SessionModel extends RetentionModel<SessionRow> {
  protected timeOf(row: SessionRow): number {
    return row.end
  }

  order(a: SessionRow, b: SessionRow): number {
    return byteOrder(a.key, b.key) || a.end - b.end || a.start - b.start
  }

  put(key: string, start: number, end: number, value: string | null): void {
    if (!this.observe(end)) return
    const row = value === null ? null : { key, start, end, value }
    this.replace((r) => r.key === key && r.start === start && r.end === end, row)
  }

  fetchSession(key: string, start: number, end: number): string | undefined {
    return this.visible().find((r) => r.key === key && r.start === start && r.end === end)?.value
  }

  /** Sessions of keys in `[from, to]` (open when undefined) overlapping `[earliestEnd, latestStart]`. */
  find(
    from: string | undefined,
    to: string | undefined,
    earliestEnd: number,
    latestStart: number,
  ): SessionRow[] {
    if (from !== undefined && to !== undefined && byteOrder(from, to) > 0) return []
    return this.visible().filter(
      (r) => inKeyRange(r.key, from, to) && r.end >= earliestEnd && r.start <= latestStart,
    )
  }
}
