import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { streamTableLookupJoin } from './streamTableJoinProcessor.js'
import { tableValueGetter } from './tableValueGetter.js'

/**
 * `join` / `leftJoin` of a stream with a global table: `keySelector(key, value)` picks the global table's key.
 * @category constructors
 * @since 0.1.0
 */
export const streamGlobalTableJoinProcessor: ProcessorFactory<
  Extract<ProcessorSpec, { _tag: 'StreamGlobalTableJoin' }>
> = (spec, hooks) => {
  const keySelector = spec.keySelector as (key: unknown, value: unknown) => unknown
  return streamTableLookupJoin(
    {
      left: spec.left,
      joiner: spec.joiner,
      keyOf: keySelector,
      getter: (c) => tableValueGetter(c, [spec.storeName], [], 'StreamGlobalTableJoin'),
    },
    hooks,
  )
}
