import type { Position } from '../Position.js'
import type { IsolationLevel } from '../../state/IsolationLevel.js'
import type { StoreKind } from '../../graph/StoreSpec.js'
import type { StreamsState } from '../../core/StreamsState.js'
import type { ReadOnlyStoreView } from '../views/ReadOnlyStoreView.js'

/**
 * One local copy of a store partition at the moment of a query.
 * @example
 * const r: LocalStoreReplica = { partition: 0, role: 'active', open: true, running: true, store, view: (i) => ({ kind: 'keyValue', store: store.readOnly(i) }), position: () => Position.emptyPosition() }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface LocalStoreReplica {
  readonly partition: number
  readonly role: 'active' | 'restoring' | 'standby'
  /** Whether the store is open. */
  readonly open: boolean
  /** Whether the thread owning it is RUNNING (not taking part in a rebalance). */
  readonly running: boolean
  /**
   * The store itself, as an identity (a held handle still reads the same store while it is the same object) and
   * for its change feed; reads go through `view`.
   */
  readonly store: object
  /**
   * The store's read-only view, tagged with its kind: `READ_COMMITTED` skips cache and open transaction
   * (transactional stores); `undefined` for a kind queries do not read.
   */
  view(isolation: IsolationLevel): ReadOnlyStoreView | undefined
  /**
   * How far the store partition has read its input, as that view sees it: `READ_COMMITTED` on a transactional
   * store gives the position of the last commit, otherwise everything processed (a copy).
   */
  position(isolation: IsolationLevel): Position
}

/**
 * The narrow view of a running `KafkaStreams` that interactive queries need; the runtime implements it.
 * @example
 * new StoreQueries(localStores).store(params)
 * @category Interactive queries
 * @since 0.1.0
 */
export interface LocalStores {
  /** The application's state. */
  state(): StreamsState
  /** The kind of the topology's store of that name, or undefined when there is none. */
  storeKind(storeName: string): StoreKind | undefined
  /** How many partitions the store has, once the topics are known. */
  partitionCount(storeName: string): number | undefined
  /**
   * The local replicas (active, restoring, standby) of the store, by partition; with `partition`, only that
   * partition's, found directly (no look at the other partitions: seed 003).
   */
  replicas(storeName: string, partition?: number): ReadonlyMap<number, readonly LocalStoreReplica[]>
  /**
   * The copy of one store partition a single-partition read prefers (the active one, else a standby), or none:
   * its store, role and whether it is open, found directly (a held handle checks it on every read).
   */
  replicaAt(
    storeName: string,
    partition: number,
  ): Pick<LocalStoreReplica, 'store' | 'role' | 'open'> | undefined
  /**
   * Where a key of the store lives, when the store is partitioned by its keys with the default partitioner
   * (`storeKeyPartitioner`); undefined when key reads must probe every local partition.
   */
  keyPartitioner(storeName: string): ((key: unknown) => number | undefined) | undefined
}
