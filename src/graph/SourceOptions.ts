import type { AutoOffsetReset } from '../core/AutoOffsetReset.js'
import type { Serde } from '../serde/Serde.js'
import type { UserFunction } from './ProcessorSpec.js'

/**
 * Serdes and reading options of a source: what a logical source node records and lowering hands to the
 * physical source.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SourceOptions {
  readonly keySerde?: Serde<unknown> | undefined
  readonly valueSerde?: Serde<unknown> | undefined
  readonly offsetReset?: AutoOffsetReset | undefined
  readonly timestampExtractor?: UserFunction | undefined
}
