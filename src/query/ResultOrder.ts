/**
 * The key order a range query asks for, as Kafka's `ResultOrder`: `ANY` (the store's natural order, ascending
 * for the built-in stores), `ASCENDING` or `DESCENDING` (by serialized key bytes, per partition).
 * @example
 * RangeQuery.withNoBounds().withDescendingKeys().resultOrder // 'DESCENDING'
 * @category Interactive queries
 * @since 0.1.0
 */
export type ResultOrder = 'ANY' | 'ASCENDING' | 'DESCENDING'
