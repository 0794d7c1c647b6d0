import type { TableSourceSpec } from '../../graph/specs/TableSpecs.js'
import { change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { orNull } from './nullable.js'
import { tableProcessor } from './tableProcessor.js'

export type { TableSourceSpec } from '../../graph/specs/TableSpecs.js'

/**
 * A KTable source (`builder.table`, `toTable`, global tables), as Kafka Streams' `KTableSource`: drops null keys
 * (counted and logged), upserts into its store when materialized (warning on out-of-order updates, which are still
 * applied) and forwards `Change(new, old)` through {@link TableStore.update} (an out-of-order update of a
 * versioned store marked `isLatest: false`); unmaterialized it forwards `Change(new, null)`.
 * @category Building topologies
 * @since 0.1.0
 */
export const tableSourceProcessor: ProcessorFactory<TableSourceSpec> = (spec, hooks) =>
  tableProcessor(spec.storeName, spec.sendOldValues, (record, emit, table, context) => {
    if (record.key === null || record.key === undefined) {
      hooks.recordDropped('Skipping record due to null key.')
      return
    }
    const value = orNull(record.value)
    const old = table?.store.get(record.key)
    const metadata = context.recordMetadata()
    if (old !== undefined && record.timestamp < old.timestamp && metadata !== undefined) {
      hooks.warn(
        `Detected out-of-order KTable update for ${spec.storeName ?? ''}, old timestamp=[${old.timestamp}] ` +
          `new timestamp=[${record.timestamp}]. topic=[${metadata.topic}] partition=[${metadata.partition}] ` +
          `offset=[${metadata.offset}].`,
      )
    }
    emit(record.withValue(change(value, orNull(old?.value))), value)
  })
