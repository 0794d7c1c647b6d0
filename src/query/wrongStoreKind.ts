import { unknownStateStore, type UnknownStateStore } from './StoreError.js'

/**
 * The error of a query asking for a store as a kind it is not (a window store queried as a key-value store):
 * `UnknownStateStore` with `storeType` and `queriedType`, its message naming the store and both types (Kafka Streams
 * answers an `InvalidStateStoreException` saying the same).
 * @example
 * wrongStoreKind('counts', 'window', 'keyValue')._tag // 'UnknownStateStore'
 * @category Interactive queries
 * @since 0.1.0
 */
export const wrongStoreKind = (storeName: string, actual: string, queried: string): UnknownStateStore => {
  const sentence = `Store '${storeName}' is a ${actual} store; it cannot be queried as QueryableStoreTypes ${queried}.`
  return {
    ...unknownStateStore({ storeName, cause: new TypeError(sentence) }),
    message: `${sentence} Query it with the QueryableStoreTypes of a ${actual} store.`,
    storeType: actual,
    queriedType: queried,
  }
}
