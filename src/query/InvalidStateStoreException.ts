import {
  match,
  type InvalidStateStorePartition,
  type StateStoreMigrated,
  type StateStoreNotAvailable,
  type StoreError,
  type StreamsNotStarted,
  type StreamsRebalancing,
  type UnknownStateStore,
} from './StoreError.js'
import { StreamsError } from '../errors/StreamsError.js'

/**
 * The classic, throwing face of a {@link StoreError}, as Kafka Streams' `InvalidStateStoreException` family
 * (KIP-216). Only the subclasses are thrown, one per tag; catch the base to catch them all, and branch on `_tag`.
 * Thrown only by the `orThrow` adapters: queries themselves return `Either` values.
 * @example
 * try { await orThrow(store).get('k') } catch (e) { if (e instanceof InvalidStateStoreException && e.retryable) retry() }
 * @category Interactive queries
 * @since 0.1.0
 */
export abstract class InvalidStateStoreException<E extends StoreError = StoreError> extends StreamsError {
  /** The tag of the {@link StoreError} this exception carries. */
  readonly _tag: E['_tag']
  /** Whether trying again (later, or after looking the store up again) can succeed. */
  readonly retryable: E['retryable']
  /** The store the query named. */
  readonly storeName: string
  /** The query's error as data. */
  readonly error: E

  constructor(error: E) {
    super(error.message, error.cause === undefined ? undefined : { cause: error.cause })
    this._tag = error._tag
    this.retryable = error.retryable
    this.storeName = error.storeName
    this.error = error
  }
}

/**
 * `StreamsNotStarted` thrown: call `start()`, retry until RUNNING.
 * @example
 * e instanceof StreamsNotStartedException && e.retryable // true
 * @category Interactive queries
 * @since 0.1.0
 */
export class StreamsNotStartedException extends InvalidStateStoreException<StreamsNotStarted> {}

/**
 * `StreamsRebalancing` thrown: retry, or enable stale stores.
 * @example
 * e instanceof StreamsRebalancingException && e.error.partition
 * @category Interactive queries
 * @since 0.1.0
 */
export class StreamsRebalancingException extends InvalidStateStoreException<StreamsRebalancing> {}

/**
 * `StateStoreMigrated` thrown: look the store up again.
 * @example
 * e instanceof StateStoreMigratedException && e.retryable // true
 * @category Interactive queries
 * @since 0.1.0
 */
export class StateStoreMigratedException extends InvalidStateStoreException<StateStoreMigrated> {}

/**
 * `StateStoreNotAvailable` thrown: this instance is stopping; query another.
 * @example
 * e instanceof StateStoreNotAvailableException && e.error.state // 'NOT_RUNNING'
 * @category Interactive queries
 * @since 0.1.0
 */
export class StateStoreNotAvailableException extends InvalidStateStoreException<StateStoreNotAvailable> {}

/**
 * `UnknownStateStore` thrown: fix the store name.
 * @example
 * e instanceof UnknownStateStoreException && e.storeName
 * @category Interactive queries
 * @since 0.1.0
 */
export class UnknownStateStoreException extends InvalidStateStoreException<UnknownStateStore> {}

/**
 * `InvalidStateStorePartition` thrown: route to the host of the partition.
 * @example
 * e instanceof InvalidStateStorePartitionException && e.error.partition
 * @category Interactive queries
 * @since 0.1.0
 */
export class InvalidStateStorePartitionException extends InvalidStateStoreException<InvalidStateStorePartition> {}

/**
 * The exception for a {@link StoreError}: the subclass named after its tag.
 * @example
 * throw toException(StoreError.unknownStateStore({ storeName: 's' })) // UnknownStateStoreException
 * @category Interactive queries
 * @since 0.1.0
 */
export const toException: (e: StoreError) => InvalidStateStoreException = match<InvalidStateStoreException>({
  StreamsNotStarted: (e) => new StreamsNotStartedException(e),
  StreamsRebalancing: (e) => new StreamsRebalancingException(e),
  StateStoreMigrated: (e) => new StateStoreMigratedException(e),
  StateStoreNotAvailable: (e) => new StateStoreNotAvailableException(e),
  UnknownStateStore: (e) => new UnknownStateStoreException(e),
  InvalidStateStorePartition: (e) => new InvalidStateStorePartitionException(e),
})
