import type { Headers } from '../core/processorApi/Headers.js'

/**
 * The part of a record's context a store reads: its timestamp and headers. The rest (topic, partition, offset)
 * travels with it untouched, as the task's own object.
 * @category State stores
 * @since 0.1.0
 */
export interface StoreRecordContext {
  readonly timestamp: number
  readonly headers: Headers
}

/**
 * Where the owning task keeps the context of the record being processed (Kafka Streams' `ProcessorRecordContext`).
 * A record cache keeps the context of each write (the task's object, not a copy) and swaps it back in while it
 * forwards the write, so the forwarded record carries the topic, partition, offset, timestamp and headers of the
 * write, as Kafka's `LRUCacheEntry` does.
 * @example
 * const saved = slot.swap(cachedContext)
 * try { forward() } finally { slot.swap(saved) }
 * @category State stores
 * @since 0.1.0
 */
export interface RecordContextSlot {
  /** The context of the record being processed now. */
  current(): StoreRecordContext
  /** Makes `context` (one that `current` returned) the current one; returns the one it replaces. */
  swap(context: StoreRecordContext): StoreRecordContext
}
