/**
 * One version of a key in a versioned store, as Kafka Streams' `VersionedRecord`: the value, the timestamp it
 * became valid at, and (for a version that was superseded) the timestamp it stopped being valid at. The newest
 * version of a key has no `validTo`.
 * @example
 * const r: VersionedRecord<string> = versionedRecord('v', 10, 20) // valid in [10, 20)
 * @category State stores
 * @since 0.1.0
 */
export interface VersionedRecord<V> {
  readonly value: V
  readonly timestamp: number
  readonly validTo?: number
}

/**
 * Builds a {@link VersionedRecord} (without `validTo` when none is given).
 * @example
 * versionedRecord('v', 10) // { value: 'v', timestamp: 10 }
 * @category State stores
 * @since 0.1.0
 */
export const versionedRecord = <V>(value: V, timestamp: number, validTo?: number): VersionedRecord<V> =>
  validTo === undefined ? { value, timestamp } : { value, timestamp, validTo }

/**
 * What `put` on a versioned store returns when the record put is the newest version of its key (its validTo is
 * undefined), as Kafka's `PUT_RETURN_CODE_VALID_TO_UNDEFINED`.
 * @example
 * store.put('k', 'v', 10) === PUT_RETURN_CODE_VALID_TO_UNDEFINED
 * @category State stores
 * @since 0.1.0
 */
export const PUT_RETURN_CODE_VALID_TO_UNDEFINED = -1

/**
 * What `put` on a versioned store returns when the record was not put because it is older than the history
 * retention (Kafka's `PUT_RETURN_CODE_NOT_PUT`, `Long.MIN_VALUE` there: the smallest safe integer here).
 * @example
 * store.put('k', 'v', 0) === PUT_RETURN_CODE_NOT_PUT // when stream time is past the history retention
 * @category State stores
 * @since 0.1.0
 */
export const PUT_RETURN_CODE_NOT_PUT = Number.MIN_SAFE_INTEGER
