import { checked } from '../internal/requireArguments.js'
import { streamOperator } from '../internal/streamOperator.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Calls `action(key, value)` for each record; terminal (nothing to pipe further).
 * @example
 * stream.pipe(foreach((key, value) => console.log(key, value)))
 * @category Operators
 * @since 0.1.0
 */
export const foreach = checked(
  'foreach',
  ['action', 'named?'],
  <K, V>(action: (key: K, value: V) => void, named?: Named | string): UnaryFunction<KStream<K, V>, void> =>
    (source) => {
      const s = source.state
      streamOperator(source as KStream<unknown, unknown>, {
        name: { named: Named.from(named), prefix: 'KSTREAM-FOREACH-' },
        spec: { _tag: 'Foreach', action: action },
        keySerde: s.keySerde,
        valueSerde: s.valueSerde,
        repartitionRequired: s.repartitionRequired,
      })
    },
)
