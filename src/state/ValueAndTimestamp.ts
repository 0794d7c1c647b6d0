/**
 * A value with the timestamp of the record that last wrote it, as stored by timestamped stores.
 * @example
 * const v: ValueAndTimestamp<number> = valueAndTimestamp(3, 1_700_000_000_000)
 * @category State stores
 * @since 0.1.0
 */
export interface ValueAndTimestamp<V> {
  readonly value: V
  readonly timestamp: number
}

/**
 * Builds a {@link ValueAndTimestamp}.
 * @example
 * valueAndTimestamp('v', 10) // { value: 'v', timestamp: 10 }
 * @category State stores
 * @since 0.1.0
 */
export const valueAndTimestamp = <V>(value: V, timestamp: number): ValueAndTimestamp<V> => ({
  value,
  timestamp,
})
