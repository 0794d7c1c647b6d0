import { unknownStateStore, type UnknownStateStore } from './StoreError.js'

/**
 * The error of a query asking for a store as a kind it is not (a window store queried as a key-value store):
 * `UnknownStateStore`, its cause a `TypeError` naming both kinds, as Kafka Streams answers.
 * @example
 * wrongStoreKind('counts', 'window', 'keyValue')._tag // 'UnknownStateStore'
 * @category constructors
 * @since 0.1.0
 */
export const wrongStoreKind = (storeName: string, actual: string, queried: string): UnknownStateStore =>
  unknownStateStore({
    storeName,
    cause: new TypeError(
      `Store '${storeName}' is a ${actual} store; it cannot be queried as QueryableStoreTypes ${queried}.`,
    ),
  })
