import type { MaterializedSpec } from '../options/Materialized.js'
import type { StoreSupplierLike } from '../options/StoreSupplierLike.js'
import type { StoreKind, StoreSpec } from '../../graph/StoreSpec.js'
import type { AnySerde } from './HandleState.js'
import { InvalidTopologyError } from '../../errors/TopologyError.js'

/**
 * The store a `Materialized` describes, named `name` (the user's or a generated one), of the given kind. A
 * versioned supplier (`Stores.persistentVersionedKeyValueStore`) turns a table's timestamped key-value store into a
 * versioned one, without a record cache (versioned stores have none, as in Kafka Streams).
 * @throws InvalidTopologyError for a versioned supplier where a window or session store is needed
 * @category Building topologies
 * @since 0.1.0
 */
export const storeFromMaterialized = (
  spec: MaterializedSpec<unknown, unknown>,
  name: string,
  kind: StoreKind,
  serdes: { readonly keySerde: AnySerde | undefined; readonly valueSerde: AnySerde | undefined },
  extra: Pick<StoreSpec, 'retentionMs' | 'windowSizeMs' | 'retainDuplicates' | 'timeOrdered'> = {},
): StoreSpec => {
  const versioned = versionedSettings(spec.storeSupplier, name, kind)
  return {
    name,
    kind: versioned === undefined ? kind : 'versionedKeyValue',
    ...storeBackend(spec.storeSupplier?.persistent, persistenceOf(spec.storeType)),
    keySerde: serdes.keySerde,
    valueSerde: serdes.valueSerde,
    logging: { enabled: spec.loggingEnabled, config: spec.topicConfig },
    caching: versioned === undefined && spec.cachingEnabled,
    ...extra,
    ...suppliedSettings(spec.storeSupplier),
    ...versioned,
  }
}

/**
 * The backend of a DSL store from the choices that apply to it, strongest first (a supplier's backend, a chosen store
 * type, ...): the first one made decides; with none, the store is LevelDB until the build config's DSL store
 * default decides (`storeTypeDefaulted`), as Java's `DslStoreSuppliers` from `TopologyConfig`.
 * @example
 * storeBackend(supplier?.persistent, persistenceOf(spec.storeType))
 * @category Building topologies
 * @since 0.1.0
 */
export const storeBackend = (
  ...choices: readonly (boolean | undefined)[]
): Pick<StoreSpec, 'persistent' | 'storeTypeDefaulted'> => {
  const chosen = choices.find((c) => typeof c === 'boolean')
  return chosen === undefined
    ? { persistent: true, storeTypeDefaulted: true }
    : { persistent: chosen, storeTypeDefaulted: false }
}

/**
 * Whether a chosen store type is persistent (LevelDB); undefined when none was chosen.
 * @example
 * persistenceOf('in_memory') // false
 * @category Building topologies
 * @since 0.1.0
 */
export const persistenceOf = (storeType: 'level' | 'in_memory' | undefined): boolean | undefined =>
  storeType === undefined ? undefined : storeType === 'level'

/** A versioned supplier's history retention and segment interval (undefined for any other supplier). */
const versionedSettings = (
  supplier: StoreSupplierLike | undefined,
  name: string,
  kind: StoreKind,
): Pick<StoreSpec, 'retentionMs' | 'segmentIntervalMs'> | undefined => {
  if (typeof supplier?.historyRetentionMs !== 'number') return undefined
  if (kind !== 'timestampedKeyValue' && kind !== 'keyValue') {
    throw new InvalidTopologyError(
      `Store ${name} is versioned, but this operation needs a ${kind} store: give a window or session store supplier.`,
      name,
    )
  }
  return { retentionMs: supplier.historyRetentionMs, segmentIntervalMs: supplier.segmentIntervalMs }
}

/**
 * The settings a given store supplier fixes, which win over the DSL's defaults (Kafka Streams builds the store
 * from the supplier as is): retention, window size, duplicates ({@link storeBackend} takes its backend). Without this a windowed aggregation
 * materialized as `Stores.inMemoryWindowStore(name, 180_000, 60_000, false)` got a LevelDB store keeping only
 * size + grace (60 s), so each new window expired every earlier one.
 */
const suppliedSettings = (
  supplier: StoreSupplierLike | undefined,
): Partial<Pick<StoreSpec, 'retentionMs' | 'windowSizeMs' | 'retainDuplicates' | 'timeOrdered'>> => {
  if (supplier === undefined) return {}
  const { retentionPeriod, windowSize, retainDuplicates } = supplier
  return {
    timeOrdered: false,
    ...(typeof retentionPeriod === 'number' ? { retentionMs: retentionPeriod } : {}),
    ...(typeof windowSize === 'number' ? { windowSizeMs: windowSize } : {}),
    ...(typeof retainDuplicates === 'boolean' ? { retainDuplicates } : {}),
  }
}
