import { InvalidTopologyError } from '../../../errors/TopologyError.js'
import type { StoreSpec } from '../../../graph/StoreSpec.js'
import type { JoinWindows } from '../../../core/windows/JoinWindows.js'
import type { StoreSupplierLike } from '../../options/StoreSupplierLike.js'
import { storeBackend } from '../stores.js'

/**
 * Java's `KStreamImplJoin` checks of `StreamJoined.withThisStoreSupplier` / `withOtherStoreSupplier`, made when the
 * join is declared: the two suppliers have different names, and each is a window store supplier that keeps
 * duplicates and has the join's window size and a retention of window size plus grace. Either may be given alone.
 * @throws InvalidTopologyError naming the supplier and what to change
 * @example
 * checkJoinStoreSuppliers(windows, spec.thisStoreSupplier, spec.otherStoreSupplier)
 * @category Building topologies
 * @since 0.1.0
 */
export const checkJoinStoreSuppliers = (
  windows: JoinWindows,
  thisSupplier: StoreSupplierLike | undefined,
  otherSupplier: StoreSupplierLike | undefined,
): void => {
  if (thisSupplier !== undefined && otherSupplier !== undefined && thisSupplier.name === otherSupplier.name) {
    throw new InvalidTopologyError(
      `Both StoreSuppliers have the same name (${thisSupplier.name}). StoreSuppliers must provide unique names.`,
      thisSupplier.name,
    )
  }
  for (const supplier of [thisSupplier, otherSupplier]) {
    if (supplier !== undefined) checkWindowSettings(supplier, windows)
  }
}

const checkWindowSettings = (supplier: StoreSupplierLike, windows: JoinWindows): void => {
  // Java's type system asks for a WindowBytesStoreSupplier; a key-value, versioned or session supplier fails here
  if (typeof supplier.windowSize !== 'number' || typeof supplier.retentionPeriod !== 'number') {
    throw new InvalidTopologyError(
      `The StoreSupplier ${supplier.name} is not a window store supplier: give Stores.persistentWindowStore(...) or Stores.inMemoryWindowStore(...).`,
      supplier.name,
    )
  }
  if (supplier.retainDuplicates !== true) {
    throw new InvalidTopologyError(
      `The StoreSupplier ${supplier.name} must set retainDuplicates=true, found retainDuplicates=false.`,
      supplier.name,
    )
  }
  const retention = windows.size() + windows.gracePeriodMs()
  if (supplier.retentionPeriod !== retention || supplier.windowSize !== windows.size()) {
    throw new InvalidTopologyError(
      `Window settings mismatch. The store supplier ${supplier.name} has retention ${String(supplier.retentionPeriod)} ms and window size ${String(supplier.windowSize)} ms; the join windows need retention ${retention} ms (size plus grace) and window size ${windows.size()} ms.`,
      supplier.name,
    )
  }
}

/**
 * The window store of one join side from a user's supplier, as Java's `Stores.windowStoreBuilder(supplier, ...)`:
 * the supplier's name, backend and window settings; logging on with no topic configs and no caching (the
 * `StreamJoined` logging settings apply to the stores the join names itself).
 * @example
 * const store = joinStoreFromSupplier(supplier, spec.keySerde, spec.valueSerde)
 * @category Building topologies
 * @since 0.1.0
 */
export const joinStoreFromSupplier = (
  supplier: StoreSupplierLike,
  keySerde: StoreSpec['keySerde'],
  valueSerde: StoreSpec['valueSerde'],
): StoreSpec => ({
  name: supplier.name,
  kind: 'window',
  ...storeBackend(supplier.persistent),
  keySerde,
  valueSerde,
  logging: { enabled: true, config: {} },
  caching: false,
  retentionMs: supplier.retentionPeriod,
  windowSizeMs: supplier.windowSize,
  retainDuplicates: true,
})
