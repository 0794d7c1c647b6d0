/**
 * What the compile-time half needs to know of a store supplier (`Stores.persistentKeyValueStore(name)`, ...):
 * its name, and optionally its kind. The run-time half narrows it to the real supplier.
 * @example
 * Materialized.as({ name: 'counts' }) // or Materialized.as(Stores.inMemoryKeyValueStore('counts'))
 * @category model
 * @since 0.1.0
 */
export interface StoreSupplierLike {
  /** The store name; it is validated like any store name. */
  readonly name: string
}
