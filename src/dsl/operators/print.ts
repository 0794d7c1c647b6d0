import { checked } from '../internal/requireArguments.js'
import { streamOperator } from '../internal/streamOperator.js'
import type { KStream } from '../KStream.js'
import type { Printed } from '../options/Printed.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Prints each record (to stdout or a file, per `Printed`); terminal.
 * @example
 * stream.pipe(print(Printed.toSysOut<string, string>().withLabel('in')))
 * @category Operators
 * @since 0.1.0
 */
export const print = checked(
  'print',
  ['printed'],
  <K, V>(printed: Printed<K, V>): UnaryFunction<KStream<K, V>, void> =>
    (source) => {
      const s = source.state
      const spec = printed.spec
      streamOperator(source as KStream<unknown, unknown>, {
        name: { named: spec.name, prefix: 'KSTREAM-PRINTER-' },
        spec: { _tag: 'Print', label: spec.label ?? s.name, mapper: spec.mapper },
        keySerde: s.keySerde,
        valueSerde: s.valueSerde,
        repartitionRequired: s.repartitionRequired,
      })
    },
)
