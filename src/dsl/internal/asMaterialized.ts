import { Materialized, type MaterializedSpec } from '../options/Materialized.js'
import type { SerdePair } from '../options/SerdePair.js'

/**
 * Reads a `Materialized` (or `{ key, value }` serdes) as untyped spec data.
 * @category Building topologies
 * @since 0.1.0
 */
export const materializedSpec = <K, V>(
  options: Materialized<K, V> | SerdePair<K, V> | undefined,
): MaterializedSpec<unknown, unknown> => Materialized.from(options) as MaterializedSpec<unknown, unknown>
