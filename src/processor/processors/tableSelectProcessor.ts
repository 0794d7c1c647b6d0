import type { TableSelectSpec } from '../../graph/specs/TableSpecs.js'
import type { KeyValue } from '../../core/KeyValue.js'
import { change, isLatest, type Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { TableSelectSpec } from '../../graph/specs/TableSpecs.js'

const usable = (pair: KeyValue<unknown, unknown> | null): pair is KeyValue<unknown, unknown> =>
  pair !== null &&
  pair.key !== null &&
  pair.key !== undefined &&
  pair.value !== null &&
  pair.value !== undefined

/**
 * `groupBy` on a KTable, as Kafka Streams' `KTableRepartitionMap`: maps the old and the new value to (key, value)
 * pairs and forwards the old one as a subtraction `Change(null, old)` before the new one as an addition
 * `Change(new, null)`, or one `Change(new, old)` when both land on the same key. Pairs with a null key or value
 * are skipped; an out-of-order update (`isLatest: false`) of a versioned table is dropped (KIP-914).
 * @category Building topologies
 * @since 0.1.0
 */
export const tableSelectProcessor: ProcessorFactory<TableSelectSpec> = (spec, hooks) => {
  const selector = spec.selector
  const select = (key: unknown, value: unknown): KeyValue<unknown, unknown> | null =>
    value === null || value === undefined ? null : selector(key, value)
  return statelessProcessor((record, context) => {
    if (record.key === null || record.key === undefined) {
      hooks.recordDropped('Record key for the grouping KTable should not be null.')
      return
    }
    const input = record.value as Change<unknown>
    const latest = isLatest(input)
    if (spec.versionedUpstream === true && !latest) return
    const newPair = select(record.key, input.newValue)
    const oldPair = select(record.key, input.oldValue)
    if (usable(oldPair) && usable(newPair) && oldPair.key === newPair.key) {
      context.forward(record.withKey(oldPair.key).withValue(change(newPair.value, oldPair.value, latest)))
      return
    }
    if (usable(oldPair))
      context.forward(record.withKey(oldPair.key).withValue(change(null, oldPair.value, latest)))
    if (usable(newPair))
      context.forward(record.withKey(newPair.key).withValue(change(newPair.value, null, latest)))
  })
}
