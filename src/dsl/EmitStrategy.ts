/**
 * When a windowed aggregation emits results (Kafka Streams' `EmitStrategy`, KIP-825): on every update (default),
 * or once per window when it closes (after its grace period).
 * @example
 * stream.pipe(groupByKey(), windowedBy(windows), emitStrategy(EmitStrategy.onWindowClose()), count())
 * @category Building topologies
 * @since 0.1.0
 */
export type EmitStrategy = { readonly _tag: 'OnWindowUpdate' } | { readonly _tag: 'OnWindowClose' }

/**
 * Constructors for {@link EmitStrategy}.
 * @category Building topologies
 * @since 0.1.0
 */
export const EmitStrategy = {
  /** Emit each updated window result (the default). */
  onWindowUpdate: (): EmitStrategy => ({ _tag: 'OnWindowUpdate' }),
  /** Emit one final result per window when it closes. */
  onWindowClose: (): EmitStrategy => ({ _tag: 'OnWindowClose' }),
} as const
