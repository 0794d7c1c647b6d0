import { StreamsError } from '../errors/StreamsError.js'

/**
 * Base class of every error a state store throws, as Kafka's `InvalidStateStoreException` family. Each subclass
 * has a literal `_tag`; match on it (see {@link StateStoreError}), never on the message.
 * @example
 * try { store.get('k') } catch (e) { if (e instanceof InvalidStateStoreError) console.log(e._tag, e.storeName) }
 * @category Errors
 * @since 0.1.0
 */
export abstract class InvalidStateStoreError extends StreamsError {
  constructor(
    message: string,
    /** The store concerned. */
    readonly storeName: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * The iterator itself was closed and then used again.
 * @example
 * it.close(); it.next() // throws IteratorClosedError
 * @category Errors
 * @since 0.1.0
 */
export class IteratorClosedError extends InvalidStateStoreError {
  readonly _tag = 'IteratorClosed' as const
  readonly retryable = false
}

/**
 * The store was closed while this iterator was open; the iterator cannot go on (never a silent end or a wrong row).
 * @example
 * it.hasNext() // after store.close(): throws IteratorInvalidatedError
 * @category Errors
 * @since 0.1.0
 */
export class IteratorInvalidatedError extends InvalidStateStoreError {
  readonly _tag = 'IteratorInvalidated' as const
  readonly retryable = false
}

/**
 * `next` or `peekNextKey` on an iterator with no more rows; check `hasNext` first.
 * @example
 * if (it.hasNext()) it.next()
 * @category Errors
 * @since 0.1.0
 */
export class NoSuchElementError extends InvalidStateStoreError {
  readonly _tag = 'NoSuchElement' as const
  readonly retryable = false
}

/**
 * A key (or prefix, or range bound where one is required) was `null` or `undefined`. Stores never hold null keys.
 * @example
 * store.put(null as never, 1) // throws NullKeyError
 * @category Errors
 * @since 0.1.0
 */
export class NullKeyError extends InvalidStateStoreError {
  readonly _tag = 'NullKey' as const
  readonly retryable = false
}

/**
 * A store was used before `init` or after `close`. Fetch a fresh handle (interactive queries map it to `StateStoreMigrated`).
 * @example
 * store.get('k') // after close: throws StoreClosedError, _tag 'StoreClosed'
 * @category Errors
 * @since 0.1.0
 */
export class StoreClosedError extends InvalidStateStoreError {
  readonly _tag = 'StoreClosed' as const
  readonly retryable = false
}

/**
 * A store configuration value or store name is invalid; the message says which key and what is accepted.
 * @example
 * Stores.persistentKeyValueStore('') // throws StoreConfigError
 * @category Errors
 * @since 0.1.0
 */
export class StoreConfigError extends InvalidStateStoreError {
  readonly _tag = 'StoreConfig' as const
  readonly retryable = false
}

/**
 * The store's directory holds data that cannot be read (damaged files or metadata). Wipe the directory and restore from the changelog.
 * @example
 * await store.init(ctx) // on a damaged directory: throws StoreCorruptedError
 * @category Errors
 * @since 0.1.0
 */
export class StoreCorruptedError extends InvalidStateStoreError {
  readonly _tag = 'StoreCorrupted' as const
  readonly retryable = false
}

/**
 * Reading or writing the underlying database failed (disk full, I/O error). The uncommitted writes are kept, so the commit can be retried.
 * @example
 * await store.commit(offsets) // on a failing disk: throws StoreIoError
 * @category Errors
 * @since 0.1.0
 */
export class StoreIoError extends InvalidStateStoreError {
  readonly _tag = 'StoreIo' as const
  readonly retryable = true
}

/**
 * The store's directory is locked by another process or another open store. Close the other owner, then retry.
 * @example
 * await store.init(ctx) // while another process holds it: throws StoreLockedError
 * @category Errors
 * @since 0.1.0
 */
export class StoreLockedError extends InvalidStateStoreError {
  readonly _tag = 'StoreLocked' as const
  readonly retryable = true
}

/**
 * A key or value could not be encoded or decoded by the store's serde; `cause` holds the serde's error.
 * @example
 * store.put(1.5, 'x') // with Serdes.long() keys: throws StoreSerializationError
 * @category Errors
 * @since 0.1.0
 */
export class StoreSerializationError extends InvalidStateStoreError {
  readonly _tag = 'StoreSerialization' as const
  readonly retryable = false
}

/**
 * A window or session store got a time that is not a safe integer number of milliseconds (NaN, fractional,
 * infinite or beyond ±2^53), or a session whose end is before its start. Pass whole milliseconds.
 * @example
 * windowStore.put('k', 1, 1.5) // throws InvalidTimestampError
 * @category Errors
 * @since 0.1.0
 */
export class InvalidTimestampError extends InvalidStateStoreError {
  readonly _tag = 'InvalidTimestamp' as const
  readonly retryable = false
}

/**
 * Every error a state store throws, as a tagged union.
 * @example
 * const retry = (e: StateStoreError) => matchStateStoreError(e, { StoreLocked: () => true, ... })
 * @category Errors
 * @since 0.1.0
 */
export type StateStoreError =
  | StoreClosedError
  | IteratorInvalidatedError
  | IteratorClosedError
  | NoSuchElementError
  | NullKeyError
  | StoreLockedError
  | StoreCorruptedError
  | StoreIoError
  | StoreConfigError
  | StoreSerializationError
  | InvalidTimestampError

/**
 * Exhaustive match over {@link StateStoreError} tags.
 * @example
 * matchStateStoreError(e, { StoreClosed: () => 'reopen', ...others })
 * @category Errors
 * @since 0.1.0
 */
export const matchStateStoreError = <R>(
  error: StateStoreError,
  cases: { readonly [T in StateStoreError['_tag']]: (e: Extract<StateStoreError, { _tag: T }>) => R },
): R => (cases[error._tag] as (e: StateStoreError) => R)(error)
