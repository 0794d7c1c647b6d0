/**
 * Picks the event time of a consumed record, as Kafka's `TimestampExtractor.extract(record, partitionTime)`.
 * `partitionTime` is the highest timestamp seen on the partition so far (-1 before the first record).
 * @example
 * const fromValue: TimestampExtractor = (record) => (record.value as { ts: number }).ts
 * @category Building topologies
 * @since 0.1.0
 */
export type TimestampExtractor = (
  record: {
    readonly topic: string
    readonly partition: number
    readonly offset: number
    readonly key: unknown
    readonly value: unknown
    readonly timestamp: number
  },
  partitionTime: number,
) => number
