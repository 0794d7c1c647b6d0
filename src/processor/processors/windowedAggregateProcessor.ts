import type { WindowedAggregateSpec } from '../../graph/specs/AggregateSpecs.js'
import type { AnyProcessor, ProcessorFactory, ProcessorHooks } from '../ProcessorFactory.js'
import { sessionWindowAggregate } from './sessionWindowAggregate.js'
import { slidingWindowAggregate } from './slidingWindowAggregate.js'
import { timeWindowAggregate } from './timeWindowAggregate.js'
import type { WindowedAggregateParams } from './WindowedAggregateParams.js'

export type { WindowedAggregateSpec } from '../../graph/specs/AggregateSpecs.js'

/**
 * The windowed aggregation processor for a kind of windows: tumbling/hopping (`time`), `sliding` or `session`.
 * @category Building topologies
 * @since 0.1.0
 */
export const windowedAggregation = (
  windowing: 'time' | 'sliding' | 'session',
  params: WindowedAggregateParams,
  hooks: ProcessorHooks,
): AnyProcessor =>
  windowing === 'time'
    ? timeWindowAggregate(params, hooks)
    : windowing === 'sliding'
      ? slidingWindowAggregate(params, hooks)
      : sessionWindowAggregate(params, hooks)

/**
 * `windowedBy(...).count/reduce/aggregate`.
 * @category Building topologies
 * @since 0.1.0
 */
export const windowedAggregateProcessor: ProcessorFactory<WindowedAggregateSpec> = (spec, hooks) =>
  windowedAggregation(spec.windowing, spec, hooks)
