/**
 * The spec of `suppress` and the plan data of its options.
 * @since 0.1.0
 */

/**
 * What a full suppression buffer does: stop the application (`SHUT_DOWN`, a "strict" buffer) or emit the oldest
 * records early (`EMIT_EARLY`, an "eager" buffer).
 * @category Building topologies
 * @since 0.1.0
 */
export type BufferFullStrategy = 'SHUT_DOWN' | 'EMIT_EARLY'

/**
 * What the DSL reads from a `BufferConfig`. Unset limits mean unbounded.
 * @category Building topologies
 * @since 0.1.0
 */
export interface BufferConfigSpec<W extends BufferFullStrategy = BufferFullStrategy> {
  readonly maxRecords?: number
  readonly maxBytes?: number
  readonly whenFull: W
  readonly loggingEnabled: boolean
  /** Changelog topic configs given with `withLoggingEnabled(config)`. */
  readonly topicConfig: Readonly<Record<string, string>>
}

/**
 * What the DSL reads from a `Suppressed`: final results of windows, or rate limiting by a time limit.
 * @category Building topologies
 * @since 0.1.0
 */
export type SuppressedSpec =
  | {
      readonly _tag: 'UntilWindowCloses'
      readonly name?: string
      readonly bufferConfig: BufferConfigSpec<'SHUT_DOWN'>
    }
  | {
      readonly _tag: 'UntilTimeLimit'
      readonly name?: string
      /** How long a key waits for more updates before its latest value is emitted, in milliseconds. */
      readonly timeToWaitMs: number
      readonly bufferConfig: BufferConfigSpec
    }

/**
 * `suppress`: buffers each key's latest change in `storeName` and emits it as `suppressed` says.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SuppressSpec {
  readonly _tag: 'Suppress'
  readonly storeName: string
  readonly suppressed: SuppressedSpec
  /** `untilWindowCloses`: the grace of the windowed aggregation upstream (plus the gap for sessions); else 0. */
  readonly graceMs: number
}
