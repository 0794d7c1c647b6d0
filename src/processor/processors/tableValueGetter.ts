import { UnsupportedProcessorError } from '../../runtime/task/errors/UnsupportedProcessorError.js'
import type { TimestampedKeyValueStore } from '../../state/TimestampedKeyValueStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { ProcessorContext } from '../ProcessorContext.js'

/** Reads a table's current value and timestamp by key; `undefined` when the key is absent. */
export type TableValueGetter = (key: unknown) => ValueAndTimestamp<unknown> | undefined

/**
 * The value getter of a table from the stores the topology lists for it: the table's own timestamped key-value
 * store (every DSL table store is timestamped). A table read through several stores (a table-table join result
 * that is not materialized) has no single store to read and is refused with an `UnsupportedProcessorError`.
 * @example
 * const getter = tableValueGetter(context, spec.tableStores, 'StreamTableJoin')
 * @category constructors
 * @since 0.1.0
 */
export const tableValueGetter = (
  context: ProcessorContext<unknown, unknown>,
  stores: readonly string[],
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
  return (key) => store.get(key)
}
