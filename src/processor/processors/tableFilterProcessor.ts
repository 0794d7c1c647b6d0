import type { TableFilterSpec } from '../../graph/specs/TableSpecs.js'
import { change, isLatest, type Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { tableProcessor } from './tableProcessor.js'

export type { TableFilterSpec } from '../../graph/specs/TableSpecs.js'

/**
 * `filter` / `filterNot` on a KTable, as Kafka Streams' `KTableFilter`: a value that fails the predicate becomes a
 * tombstone (so a key that stops matching is deleted downstream); with old values, a change where both sides fail
 * is not forwarded at all, unless the input table is versioned (Kafka's versioned semantics, KIP-914: every update
 * of a versioned table is forwarded).
 * @category Building topologies
 * @since 0.1.0
 */
export const tableFilterProcessor: ProcessorFactory<TableFilterSpec> = (spec) => {
  const predicate = spec.predicate
  const keep = (key: unknown, value: unknown): unknown =>
    value !== null && value !== undefined && predicate(key, value) !== spec.negate ? value : null
  return tableProcessor(spec.storeName, spec.sendOldValues, (record, emit) => {
    const input = record.value as Change<unknown>
    const newValue = keep(record.key, input.newValue)
    const oldValue = spec.sendOldValues ? keep(record.key, input.oldValue) : null
    if (spec.sendOldValues && !spec.versionedUpstream && oldValue === null && newValue === null) return
    emit(record.withValue(change(newValue, oldValue, isLatest(input))), newValue)
  })
}
