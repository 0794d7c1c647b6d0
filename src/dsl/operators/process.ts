import { checked } from '../internal/requireArguments.js'
import { streamOperator } from '../internal/streamOperator.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import { processArguments } from '../internal/processArguments.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { ProcessorSupplier } from '../../graph/ProcessorSupplier.js'

/**
 * Runs a Processor API processor on each record. It may change keys, so a later aggregation or join
 * repartitions. `storeNames` connects stores added with `StreamsBuilder.addStateStore`; stores the supplier lists
 * in `stores()` are added with it.
 * @example
 * stream.pipe(process(supplier, Named.as('enrich'), 'lookup-store'))
 * @category Operators
 * @since 0.1.0
 */
export const process = checked(
  'process',
  ['processorSupplier', 'named?', '...stateStoreNames'],
  <K, V, KOut, VOut>(
    supplier: ProcessorSupplier<K, V, KOut, VOut>,
    ...namedAndStoreNames: readonly [(Named | undefined)?, ...string[]] | readonly string[]
  ): UnaryFunction<KStream<K, V>, KStream<KOut, VOut>> =>
    (source) => {
      const { named, storeNames, addStores } = processArguments(supplier, namedAndStoreNames)
      return streamOperator(source as KStream<unknown, unknown>, {
        name: { named: Named.from(named), prefix: 'KSTREAM-PROCESSOR-', burnWhenNamed: false },
        spec: { _tag: 'Process', supplier, fixedKey: false },
        keySerde: undefined,
        valueSerde: undefined,
        repartitionRequired: true,
        connectStores: storeNames,
        addStores,
      })
    },
)
