/**
 * Why an interactive query could not be answered, as KIP-216 designed it: six tagged cases, each saying whether
 * a retry can help and what the caller should do. Queries return these as `Left` values and never throw; the
 * throwing adapters (`InvalidStateStoreException` and its subclasses) are built from them.
 * @since 0.1.0
 */
import type { StreamsState } from '../core/StreamsState.js'

// -------------------------------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------------------------------

/**
 * Fields every case carries.
 * @example
 * console.log(e.storeName, e.message)
 * @category Errors
 * @since 0.1.0
 */
export interface StoreErrorFields {
  /** What happened and what the caller should do. */
  readonly message: string
  /** The store the query named. */
  readonly storeName: string
  /** The underlying failure, when there is one. */
  readonly cause?: unknown
}

/**
 * The application is CREATED: `start()` has not been called yet. Retry until it is RUNNING.
 * @example
 * streamsNotStarted({ storeName: 'counts' })
 * @category Errors
 * @since 0.1.0
 */
export interface StreamsNotStarted extends StoreErrorFields {
  readonly _tag: 'StreamsNotStarted'
  readonly retryable: true
}

/**
 * The application is REBALANCING and the store (or the requested partition) is not served here yet. Retry, or
 * enable stale stores to read a standby or restoring replica.
 * @example
 * streamsRebalancing({ storeName: 'counts', partition: 2 })
 * @category Errors
 * @since 0.1.0
 */
export interface StreamsRebalancing extends StoreErrorFields {
  readonly _tag: 'StreamsRebalancing'
  readonly retryable: true
  /** The requested partition, if one was requested. */
  readonly partition?: number
}

/**
 * The store was closed or moved to another instance while the application was RUNNING or REBALANCING (also in
 * the middle of an iteration). The handle is dead: look the store up again, or route through the metadata.
 * @example
 * stateStoreMigrated({ storeName: 'counts', partition: 2 })
 * @category Errors
 * @since 0.1.0
 */
export interface StateStoreMigrated extends StoreErrorFields {
  readonly _tag: 'StateStoreMigrated'
  readonly retryable: true
  /** The partition that went away, if known. */
  readonly partition?: number
}

/**
 * The application is shutting down or stopped (PENDING_SHUTDOWN, NOT_RUNNING, PENDING_ERROR, ERROR). This
 * instance will not serve the store again: give up on it.
 * @example
 * stateStoreNotAvailable({ storeName: 'counts', state: 'NOT_RUNNING' })
 * @category Errors
 * @since 0.1.0
 */
export interface StateStoreNotAvailable extends StoreErrorFields {
  readonly _tag: 'StateStoreNotAvailable'
  readonly retryable: false
  /** The application state that caused it. */
  readonly state: StreamsState
}

/**
 * No store of that name exists in the topology (fix the name), or one does but of another type than queried
 * (`storeType` and `queriedType` say which: fix the `QueryableStoreTypes`).
 * @example
 * unknownStateStore({ storeName: 'typo' })
 * @category Errors
 * @since 0.1.0
 */
export interface UnknownStateStore extends StoreErrorFields {
  readonly _tag: 'UnknownStateStore'
  readonly retryable: false
  /** When a store of that name exists but was queried as another type: its type (e.g. `'window'`). */
  readonly storeType?: string
  /** ...and the `QueryableStoreTypes` type asked for (e.g. `'keyValue'`). */
  readonly queriedType?: string
}

/**
 * The requested partition is not hosted by this instance (or does not exist). Route the query to the instance
 * that hosts it (see `queryMetadataForKey`).
 * @example
 * invalidStateStorePartition({ storeName: 'counts', partition: 7 })
 * @category Errors
 * @since 0.1.0
 */
export interface InvalidStateStorePartition extends StoreErrorFields {
  readonly _tag: 'InvalidStateStorePartition'
  readonly retryable: false
  /** The requested partition. */
  readonly partition: number
}

/**
 * Every reason an interactive query can fail, as a tagged union: match on `_tag` (or with {@link match}).
 * @example
 * const wait = (e: StoreError) => e.retryable
 * @category Errors
 * @since 0.1.0
 */
export type StoreError =
  | StreamsNotStarted
  | StreamsRebalancing
  | StateStoreMigrated
  | StateStoreNotAvailable
  | UnknownStateStore
  | InvalidStateStorePartition

/**
 * The six tags.
 * @example
 * const tag: StoreErrorTag = 'StateStoreMigrated'
 * @category Errors
 * @since 0.1.0
 */
export type StoreErrorTag = StoreError['_tag']

/**
 * Every tag with whether it is retryable, in DESIGN.md's table order.
 * @example
 * storeErrorTags.StreamsRebalancing // true
 * @category Errors
 * @since 0.1.0
 */
export const storeErrorTags: {
  readonly [T in StoreErrorTag]: Extract<StoreError, { _tag: T }>['retryable']
} = {
  StreamsNotStarted: true,
  StreamsRebalancing: true,
  StateStoreMigrated: true,
  StateStoreNotAvailable: false,
  UnknownStateStore: false,
  InvalidStateStorePartition: false,
}

// -------------------------------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------------------------------

/** Context a constructor takes: the store, optionally a cause. */
interface Context {
  readonly storeName: string
  readonly cause?: unknown
}

const withCause = <E extends StoreError>(error: E, cause: unknown): E =>
  cause === undefined ? error : { ...error, cause }

const partitionText = (partition: number | undefined): string =>
  partition === undefined ? '' : ` partition ${partition}`

/**
 * @example
 * streamsNotStarted({ storeName: 'counts' })._tag // 'StreamsNotStarted'
 * @category Errors
 * @since 0.1.0
 */
export const streamsNotStarted = ({ storeName, cause }: Context): StreamsNotStarted =>
  withCause(
    {
      _tag: 'StreamsNotStarted',
      retryable: true,
      storeName,
      message: `Cannot query store '${storeName}': the application has not been started. Call start(), then retry until it is RUNNING.`,
    },
    cause,
  )

/** Context of the two retryable cases that may name a partition. */
type PartitionContext = Context & { readonly partition?: number | undefined }

const retryableWithPartition =
  <E extends StreamsRebalancing | StateStoreMigrated>(tag: E['_tag'], describe: (store: string) => string) =>
  ({ storeName, partition, cause }: PartitionContext): E =>
    withCause(
      {
        _tag: tag,
        retryable: true,
        storeName,
        ...(partition === undefined ? {} : { partition }),
        message: describe(`Store '${storeName}'${partitionText(partition)}`),
      } as E,
      cause,
    )

/**
 * @example
 * streamsRebalancing({ storeName: 'counts', partition: 2 }).retryable // true
 * @category Errors
 * @since 0.1.0
 */
export const streamsRebalancing = retryableWithPartition<StreamsRebalancing>(
  'StreamsRebalancing',
  (store) =>
    `${store} is not served here yet: the application is rebalancing. Retry shortly, or enable stale stores to read a standby or restoring replica.`,
)

/**
 * @example
 * stateStoreMigrated({ storeName: 'counts' })._tag // 'StateStoreMigrated'
 * @category Errors
 * @since 0.1.0
 */
export const stateStoreMigrated = retryableWithPartition<StateStoreMigrated>(
  'StateStoreMigrated',
  (store) =>
    `${store} was closed or moved to another instance. Look the store up again (or find its host with queryMetadataForKey) and retry.`,
)

/**
 * @example
 * stateStoreNotAvailable({ storeName: 'counts', state: 'NOT_RUNNING' }).retryable // false
 * @category Errors
 * @since 0.1.0
 */
export const stateStoreNotAvailable = ({
  storeName,
  state,
  cause,
}: Context & { readonly state: StreamsState }): StateStoreNotAvailable =>
  withCause(
    {
      _tag: 'StateStoreNotAvailable',
      retryable: false,
      storeName,
      state,
      message: `Store '${storeName}' is not available: the application is ${state} and will not serve queries again. Query another instance.`,
    },
    cause,
  )

/**
 * @example
 * unknownStateStore({ storeName: 'typo' })._tag // 'UnknownStateStore'
 * @category Errors
 * @since 0.1.0
 */
export const unknownStateStore = ({ storeName, cause }: Context): UnknownStateStore =>
  withCause(
    {
      _tag: 'UnknownStateStore',
      retryable: false,
      storeName,
      message: `No store named '${storeName}' is registered in the topology. Check the name given to Materialized.as(...) or the store builder.`,
    },
    cause,
  )

/**
 * @example
 * invalidStateStorePartition({ storeName: 'counts', partition: 7 }).partition // 7
 * @category Errors
 * @since 0.1.0
 */
export const invalidStateStorePartition = ({
  storeName,
  partition,
  exists = true,
  cause,
}: Context & { readonly partition: number; readonly exists?: boolean }): InvalidStateStorePartition =>
  withCause(
    {
      _tag: 'InvalidStateStorePartition',
      retryable: false,
      storeName,
      partition,
      message: exists
        ? `Partition ${partition} of store '${storeName}' is not hosted by this instance. Route the query to its host (see queryMetadataForKey).`
        : `Partition ${partition} of store '${storeName}' does not exist. Use a partition number below the store's partition count.`,
    },
    cause,
  )

// -------------------------------------------------------------------------------------------------------------
// guards
// -------------------------------------------------------------------------------------------------------------

/**
 * Whether `u` is a {@link StoreError} (any of the six tags, with a store name and message).
 * @example
 * isStoreError(unknownStateStore({ storeName: 's' })) // true
 * @category Errors
 * @since 0.1.0
 */
export const isStoreError = (u: unknown): u is StoreError => {
  if (typeof u !== 'object' || u === null) return false
  const r = u as Record<string, unknown>
  return (
    typeof r['_tag'] === 'string' &&
    Object.hasOwn(storeErrorTags, r['_tag']) &&
    typeof r['storeName'] === 'string' &&
    typeof r['message'] === 'string' &&
    r['retryable'] === storeErrorTags[r['_tag'] as StoreErrorTag]
  )
}

/**
 * Whether trying again (later, or after looking the store up again) can succeed.
 * @example
 * isRetryable(streamsNotStarted({ storeName: 's' })) // true
 * @category Errors
 * @since 0.1.0
 */
export const isRetryable = (e: StoreError): boolean => e.retryable

/**
 * A guard for one tag.
 * @example
 * is('StateStoreMigrated')(e) // narrows e
 * @category Errors
 * @since 0.1.0
 */
export const is =
  <T extends StoreErrorTag>(tag: T) =>
  (e: StoreError): e is Extract<StoreError, { _tag: T }> =>
    e._tag === tag

// -------------------------------------------------------------------------------------------------------------
// destructors
// -------------------------------------------------------------------------------------------------------------

/**
 * One handler per tag; leaving one out is a compile error.
 * @example
 * const cases: StoreErrorCases<boolean> = { StreamsNotStarted: () => true, ... }
 * @category Errors
 * @since 0.1.0
 */
export type StoreErrorCases<R> = {
  readonly [T in StoreErrorTag]: (e: Extract<StoreError, { _tag: T }>) => R
}

/**
 * Exhaustive pattern match, curried so it slots into `E.match(StoreError.match({...}), onRight)`.
 * @example
 * match({
 *   StreamsNotStarted: () => 'retry', StreamsRebalancing: () => 'retry', StateStoreMigrated: () => 'look up again',
 *   StateStoreNotAvailable: () => 'give up', UnknownStateStore: (e) => `no ${e.storeName}`,
 *   InvalidStateStorePartition: (e) => `route ${e.partition}`,
 * })(e)
 * @category Errors
 * @since 0.1.0
 */
export const match =
  <R>(cases: StoreErrorCases<R>) =>
  (e: StoreError): R =>
    (cases[e._tag] as (e: StoreError) => R)(e)

// -------------------------------------------------------------------------------------------------------------
// companion
// -------------------------------------------------------------------------------------------------------------

/**
 * The module as one value, so `StoreError.match(...)` reads as in the API guide.
 * @example
 * StoreError.match({ ...cases })(e)
 * @category Errors
 * @since 0.1.0
 */
export const StoreError = {
  streamsNotStarted,
  streamsRebalancing,
  stateStoreMigrated,
  stateStoreNotAvailable,
  unknownStateStore,
  invalidStateStorePartition,
  isStoreError,
  isRetryable,
  is,
  match,
  tags: storeErrorTags,
} as const
