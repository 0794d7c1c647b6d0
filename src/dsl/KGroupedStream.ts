import { GroupedHandle } from './internal/GroupedHandle.js'

/**
 * A stream grouped by key, ready for `count`, `reduce`, `aggregate`, `windowedBy` or `cogroup`.
 * @example
 * stream.pipe(groupByKey(), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class KGroupedStream<K, V> extends GroupedHandle<K, V> {
  readonly _tag = 'KGroupedStream' as const
}
