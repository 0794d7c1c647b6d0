import type { PrintSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { PrintSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `print`: writes `[label]: <mapped>` per record, as Kafka Streams' `KStreamPrint` (default mapping `key, value`).
 * @category Building topologies
 * @since 0.1.0
 */
export const printProcessor: ProcessorFactory<PrintSpec> = (spec, hooks) => {
  const mapper = spec.mapper ?? ((key: unknown, value: unknown) => `${String(key)}, ${String(value)}`)
  return statelessProcessor((record) => hooks.print(`[${spec.label}]: ${mapper(record.key, record.value)}`))
}
