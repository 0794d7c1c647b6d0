import type { Headers } from '../../core/processorApi/Headers.js'
import type { Bytes } from '../Bytes.js'

/**
 * One deduplicated write leaving the record cache (on flush or eviction), as the processor layer forwards it
 * downstream. `oldValue` is the value below the cache before the write (only when old values were requested);
 * `timestamp` and `headers` are those of the record whose write this is (the listener runs in its record context).
 * @example
 * store.setFlushListener(({ key, newValue }) => forward(key, newValue), false)
 * @category State stores
 * @since 0.1.0
 */
export interface CachedWrite {
  readonly key: Bytes
  readonly newValue: Buffer | null
  readonly oldValue: Buffer | null | undefined
  readonly timestamp: number
  readonly headers: Headers
}

/**
 * Called for each write the cache pushes down.
 * @example
 * const listener: CacheFlushListener = (write) => console.log(write.key.toString())
 * @category State stores
 * @since 0.1.0
 */
export type CacheFlushListener = (write: CachedWrite) => void
