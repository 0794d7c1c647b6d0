import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { QueryableStoreKind } from '../QueryableStoreTypes.js'

/** Accepts a list of method names only if it names every method of `S` (so a new read cannot be forgotten). */
const allReadsOf =
  <S>() =>
  <const L extends readonly (keyof S & string)[]>(
    list: L & ([Exclude<keyof S, L[number]>] extends [never] ? unknown : never),
  ): L =>
    list

const keyValueReads = allReadsOf<ReadOnlyKeyValueStore<unknown, unknown>>()([
  'get',
  'range',
  'reverseRange',
  'reverseAll',
  'all',
  'prefixScan',
  'approximateNumEntries',
])

const windowReads = allReadsOf<ReadOnlyWindowStore<unknown, unknown>>()([
  'fetch',
  'backwardFetch',
  'all',
  'backwardAll',
  'fetchAll',
  'backwardFetchAll',
])

const sessionReads = allReadsOf<ReadOnlySessionStore<unknown, unknown>>()([
  'findSessions',
  'backwardFindSessions',
  'fetchSession',
  'fetch',
  'backwardFetch',
])

/**
 * The read methods an IQv1 facade exposes for each store kind: exactly the methods of the read-only store
 * interfaces, so writes and lifecycle methods of the store under it are never reachable through a query.
 * @example
 * storeReads.keyValue // ['get', 'range', ...]
 * @category model
 * @since 0.1.0
 */
export const storeReads: { readonly [K in QueryableStoreKind]: readonly string[] } = {
  keyValue: keyValueReads,
  timestampedKeyValue: keyValueReads,
  window: windowReads,
  timestampedWindow: windowReads,
  session: sessionReads,
}
