import * as E from 'fp-ts/lib/Either.js'
import type { StreamsState } from '../../core/StreamsState.js'
import {
  invalidStateStorePartition,
  stateStoreMigrated,
  stateStoreNotAvailable,
  streamsNotStarted,
  streamsRebalancing,
  unknownStateStore,
  type StoreError,
} from '../StoreError.js'

/**
 * One local copy of a store partition, as the runtime sees it at the moment of a query.
 * - `active`: an active task that is processing (restored).
 * - `restoring`: an active task still restoring its state.
 * - `standby`: a standby replica.
 * @example
 * const r: LocalReplica = { partition: 3, role: 'standby', open: true }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface LocalReplica {
  readonly partition: number
  readonly role: 'active' | 'restoring' | 'standby'
  /** Whether the store is open (a closed store is being moved away or shut down). */
  readonly open: boolean
}

/**
 * Everything that decides whether a query on a store may run here.
 * @example
 * resolveStoreAccess({ storeName: 'counts', state: 'RUNNING', storeKnown: true, partition: 3, local, staleStores: false, previouslyServed: false })
 * @category Interactive queries
 * @since 0.1.0
 */
export interface StoreAccess {
  readonly storeName: string
  /** The application's state. */
  readonly state: StreamsState
  /** Whether the topology has a store of that name. */
  readonly storeKnown: boolean
  /** The partition the query asked for; `undefined` for all local partitions. */
  readonly partition?: number | undefined
  /** How many partitions the store has, when known (from the source topics' metadata). */
  readonly partitionCount?: number | undefined
  /** The local replicas of the requested partition (all local partitions when none was requested). */
  readonly local: readonly LocalReplica[]
  /** Whether the query accepts standbys and restoring actives (`enableStaleStores()`). */
  readonly staleStores: boolean
  /**
   * Whether the handle making this call was served by this store partition before: a held handle whose store
   * went away has migrated; a fresh look-up that finds nothing is rebalancing or misrouted.
   */
  readonly previouslyServed: boolean
}

/**
 * The error the application state alone gives a query, if any: CREATED gives `StreamsNotStarted`; PENDING_SHUTDOWN,
 * NOT_RUNNING, PENDING_ERROR and ERROR give `StateStoreNotAvailable`; RUNNING and REBALANCING give none. Shared by
 * IQv1 ({@link resolveStoreAccess}) and IQv2 (`planStateQuery`).
 * @example
 * appStateError('counts', 'NOT_RUNNING')?._tag // 'StateStoreNotAvailable'
 * @category Interactive queries
 * @since 0.1.0
 */
export const appStateError = (storeName: string, state: StreamsState): StoreError | undefined => {
  switch (state) {
    case 'CREATED':
      return streamsNotStarted({ storeName })
    case 'RUNNING':
    case 'REBALANCING':
      return undefined
    case 'PENDING_SHUTDOWN':
    case 'NOT_RUNNING':
    case 'PENDING_ERROR':
    case 'ERROR':
      return stateStoreNotAvailable({ storeName, state })
    default: {
      const never: never = state
      return never
    }
  }
}

/**
 * The one rule deciding whether a query may run, and if not, which {@link StoreError} says why (DESIGN.md §6).
 * `Right` holds the local replicas to consult. Checks in order:
 * 1. no store of that name: `UnknownStateStore` (first, in every state: a typo never fixes itself, so a retry loop
 *    waiting for RUNNING must not hide it);
 * 2. a partition at or past the store's partition count: `InvalidStateStorePartition`;
 * 3. CREATED: `StreamsNotStarted`; PENDING_SHUTDOWN, NOT_RUNNING, PENDING_ERROR, ERROR: `StateStoreNotAvailable`;
 * 4. RUNNING or REBALANCING: the eligible replicas are the active ones, plus standbys and restoring actives with
 *    stale stores. All open: `Right`. One closed: `StateStoreMigrated`. None, but the handle was served before:
 *    `StateStoreMigrated`. None while REBALANCING: `StreamsRebalancing`. None while RUNNING: with a partition,
 *    `InvalidStateStorePartition` (hosted elsewhere); without one, `StateStoreMigrated` (route via metadata).
 * @example
 * resolveStoreAccess({ storeName: 's', state: 'CREATED', storeKnown: true, local: [], staleStores: false,
 *   previouslyServed: false }) // left(StreamsNotStarted)
 * @category Interactive queries
 * @since 0.1.0
 */
export const resolveStoreAccess = (access: StoreAccess): E.Either<StoreError, readonly LocalReplica[]> => {
  const { storeName, state, partition } = access
  if (!access.storeKnown) return E.left(unknownStateStore({ storeName }))
  if (partition !== undefined && access.partitionCount !== undefined && partition >= access.partitionCount)
    return E.left(invalidStateStorePartition({ storeName, partition, exists: false }))
  const stateError = appStateError(storeName, state)
  if (stateError !== undefined) return E.left(stateError)
  const eligible = access.local.filter((r) => r.role === 'active' || access.staleStores)
  const closed = eligible.find((r) => !r.open)
  if (closed !== undefined) return E.left(stateStoreMigrated({ storeName, partition: closed.partition }))
  if (eligible.length > 0) return E.right(eligible)
  if (access.previouslyServed) return E.left(stateStoreMigrated({ storeName, partition }))
  if (state === 'REBALANCING') return E.left(streamsRebalancing({ storeName, partition }))
  return partition === undefined
    ? E.left(stateStoreMigrated({ storeName }))
    : E.left(invalidStateStorePartition({ storeName, partition }))
}
