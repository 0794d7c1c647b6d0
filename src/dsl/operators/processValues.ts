import { checked } from '../internal/requireArguments.js'
import { streamOperator } from '../internal/streamOperator.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import { processArguments } from '../internal/processArguments.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { FixedKeyProcessorSupplier } from '../../graph/ProcessorSupplier.js'

/**
 * Runs a Processor API processor that may change values but never keys (so no repartition follows).
 * @example
 * stream.pipe(processValues(supplier))
 * @category Operators
 * @since 0.1.0
 */
export const processValues = checked(
  'processValues',
  ['processorSupplier', 'named?', '...stateStoreNames'],
  <K, V, VOut>(
    supplier: FixedKeyProcessorSupplier<K, V, VOut>,
    ...namedAndStoreNames: readonly [(Named | undefined)?, ...string[]] | readonly string[]
  ): UnaryFunction<KStream<K, V>, KStream<K, VOut>> =>
    (source) => {
      const { named, storeNames, addStores } = processArguments(supplier, namedAndStoreNames)
      const s = source.state
      return streamOperator(source as KStream<unknown, unknown>, {
        name: { named: Named.from(named), prefix: 'KSTREAM-PROCESSVALUES-', burnWhenNamed: false },
        spec: { _tag: 'Process', supplier, fixedKey: true },
        keySerde: s.keySerde,
        valueSerde: undefined,
        repartitionRequired: s.repartitionRequired,
        connectStores: storeNames,
        addStores,
      })
    },
)
