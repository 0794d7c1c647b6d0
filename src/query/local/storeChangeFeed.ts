import { Observable, type Subscription } from 'rxjs'
import {
  invalidStateStorePartition,
  stateStoreMigrated,
  stateStoreNotAvailable,
  unknownStateStore,
  type StoreError,
} from '../StoreError.js'
import { validatePartition } from '../validateQueryInput.js'
import type { ChangeFeedMode } from '../../state/metered/MeteredKeyValueStore.js'
import type { StoreChange } from '../../state/StoreChange.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { LocalStores } from './LocalStores.js'

/**
 * Options of `KafkaStreams#changes`.
 * @example
 * app.changes('counts', { partitions: [0, 2], readCommitted: false })
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ChangesOptions {
  /**
   * Only these partitions of the store. By default every partition whose active task runs here, now or later
   * (partitions that move away simply stop emitting).
   */
  readonly partitions?: Iterable<number>
  /**
   * `true` (the default): each change once its commit succeeded, one per key and commit (committed data only).
   * `false`: every write as it happens, before it is committed.
   */
  readonly readCommitted?: boolean
}

/**
 * What a change feed watches.
 * @example
 * const source: ChangeFeedSource = { local, assignments: merge(app.state$, threadAssignments$) }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ChangeFeedSource {
  readonly local: LocalStores
  /**
   * Emits whenever the local tasks may have changed: every application state change and every stream thread's
   * new assignment (before that thread processes anything). Completes when the application has stopped.
   */
  readonly assignments: Observable<unknown>
}

interface WithChanges {
  changes(mode: ChangeFeedMode): Observable<StoreChange<unknown, unknown>>
}

const hasChanges = (store: object): store is WithChanges =>
  typeof (store as Partial<WithChanges>).changes === 'function'

const plain = (vt: unknown): unknown => (vt as ValueAndTimestamp<unknown> | undefined)?.value

/** A timestamped store's change with plain values (the timestamp is the change's own). */
const stripped = (c: StoreChange<unknown, unknown>): StoreChange<unknown, unknown> => ({
  ...c,
  oldValue: plain(c.oldValue),
  newValue: plain(c.newValue),
})

/**
 * The change feed of one store over the local active store partitions of a running application, as an RxJS
 * `Observable` of {@link StoreChange} (`key`, `oldValue`, `newValue`, `timestamp`, `partition`; timestamped
 * stores give plain values, their timestamp being the change's). It follows the
 * assignment: a partition assigned to this instance later joins the feed before its task processes anything.
 * When a partition moves away:
 * - without `partitions`, the feed keeps going with the partitions still here (the moved one just stops);
 * - with `partitions`, once the application is RUNNING again without a requested partition it served before, the
 *   feed errors with `StateStoreMigrated` (retryable): subscribe on the partition's new host instead.
 * The feed completes when the application stops (NOT_RUNNING), after the changes of its last commit, and errors
 * with `StateStoreNotAvailable` when it ends in ERROR. A feed may be subscribed before `start()`. Errors are
 * {@link StoreError} values: `UnknownStateStore`, `InvalidStateStorePartition` (a partition that does not exist),
 * `StateStoreNotAvailable` (subscribed after the application stopped), `StateStoreMigrated`.
 * @example
 * storeChangeFeed<string, number>(source, 'counts', { readCommitted: true })
 *   .subscribe(({ key, oldValue, newValue, partition }) => console.log(partition, key, oldValue, '->', newValue))
 * @category Interactive queries
 * @since 0.1.0
 */
export const storeChangeFeed = <K, V>(
  source: ChangeFeedSource,
  storeName: string,
  options: ChangesOptions = {},
): Observable<StoreChange<K, V>> => {
  const requested =
    options.partitions === undefined ? undefined : new Set([...options.partitions].map(validatePartition))
  const mode: ChangeFeedMode = options.readCommitted === false ? 'written' : 'committed'
  const { local } = source
  const timestamped = (): boolean => {
    const kind = local.storeKind(storeName)
    return kind === 'timestampedKeyValue' || kind === 'timestampedWindow'
  }
  return new Observable<StoreChange<K, V>>((subscriber) => {
    const feeds = new Map<number, { readonly store: WithChanges; readonly subscription: Subscription }>()
    const served = new Set<number>()
    const stopFeeds = (): void => {
      for (const feed of feeds.values()) feed.subscription.unsubscribe()
      feeds.clear()
    }
    const fail = (error: StoreError): void => {
      stopFeeds()
      subscriber.error(error)
    }
    const startError = (): StoreError | undefined => {
      if (local.storeKind(storeName) === undefined) return unknownStateStore({ storeName })
      const state = local.state()
      if (state === 'NOT_RUNNING' || state === 'ERROR' || state === 'PENDING_ERROR')
        return stateStoreNotAvailable({ storeName, state })
      return undefined
    }
    const sync = (): void => {
      if (subscriber.closed) return
      const count = local.partitionCount(storeName)
      const missing = [...(requested ?? [])].find((p) => count !== undefined && p >= count)
      if (missing !== undefined) {
        fail(invalidStateStorePartition({ storeName, partition: missing, exists: false }))
        return
      }
      const here = new Map<number, WithChanges>()
      for (const [partition, replicas] of local.replicas(storeName)) {
        if (requested !== undefined && !requested.has(partition)) continue
        const active = replicas.find((r) => r.role !== 'standby' && r.open)
        if (active !== undefined && hasChanges(active.store)) here.set(partition, active.store)
      }
      for (const [partition, feed] of feeds) {
        if (here.get(partition) === feed.store) continue
        feed.subscription.unsubscribe()
        feeds.delete(partition)
      }
      for (const [partition, store] of here) {
        if (feeds.has(partition)) continue
        served.add(partition)
        const strip = timestamped()
        const subscription = store.changes(mode).subscribe((change) => {
          subscriber.next((strip ? stripped(change) : change) as StoreChange<K, V>)
        })
        feeds.set(partition, { store, subscription })
      }
      if (requested === undefined || local.state() !== 'RUNNING') return
      const gone = [...served].find((p) => !feeds.has(p))
      if (gone !== undefined) fail(stateStoreMigrated({ storeName, partition: gone }))
    }
    const early = startError()
    if (early !== undefined) {
      subscriber.error(early)
      return undefined
    }
    const watch = source.assignments.subscribe({
      next: sync,
      complete: () => {
        stopFeeds()
        const state = local.state()
        if (state === 'ERROR' || state === 'PENDING_ERROR')
          subscriber.error(stateStoreNotAvailable({ storeName, state }))
        else subscriber.complete()
      },
    })
    return () => {
      watch.unsubscribe()
      stopFeeds()
    }
  })
}
