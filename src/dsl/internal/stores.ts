import type { MaterializedSpec } from '../options/Materialized.js'
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
  extra: Pick<StoreSpec, 'retentionMs' | 'windowSizeMs' | 'retainDuplicates'> = {},
): StoreSpec => ({
  name,
  kind,
  persistent: spec.storeType !== 'in_memory',
  keySerde: serdes.keySerde,
  valueSerde: serdes.valueSerde,
  logging: { enabled: spec.loggingEnabled, config: spec.topicConfig },
  caching: spec.cachingEnabled,
  ...extra,
})
