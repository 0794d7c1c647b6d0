/**
 * What every state store is to the Processor API (Java's `StateStore` as a processor sees it): a name, whether
 * it persists, whether it is open. The full lifecycle the runtime drives is `StateStore` in the state folder,
 * which extends this.
 * @example
 * const store = context.getStateStore<KeyValueStore<string, number>>('counts')
 * store.name // 'counts'
 * @category Building topologies
 * @since 0.1.0
 */
export interface BaseStateStore {
  /** The store name, unique in a topology. */
  readonly name: string
  /** Whether data survives a restart (LevelDB) or not (memory). */
  readonly persistent: boolean
  /** True between a successful `init` and `close`. */
  readonly isOpen: boolean
}
