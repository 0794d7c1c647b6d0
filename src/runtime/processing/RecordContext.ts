import { emptyHeaders, type Headers } from '../../core/processorApi/Headers.js'

/**
 * The context of the record being processed, as Kafka Streams' `ProcessorRecordContext`: where it came from
 * (topic undefined and -1 offsets during punctuation and cache flushes), its current timestamp and headers, and
 * the raw bytes of the source record (for dead-letter records).
 * @example
 * const ctx: RecordContext = punctuationContext(1000)
 * @category Running
 * @since 0.1.0
 */
export interface RecordContext {
  readonly topic: string | undefined
  readonly partition: number
  readonly offset: number
  readonly timestamp: number
  readonly headers: Headers
  readonly raw: { readonly key: Buffer | null; readonly value: Buffer | null } | undefined
}

/**
 * The context of a punctuation or a cache flush at `timestamp`: no topic, partition and offset -1, no headers.
 * @category Running
 * @since 0.1.0
 */
export const punctuationContext = (timestamp: number): RecordContext => ({
  topic: undefined,
  partition: -1,
  offset: -1,
  timestamp,
  headers: emptyHeaders,
  raw: undefined,
})
