/**
 * Operation counters of a metered store (Kafka's `put-rate`, `get-rate`, ... as totals; rates are the metrics
 * reporter's job).
 * @example
 * store.metrics().gets
 * @category State stores
 * @since 0.1.0
 */
export interface StoreMetrics {
  readonly gets: number
  readonly puts: number
  readonly deletes: number
  readonly scans: number
  readonly flushes: number
  readonly commits: number
  readonly aborts: number
  readonly restoredRecords: number
}

/** Mutable counters behind {@link StoreMetrics}. */
export const emptyMetrics = (): { -readonly [P in keyof StoreMetrics]: number } => ({
  gets: 0,
  puts: 0,
  deletes: 0,
  scans: 0,
  flushes: 0,
  commits: 0,
  aborts: 0,
  restoredRecords: 0,
})
