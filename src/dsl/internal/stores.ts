import type { MaterializedSpec } from '../options/Materialized.js'
import type { StoreSupplierLike } from '../options/StoreSupplierLike.js'
import type { StoreKind, StoreSpec } from '../../graph/StoreSpec.js'
import type { AnySerde } from './HandleState.js'

/**
 * The store a `Materialized` describes, named `name` (the user's or a generated one), of the given kind.
 * @category constructors
 * @since 0.1.0
 */
export const storeFromMaterialized = (
  spec: MaterializedSpec<unknown, unknown>,
  name: string,
  kind: StoreKind,
  serdes: { readonly keySerde: AnySerde | undefined; readonly valueSerde: AnySerde | undefined },
  extra: Pick<StoreSpec, 'retentionMs' | 'windowSizeMs' | 'retainDuplicates' | 'timeOrdered'> = {},
): StoreSpec => ({
  name,
  kind,
  persistent: spec.storeType !== 'in_memory',
  storeTypeDefaulted: spec.storeType === undefined && typeof spec.storeSupplier?.persistent !== 'boolean',
  keySerde: serdes.keySerde,
  valueSerde: serdes.valueSerde,
  logging: { enabled: spec.loggingEnabled, config: spec.topicConfig },
  caching: spec.cachingEnabled,
  ...extra,
  ...suppliedSettings(spec.storeSupplier),
})

/**
 * The settings a given store supplier fixes, which win over the DSL's defaults (Kafka Streams builds the store
 * from the supplier as is): backend, retention, window size, duplicates. Without this a windowed aggregation
 * materialized as `Stores.inMemoryWindowStore(name, 180_000, 60_000, false)` got a LevelDB store keeping only
 * size + grace (60 s), so each new window expired every earlier one.
 */
const suppliedSettings = (
  supplier: StoreSupplierLike | undefined,
): Partial<
  Pick<StoreSpec, 'persistent' | 'retentionMs' | 'windowSizeMs' | 'retainDuplicates' | 'timeOrdered'>
> => {
  if (supplier === undefined) return {}
  const { persistent, retentionPeriod, windowSize, retainDuplicates } = supplier
  return {
    timeOrdered: false,
    ...(typeof persistent === 'boolean' ? { persistent } : {}),
    ...(typeof retentionPeriod === 'number' ? { retentionMs: retentionPeriod } : {}),
    ...(typeof windowSize === 'number' ? { windowSizeMs: windowSize } : {}),
    ...(typeof retainDuplicates === 'boolean' ? { retainDuplicates } : {}),
  }
}
