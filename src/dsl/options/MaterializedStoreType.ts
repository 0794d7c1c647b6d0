import { StreamsConfigError } from '../../errors/TaskError.js'

/**
 * Java's `DslStoreSuppliers`: which backend the DSL builds its stores on, as a value (so it cannot be mistaken for a
 * store name). Use {@link BuiltInDslStoreSuppliers}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface DslStoreSuppliers {
  readonly _tag: 'DslStoreSuppliers'
  /** LevelDB (Java's RocksDB) or memory. */
  readonly storeType: 'level' | 'in_memory'
}

/**
 * Java's `BuiltInDslStoreSuppliers`: `ROCKS_DB` (our LevelDB backend) and `IN_MEMORY`. Give one to
 * `Materialized.as(...)`, `Materialized.withStoreType(...)`, or `'dsl.store.suppliers.class'` in `build(config)`.
 * @example
 * count(Materialized.as(BuiltInDslStoreSuppliers.IN_MEMORY))
 * builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY })
 * @category Building topologies
 * @since 0.1.0
 */
export const BuiltInDslStoreSuppliers = {
  ROCKS_DB: { _tag: 'DslStoreSuppliers', storeType: 'level' } as DslStoreSuppliers,
  IN_MEMORY: { _tag: 'DslStoreSuppliers', storeType: 'in_memory' } as DslStoreSuppliers,
} as const

/**
 * Whether a value is one of the {@link DslStoreSuppliers}.
 * @category Building topologies
 * @since 0.1.0
 */
export const isDslStoreSuppliers = (x: unknown): x is DslStoreSuppliers =>
  typeof x === 'object' && x !== null && (x as { _tag?: unknown })._tag === 'DslStoreSuppliers'

/**
 * The DSL store settings of a build config, as Java's `TopologyConfig`: `'dsl.store.suppliers.class'` (a
 * {@link DslStoreSuppliers}) wins over the older `'default.dsl.store'` (`'rocksDB'` or `'in_memory'`).
 * @category Building topologies
 * @since 0.1.0
 */
export interface DslStoreConfig {
  readonly 'default.dsl.store'?: 'rocksDB' | 'in_memory'
  readonly 'dsl.store.suppliers.class'?: DslStoreSuppliers
}

/**
 * Whether stores without a chosen type are persistent under `config` (true, LevelDB, when nothing is set).
 * @throws StreamsConfigError naming the key whose value is not one Java accepts
 * @example
 * defaultStorePersistence({ 'default.dsl.store': 'in_memory' }) // false
 * @category Building topologies
 * @since 0.1.0
 */
export const defaultStorePersistence = (config: DslStoreConfig): boolean => {
  const suppliers: unknown = config['dsl.store.suppliers.class']
  if (suppliers !== undefined) {
    if (!isDslStoreSuppliers(suppliers)) {
      throw new StreamsConfigError(
        `'dsl.store.suppliers.class' must be BuiltInDslStoreSuppliers.ROCKS_DB or BuiltInDslStoreSuppliers.IN_MEMORY.`,
        'dsl.store.suppliers.class',
      )
    }
    return suppliers.storeType === 'level'
  }
  const type: unknown = config['default.dsl.store']
  if (type === undefined || type === 'rocksDB') return true
  if (type === 'in_memory') return false
  throw new StreamsConfigError(
    `'default.dsl.store' must be 'rocksDB' (our LevelDB backend) or 'in_memory'; got ${JSON.stringify(type)}.`,
    'default.dsl.store',
  )
}
