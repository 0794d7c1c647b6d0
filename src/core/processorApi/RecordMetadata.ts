/**
 * Where the record being processed came from. Absent during punctuation.
 * @example
 * const meta = context.recordMetadata()
 * if (meta !== undefined) console.log(meta.topic, meta.partition, meta.offset)
 * @category Building topologies
 * @since 0.1.0
 */
export interface RecordMetadata {
  readonly topic: string
  readonly partition: number
  readonly offset: number
}
