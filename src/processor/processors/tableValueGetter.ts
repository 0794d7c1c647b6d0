import { UnsupportedProcessorError } from '../../errors/TaskError.js'
import type { TimestampedKeyValueStore } from '../../state/TimestampedKeyValueStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { isVersionedKeyValueStore } from '../../state/versioned/VersionedKeyValueStore.js'
import type { TableView } from '../../graph/ProcessorSpec.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'

/**
 * Reads a table's value and timestamp by key (`undefined` when absent): its latest, or for a versioned table with
 * `asOf`, the value valid at that time.
 */
export type TableValueGetter = (key: unknown, asOf?: number) => ValueAndTimestamp<unknown> | undefined

const applyView =
  (key: unknown) =>
  (
    found: ValueAndTimestamp<unknown> | undefined,
    view: TableView,
  ): ValueAndTimestamp<unknown> | undefined => {
    if (found === undefined) return undefined
    if (view._tag === 'TableFilter') {
      const predicate = view.predicate
      return predicate(key, found.value) !== view.negate ? found : undefined
    }
    const mapper = view.mapper
    const value = mapper(found.value, key)
    return value === null || value === undefined ? undefined : { value, timestamp: found.timestamp }
  }

/**
 * The value getter of a table from the stores the topology lists for it: the table's own timestamped key-value
 * store (every DSL table store is timestamped), then the unmaterialized `filter`/`mapValues` views on top of it. A
 * table read through several stores (a table-table join result that is not materialized) has no single store to
 * read and is refused with an `UnsupportedProcessorError`.
 * @example
 * const getter = tableValueGetter(context, spec.tableStores, spec.tableViews, 'StreamTableJoin')
 * @category constructors
 * @since 0.1.0
 */
export const tableValueGetter = (
  context: ProcessorContext<unknown, unknown>,
  stores: readonly string[],
  views: readonly TableView[],
  kind: string,
): TableValueGetter => {
  const [name, ...rest] = stores
  if (name === undefined || rest.length > 0) {
    throw new UnsupportedProcessorError(
      `A ${kind} reads its table through ${stores.length} stores (${stores.join(', ')}); materialize that table (Materialized.as) so that it has one store.`,
      stores.join(','),
      kind,
    )
  }
  const store = context.getStateStore<TimestampedKeyValueStore<unknown, unknown>>(name)
  // a versioned table answers as of a time (KIP-914's timestamp-synchronized lookups); any other, its latest
  const read: TableValueGetter = isVersionedKeyValueStore(store)
    ? (key, asOf) => store.get(key, asOf)
    : (key) => store.get(key)
  return views.length === 0 ? read : (key, asOf) => views.reduce(applyView(key), read(key, asOf))
}
