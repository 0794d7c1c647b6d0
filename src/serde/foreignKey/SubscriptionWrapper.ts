import { createHash } from 'node:crypto'
import { deserialize, serialize } from 'node:v8'
import type { Serde } from '../Serde.js'

/**
 * What a foreign-key join's subscription asks of the foreign side, as Kafka Streams' `SubscriptionWrapper`
 * instructions.
 * @category Building topologies
 * @since 0.1.0
 */
export type SubscriptionInstruction =
  | 'DELETE_KEY_AND_PROPAGATE'
  | 'DELETE_KEY_NO_PROPAGATE'
  | 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE'
  | 'PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE'

/**
 * A subscription sent to the foreign side (keyed by foreign key): the primary key (the bytes the user's key serde
 * made of it), what to do, and the hash of the primary row it was made for (`null` for a deleted row), so a stale
 * response can be recognized.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SubscriptionWrapper {
  readonly hash: string | null
  readonly instruction: SubscriptionInstruction
  readonly primaryKey: Buffer
}

/**
 * The foreign side's answer (keyed by primary key): the foreign value (the bytes the user's value serde made of it
 * for the response topic, or `null`) and the hash of the primary row the subscription was made for.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SubscriptionResponseWrapper {
  readonly hash: string | null
  readonly foreignValue: Buffer | null
}

/**
 * The hash of a primary row's bytes (as the user's value serde makes them), compared by the resolver to drop
 * responses to an older version of the row.
 * @example
 * valueHash(Buffer.from('book')) === valueHash(Buffer.from('book')) // true
 * @category Building topologies
 * @since 0.1.0
 */
export const valueHash = (bytes: Buffer | null): string | null =>
  bytes === null ? null : createHash('sha1').update(bytes).digest('base64')

/**
 * The serde of the wrappers on a foreign-key join's internal topics and subscription store (subscriptions and
 * responses, whose keys and values are already the user's serdes' bytes): Node's structured serialization; the
 * topics are read only by the same application.
 * @example
 * const serde = internalSerde<SubscriptionWrapper>()
 * @category Building topologies
 * @since 0.1.0
 */
export const internalSerde = <T>(): Serde<T> => ({
  serializer: { serialize: (_topic, data) => serialize(data) },
  deserializer: { deserialize: (_topic, data) => deserialize(data) as T },
})
