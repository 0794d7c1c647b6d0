import { checked } from '../internal/requireArguments.js'
import { KGroupedStream } from '../KGroupedStream.js'
import type { KStream } from '../KStream.js'
import { Grouped, type GroupedSpec } from '../options/Grouped.js'
import type { SerdePair } from '../options/SerdePair.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Groups a stream by its current key, for an aggregation. Repartitions first only if the key was changed
 * upstream; `Grouped.as(name)` names that repartition topic.
 * @example
 * stream.pipe(groupByKey(), count())
 * @category Operators
 * @since 0.1.0
 */
export const groupByKey = checked(
  'groupByKey',
  ['grouped?'],
  <K, V>(grouped?: Grouped<K, V> | SerdePair<K, V>): UnaryFunction<KStream<K, V>, KGroupedStream<K, V>> =>
    (source) => {
      const s = source.state
      const spec = Grouped.from(grouped) as GroupedSpec<unknown, unknown>
      return new KGroupedStream<K, V>({
        ...s,
        keySerde: spec.keySerde ?? s.keySerde,
        valueSerde: spec.valueSerde ?? s.valueSerde,
        groupedName: spec.name,
      })
    },
)
