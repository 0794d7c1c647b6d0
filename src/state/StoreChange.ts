/**
 * One change of a store, as change feeds emit it (`oldValue`/`newValue` are `undefined` for absent or deleted).
 * @example
 * store.changes().subscribe(({ key, oldValue, newValue }) => console.log(key, oldValue, '->', newValue))
 * @category State stores
 * @since 0.1.0
 */
export interface StoreChange<K, V> {
  readonly key: K
  readonly oldValue: V | undefined
  readonly newValue: V | undefined
  /** The timestamp of the record that made the change. */
  readonly timestamp: number
  /** The input partition of the task that owns the store. */
  readonly partition: number
}
