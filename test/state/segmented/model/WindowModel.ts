import { byteOrder, inKeyRange, RetentionModel } from './RetentionModel.js'

export interface ModelRow {
  readonly key: string
  readonly start: number
  readonly seq: number
  readonly value: string
}

/** A reference window store. */
export class WindowModel extends RetentionModel<ModelRow> {
  private seq = 0

  constructor(
    retention: number,
    readonly retainDuplicates: boolean,
    transactional: boolean,
  ) {
    super(retention, transactional)
  }

  protected timeOf(row: ModelRow): number {
    return row.start
  }

  order(a: ModelRow, b: ModelRow): number {
    return byteOrder(a.key, b.key) || a.start - b.start || a.seq - b.seq
  }

  put(key: string, value: string | null, start: number): void {
    if (value === null && this.retainDuplicates) return
    if (!this.observe(start)) return
    if (this.retainDuplicates) this.append({ key, start, seq: ++this.seq, value: value as string })
    else
      this.replace(
        (r) => r.key === key && r.start === start,
        value === null ? null : { key, start, seq: 0, value },
      )
  }

  fetch(key: string, start: number): string | undefined {
    const matches = this.visible().filter((r) => r.key === key && r.start === start)
    return matches[matches.length - 1]?.value
  }

  /** Rows of keys in `[from, to]` (open when undefined) with a start in `[tf, tt]`, in store order. */
  query(from: string | undefined, to: string | undefined, tf: number, tt: number): ModelRow[] {
    if (from !== undefined && to !== undefined && byteOrder(from, to) > 0) return []
    return this.visible().filter((r) => inKeyRange(r.key, from, to) && r.start >= tf && r.start <= tt)
  }
}
