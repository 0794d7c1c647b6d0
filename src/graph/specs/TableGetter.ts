import { absurd } from '../../core/absurd.js'
import type { StoreKind } from '../StoreSpec.js'
import type { ValueJoiner } from './Callback.js'
import type { TableView } from './TableSpecs.js'

/**
 * How a processor reads a table it does not own (Kafka Streams' `KTableValueGetterSupplier`), as the
 * materialization pass decides it: from the table's own store, or, for a table without one, through its parents:
 * an unmaterialized `filter`/`mapValues` applies its view to its parent's value, an unmaterialized table-table join
 * joins the current values of both its sides, and a suppressed table answers with the value its buffer holds back
 * (the one downstream last saw) before asking its parent.
 * @example
 * const getter: TableGetter = { _tag: 'ViewGetter', view: { _tag: 'TableMapValues', mapper: String }, parent: { _tag: 'StoreGetter', store: 'users', kind: 'timestampedKeyValue' } }
 * @category Building topologies
 * @since 0.1.0
 */
export type TableGetter =
  | { readonly _tag: 'StoreGetter'; readonly store: string; readonly kind: StoreKind }
  | { readonly _tag: 'ViewGetter'; readonly view: TableView; readonly parent: TableGetter }
  | {
      readonly _tag: 'JoinGetter'
      readonly join: 'inner' | 'left' | 'outer'
      readonly joiner: ValueJoiner
      readonly thisSide: TableGetter
      readonly otherSide: TableGetter
    }
  | { readonly _tag: 'SuppressGetter'; readonly buffer: string; readonly parent: TableGetter }

/**
 * The stores a getter reads, in the order it reads them: what a processor reading through it connects to.
 * @example
 * getterStores({ _tag: 'StoreGetter', store: 'users', kind: 'timestampedKeyValue' }) // ['users']
 * @category Building topologies
 * @since 0.1.0
 */
export const getterStores = (getter: TableGetter): readonly string[] => {
  switch (getter._tag) {
    case 'StoreGetter':
      return [getter.store]
    case 'ViewGetter':
      return getterStores(getter.parent)
    case 'JoinGetter':
      return [...getterStores(getter.thisSide), ...getterStores(getter.otherSide)]
    case 'SuppressGetter':
      return [getter.buffer, ...getterStores(getter.parent)]
    default:
      return absurd(getter)
  }
}
