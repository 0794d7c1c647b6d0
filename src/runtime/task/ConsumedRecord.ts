import type { Headers } from '../../processor/Headers.js'

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
