import type { ConsumerRecord } from '../../kafka/ports.js'
import type { Headers } from '../../core/processorApi/Headers.js'

/**
 * A record as read from a topic, before deserialization.
 * @example
 * const r: ConsumedRecord = { topic: 'in', partition: 0, offset: 0, key: null, value: Buffer.from('x'), timestamp: 0, headers: new Map() }
 * @category model
 * @since 0.1.0
 */
export interface ConsumedRecord {
  readonly topic: string
  readonly partition: number
  readonly offset: number
  readonly key: Buffer | null
  readonly value: Buffer | null
  readonly timestamp: number
  readonly headers: Headers
}

/**
 * A record as the consumer port returns it, with its headers as a map for the processors.
 * @example
 * task.addRecord(consumedRecord(polled))
 * @category constructors
 * @since 0.1.0
 */
export const consumedRecord = (r: ConsumerRecord): ConsumedRecord => ({
  ...r,
  headers: new Map(r.headers.map((h) => [h.key, h.value])),
})
