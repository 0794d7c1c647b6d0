import { createHash } from 'node:crypto'
import { deserialize, serialize } from 'node:v8'
import type { Serde } from '../Serde.js'

/**
 * What a foreign-key join's subscription asks of the foreign side, as Kafka Streams' `SubscriptionWrapper`
 * instructions.
 * @category model
 * @since 0.1.0
 */
export type SubscriptionInstruction =
  | 'DELETE_KEY_AND_PROPAGATE'
  | 'DELETE_KEY_NO_PROPAGATE'
  | 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE'
  | 'PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE'

/**
 * A subscription sent to the foreign side (keyed by foreign key): the primary key, what to do, and the hash of the
 * primary row it was made for (`null` for a deleted row), so a stale response can be recognized.
 * @category model
 * @since 0.1.0
 */
export interface SubscriptionWrapper {
  readonly hash: string | null
  readonly instruction: SubscriptionInstruction
  readonly primaryKey: unknown
}

/**
 * The foreign side's answer (keyed by primary key): the foreign value (or `null`) and the hash of the primary row
 * the subscription was made for.
 * @category model
 * @since 0.1.0
 */
export interface SubscriptionResponseWrapper {
  readonly hash: string | null
  readonly foreignValue: unknown
}

/**
 * The hash of a primary row, compared by the resolver to drop responses to an older version of the row.
 * @example
 * valueHash({ item: 'book' }) === valueHash({ item: 'book' }) // true
 * @category constructors
 * @since 0.1.0
 */
export const valueHash = (value: unknown): string | null =>
  value === null || value === undefined ? null : createHash('sha1').update(serialize(value)).digest('base64')

/**
 * The serde of the records on a foreign-key join's internal topics and subscription store (subscriptions and
 * responses): Node's structured serialization, so keys and values of any cloneable type travel; the topics are read
 * only by the same application.
 * @example
 * const serde = internalSerde<SubscriptionWrapper>()
 * @category constructors
 * @since 0.1.0
 */
export const internalSerde = <T>(): Serde<T> => ({
  serializer: { serialize: (_topic, data) => serialize(data) },
  deserializer: { deserialize: (_topic, data) => deserialize(data) as T },
})
