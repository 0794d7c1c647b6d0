import type { StreamGlobalTableJoinSpec } from '../../graph/specs/JoinSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { streamTableLookupJoin } from './streamTableJoinProcessor.js'
import { tableValueGetter } from './tableValueGetter.js'

export type { StreamGlobalTableJoinSpec } from '../../graph/specs/JoinSpecs.js'

/**
 * `join` / `leftJoin` of a stream with a global table: `keySelector(key, value)` picks the global table's key.
 * @category Building topologies
 * @since 0.1.0
 */
export const streamGlobalTableJoinProcessor: ProcessorFactory<StreamGlobalTableJoinSpec> = (spec, hooks) => {
  const keySelector = spec.keySelector
  return streamTableLookupJoin(
    {
      left: spec.left,
      joiner: spec.joiner,
      keyOf: keySelector,
      getter: (c) =>
        tableValueGetter(
          c,
          { _tag: 'StoreGetter', store: spec.storeName, kind: 'timestampedKeyValue' },
          'StreamGlobalTableJoin',
        ),
    },
    hooks,
  )
}
