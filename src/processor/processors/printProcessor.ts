import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `print`: writes `[label]: <mapped>` per record, as Kafka Streams' `KStreamPrint` (default mapping `key, value`).
 * @category constructors
 * @since 0.1.0
 */
export const printProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'Print' }>> = (spec, hooks) => {
  const mapper =
    (spec.mapper as ((key: unknown, value: unknown) => string) | undefined) ??
    ((key: unknown, value: unknown) => `${String(key)}, ${String(value)}`)
  return statelessProcessor((record) => hooks.print(`[${spec.label}]: ${mapper(record.key, record.value)}`))
}
