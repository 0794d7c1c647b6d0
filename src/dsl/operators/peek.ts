import { checked } from '../internal/requireArguments.js'
import { streamOperator } from '../internal/streamOperator.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Calls `action(key, value)` for each record and passes the record on unchanged.
 * @example
 * stream.pipe(peek((key, value) => console.log(key, value)))
 * @category Operators
 * @since 0.1.0
 */
export const peek = checked(
  'peek',
  ['action', 'named?'],
  <K, V>(
    action: (key: K, value: V) => void,
    named?: Named | string,
  ): UnaryFunction<KStream<K, V>, KStream<K, V>> =>
    (source) => {
      const s = source.state
      return streamOperator(source as KStream<unknown, unknown>, {
        name: { named: Named.from(named), prefix: 'KSTREAM-PEEK-' },
        spec: { _tag: 'Peek', action: action },
        keySerde: s.keySerde,
        valueSerde: s.valueSerde,
        repartitionRequired: s.repartitionRequired,
      })
    },
)
