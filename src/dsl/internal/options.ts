import { Materialized } from '../options/Materialized.js'
import { Named } from '../options/Named.js'

/**
 * Splits the optional `(named?, materialized?)` arguments that KTable operators accept in either form:
 * `(Named)`, `(Materialized)`, `(Named, Materialized)`, or a plain string name.
 * @category Building topologies
 * @since 0.1.0
 */
export const namedAndMaterialized = <K, V>(
  first: Named | string | Materialized<K, V> | undefined,
  second: Materialized<K, V> | undefined,
): { readonly named: string | undefined; readonly materialized: Materialized<K, V> | undefined } =>
  first instanceof Materialized
    ? { named: undefined, materialized: first }
    : { named: Named.from(first), materialized: second }
