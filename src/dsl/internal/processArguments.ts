import { Named } from '../options/Named.js'
import { storeSpecOf, type StoreSpec } from '../../graph/StoreSpec.js'
import type { ProcessorSupplier } from '../../graph/ProcessorSupplier.js'

/**
 * The arguments after the supplier of `process` / `processValues`, read as Java's overloads `(supplier, String...
 * stateStoreNames)` and `(supplier, Named, String... stateStoreNames)`: a string there is always a store name, and
 * the processor is named only by a `Named`. Also the stores the supplier brings (`stores()`), as specs.
 * @example
 * processArguments(supplier, ['lookup-store']) // { named: undefined, storeNames: ['lookup-store'], ... }
 * @category Building topologies
 * @since 0.1.0
 */
export const processArguments = (
  supplier: ProcessorSupplier<never, never, unknown, unknown>,
  rest: readonly (Named | string | undefined)[],
): { readonly named: Named | undefined; readonly storeNames: string[]; readonly addStores: StoreSpec[] } => {
  const [first, ...others] = rest
  const named = first instanceof Named ? first : undefined
  const names = (first instanceof Named || first === undefined ? others : rest).filter(
    (n): n is string => typeof n === 'string',
  )
  return { named, storeNames: names, addStores: (supplier.stores?.() ?? []).map(storeSpecOf) }
}
