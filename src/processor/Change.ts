/**
 * The value KTable processors forward: the new value of a key and, when old values are sent, its previous value
 * (`null` when absent or not sent), as Kafka Streams' `Change`. `isLatest` is `false` only for an out-of-order
 * update of a versioned table (KIP-914): a version older than the newest, which changes history, not the table;
 * absent means `true`, so the usual change carries no extra field.
 * @example
 * const c: Change<number> = { newValue: 2, oldValue: 1 }
 * @category Building topologies
 * @since 0.1.0
 */
export interface Change<V> {
  readonly newValue: V | null
  readonly oldValue: V | null
  readonly isLatest?: false
}

/**
 * Builds a change; `isLatest` false marks an out-of-order update of a versioned table.
 * @example
 * change(2, 1) // { newValue: 2, oldValue: 1 }
 * change(2, 1, false) // { newValue: 2, oldValue: 1, isLatest: false }
 * @category Building topologies
 * @since 0.1.0
 */
export const change = <V>(newValue: V | null, oldValue: V | null, isLatest = true): Change<V> =>
  isLatest ? { newValue, oldValue } : { newValue, oldValue, isLatest: false }

/**
 * Whether a change is the newest version of its key (every change of a non-versioned table is).
 * @example
 * isLatest(change(2, 1, false)) // false
 * @category Building topologies
 * @since 0.1.0
 */
export const isLatest = (c: Change<unknown>): boolean => c.isLatest !== false
