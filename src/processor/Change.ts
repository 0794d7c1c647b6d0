/**
 * The value KTable processors forward: the new value of a key and, when old values are sent, its previous value
 * (`null` when absent or not sent), as Kafka Streams' `Change`.
 * @example
 * const c: Change<number> = { newValue: 2, oldValue: 1 }
 * @category model
 * @since 0.1.0
 */
export interface Change<V> {
  readonly newValue: V | null
  readonly oldValue: V | null
}

/**
 * Builds a change.
 * @category constructors
 * @since 0.1.0
 */
export const change = <V>(newValue: V | null, oldValue: V | null): Change<V> => ({ newValue, oldValue })
