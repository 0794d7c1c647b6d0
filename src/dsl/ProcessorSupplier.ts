import type { StoreSpec } from '../topology/StoreSpec.js'

/**
 * The Processor API shapes the topology records for `process` and `processValues` (the runtime runs them).
 * @since 0.1.0
 */

/**
 * A record handed to a processor.
 * @category model
 * @since 0.1.0
 */
export interface ProcessorRecord<K, V> {
  readonly key: K
  readonly value: V
  readonly timestamp: number
  readonly headers: ReadonlyMap<string, Buffer | null>
}

/**
 * A processor: `process` is called once per record and must not await.
 * @category model
 * @since 0.1.0
 */
export interface Processor<KIn, VIn, KOut = KIn, VOut = VIn> {
  readonly init?: (context: ProcessorContextLike<KOut, VOut>) => void
  readonly process: (record: ProcessorRecord<KIn, VIn>) => void
  readonly close?: () => void
}

/**
 * What a processor can do with its context: forward records and reach its stores (the runtime provides it).
 * @category model
 * @since 0.1.0
 */
export interface ProcessorContextLike<KOut, VOut> {
  readonly forward: (record: ProcessorRecord<KOut, VOut>) => void
  readonly getStateStore: (name: string) => unknown
}

/**
 * Creates one processor per task; `stores()` lists stores the processor owns (added with it, as Java's
 * `ConnectedStoreProvider`).
 * @example
 * const supplier: ProcessorSupplier<string, string, string, number> = { get: () => ({ process: () => {} }) }
 * @category model
 * @since 0.1.0
 */
export interface ProcessorSupplier<KIn, VIn, KOut = KIn, VOut = VIn> {
  readonly get: () => Processor<KIn, VIn, KOut, VOut>
  readonly stores?: () => readonly StoreSpec[]
}

/**
 * A processor that may change values but never keys (`processValues`).
 * @category model
 * @since 0.1.0
 */
export type FixedKeyProcessorSupplier<K, VIn, VOut = VIn> = ProcessorSupplier<K, VIn, K, VOut>
