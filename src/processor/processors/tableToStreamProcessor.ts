import type { TableToStreamSpec } from '../../graph/specs/TableSpecs.js'
import type { Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { TableToStreamSpec } from '../../graph/specs/TableSpecs.js'

/**
 * `toStream`: forwards each change's new value (a tombstone as `null`).
 * @category Building topologies
 * @since 0.1.0
 */
export const tableToStreamProcessor: ProcessorFactory<TableToStreamSpec> = () =>
  statelessProcessor((record, context) =>
    context.forward(record.withValue((record.value as Change<unknown>).newValue)),
  )
