import type { TableMapValuesSpec } from '../../graph/specs/TableSpecs.js'
import { change, isLatest, type Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { tableProcessor } from './tableProcessor.js'

export type { TableMapValuesSpec } from '../../graph/specs/TableSpecs.js'

/**
 * `mapValues` on a KTable, as Kafka Streams' `KTableMapValues`: maps new (and, when sent, old) values; tombstones
 * stay tombstones; materializes the result when it has a store.
 * @category Building topologies
 * @since 0.1.0
 */
export const tableMapValuesProcessor: ProcessorFactory<TableMapValuesSpec> = (spec) => {
  const mapper = spec.mapper
  const apply = (key: unknown, value: unknown): unknown =>
    value === null || value === undefined ? null : mapper(value, key)
  return tableProcessor(spec.storeName, spec.sendOldValues, (record, emit) => {
    const input = record.value as Change<unknown>
    const newValue = apply(record.key, input.newValue)
    emit(
      record.withValue(
        change(newValue, spec.sendOldValues ? apply(record.key, input.oldValue) : null, isLatest(input)),
      ),
      newValue,
    )
  })
}
