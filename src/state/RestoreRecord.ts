import type { Headers } from '../core/processorApi/Headers.js'

/**
 * One changelog record to bulk-load into a store during restore (a `null` value deletes the key).
 * @example
 * const r: RestoreRecord = { key: Buffer.from('k'), value: null, offset: 41 }
 * @category State stores
 * @since 0.1.0
 */
export interface RestoreRecord {
  readonly key: Buffer
  readonly value: Buffer | null
  /** The record's offset in the changelog partition. */
  readonly offset: number
  /** The changelog record's timestamp: a versioned store restores each version at it. */
  readonly timestamp?: number | undefined
  /** The changelog record's headers (the suppression buffer reads its layout version from them). */
  readonly headers?: Headers | undefined
}
