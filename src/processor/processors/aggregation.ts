import type { FoldSpec } from '../../graph/specs/AggregateSpecs.js'
import type { Merger } from '../../graph/specs/Callback.js'

/** `step(key, value, aggregate)`: one fold step as windowed aggregations run it, whatever the user's shape. */
export type FoldStep = (key: unknown, value: unknown, aggregate: unknown) => unknown

/**
 * The initializer and fold step of an aggregation, as Kafka Streams builds them: `aggregate` uses the user's
 * initializer and `aggregator(key, value, aggregate)`; `reduce` starts from `null` and uses the first value as the
 * aggregate, then `reducer(aggregate, value)`.
 * @example
 * const { initialize, fold } = foldOf(spec)
 * const next = fold(key, value, current ?? initialize())
 * @category Building topologies
 * @since 0.1.0
 */
export const foldOf = (spec: FoldSpec): { readonly initialize: () => unknown; readonly fold: FoldStep } => {
  if (spec.reduce) {
    const reducer = spec.aggregator
    return {
      initialize: () => null,
      fold: (_key, value, aggregate) =>
        aggregate === null || aggregate === undefined ? value : reducer(aggregate, value),
    }
  }
  const initializer = spec.initializer
  return { initialize: () => initializer?.(), fold: spec.aggregator }
}

/**
 * The session merger of a reduce (`reducer(one, two)` when both exist), or the user's merger for `aggregate`.
 * @category Building topologies
 * @since 0.1.0
 */
export const mergerOf = (
  spec: FoldSpec & { readonly merger: Merger | undefined },
  fold: FoldStep,
): ((key: unknown, one: unknown, two: unknown) => unknown) =>
  spec.merger !== undefined ? spec.merger : (key, one, two) => fold(key, two, one)
