import { murmur3Hash128 } from './murmur3.js'

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
 * A subscription sent to the foreign side (keyed by foreign key): the primary key (the bytes the user's key serde
 * made of it), what to do, the hash of the primary row it was made for (`null` for a deleted row), so a stale
 * response can be recognized, and the partition of the primary row, where the response goes (`null` in a
 * subscription written by Kafka Streams before 3.4, its version 0).
 * @category model
 * @since 0.1.0
 */
export interface SubscriptionWrapper {
  readonly hash: Buffer | null
  readonly instruction: SubscriptionInstruction
  readonly primaryKey: Buffer
  readonly primaryPartition: number | null
}

/**
 * The foreign side's answer (keyed by primary key): the foreign value (the bytes the user's value serde made of it
 * for the response topic, or `null`), the hash of the primary row the subscription was made for, and the primary
 * row's partition the response topic's sink sends it to (never written: `null` once read back).
 * @category model
 * @since 0.1.0
 */
export interface SubscriptionResponseWrapper {
  readonly hash: Buffer | null
  readonly foreignValue: Buffer | null
  readonly primaryPartition: number | null
}

/**
 * The hash of a primary row's bytes (as the user's value serde makes them), Kafka Streams' `Murmur3.hash128` as
 * its wrappers write it (16 bytes), compared by the resolver to drop responses to an older version of the row.
 * @example
 * valueHash(Buffer.from('book'))?.equals(valueHash(Buffer.from('book')) as Buffer) // true
 * @category constructors
 * @since 0.1.0
 */
export const valueHash = (bytes: Buffer | null): Buffer | null =>
  bytes === null ? null : murmur3Hash128(bytes)

/**
 * Whether two hashes are the same (both absent, or equal bytes).
 * @category predicates
 * @since 0.1.0
 */
export const sameHash = (a: Buffer | null, b: Buffer | null): boolean =>
  a === null || b === null ? a === b : a.equals(b)
