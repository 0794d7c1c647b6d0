import type { StoreBuilderLike, StoreSpec } from './StoreSpec.js'
import type { Processor } from '../core/processorApi/Processor.js'

/**
 * Creates one processor per task; `stores()` lists stores the processor owns (added with it, as Java's
 * `ConnectedStoreProvider`): the builders `Stores.*` returns, or specs.
 * @example
 * const supplier: ProcessorSupplier<string, string, string, number> = { get: () => new Counter() }
 * @category Building topologies
 * @since 0.1.0
 */
export interface ProcessorSupplier<KIn, VIn, KOut = KIn, VOut = VIn> {
  readonly get: () => Processor<KIn, VIn, KOut, VOut>
  readonly stores?: () => readonly (StoreSpec | StoreBuilderLike)[]
}

/**
 * The supplier of a {@link FixedKeyProcessor} (`processValues`).
 * @category Building topologies
 * @since 0.1.0
 */
export type FixedKeyProcessorSupplier<K, VIn, VOut = VIn> = ProcessorSupplier<K, VIn, K, VOut>
