import * as E from 'fp-ts/lib/Either.js'
import type { QueryableStoreKind } from '../QueryableStoreTypes.js'
import { resolveStoreAccess } from './resolveStoreAccess.js'
import type { StoreError } from '../StoreError.js'
import type { IsolationLevel } from '../../state/IsolationLevel.js'
import type { StoreKind } from '../../graph/StoreSpec.js'
import { readViews, type ReadOnlyStoreOf } from '../views/readViews.js'
import type { LocalStoreReplica, LocalStores } from './LocalStores.js'

/** What one IQv1 handle asked for. */
export interface StoreHandleRequest<Q extends QueryableStoreKind = QueryableStoreKind> {
  readonly storeName: string
  /** The queried kind (`QueryableStoreTypes`). */
  readonly kind: Q
  /** The kind of the topology's store, undefined when there is none. */
  readonly storeKind: StoreKind | undefined
  readonly partition?: number | undefined
  readonly staleStores: boolean
  readonly isolation: IsolationLevel
  /** The partition holding a key, when the store is partitioned by key with the default partitioner. */
  readonly partitionOf?: ((key: unknown) => number | undefined) | undefined
}

/** A single-partition answer, kept while the same open store of the same role serves that partition. */
interface Served<S> {
  readonly store: object
  readonly role: LocalStoreReplica['role']
  readonly answer: E.Either<StoreError, S>
}

/**
 * Finds, on each read of one IQv1 handle, the store to read (the {@link readViews} of the queried kind over the
 * local partitions it covers) or the {@link StoreError} saying why there is none (every decision is
 * `resolveStoreAccess`'s). A single partition is found directly and its answer reused while the partition's
 * preferred local copy (active, else standby) is the same open store in the same role, so a held handle's read
 * costs one direct look-up. A key read on a handle without a partition reads only the partition holding the key
 * when `partitionOf` places it (the unhinted fast path): a key whose partition is not served here is absent (a
 * store over no partition: probing every local partition would not find it either), and the whole-store
 * resolution still decides the errors.
 * @example
 * const resolver = new LocalStoreResolver(local, {
 *   storeName: 'counts', kind: 'keyValue', storeKind: 'keyValue', staleStores: false, isolation: 'READ_UNCOMMITTED',
 * })
 * resolver.resolveKey('kafka') // Right(the read-only store of the key's partition)
 * @category Interactive queries
 * @since 0.1.0
 */
export class LocalStoreResolver<Q extends QueryableStoreKind = QueryableStoreKind> {
  /** Whether this handle was served before (a held handle whose store went away has migrated). */
  private served = false
  private readonly byPartition = new Map<number, Served<ReadOnlyStoreOf[Q]>>()
  private whole:
    | { readonly stores: readonly object[]; readonly answer: E.Either<StoreError, ReadOnlyStoreOf[Q]> }
    | undefined
  private absent: E.Either<StoreError, ReadOnlyStoreOf[Q]> | undefined

  constructor(
    private readonly local: LocalStores,
    private readonly request: StoreHandleRequest<Q>,
  ) {}

  /** The store a read of the handle uses now: its partition's, or one over every local partition. */
  resolve(): E.Either<StoreError, ReadOnlyStoreOf[Q]> {
    const { partition } = this.request
    return partition === undefined ? this.all() : this.one(partition, true)
  }

  /** The store a read of `key` uses now. */
  resolveKey(key: unknown): E.Either<StoreError, ReadOnlyStoreOf[Q]> {
    const { partition, partitionOf } = this.request
    if (partition !== undefined) return this.one(partition, true)
    const p = partitionOf?.(key)
    if (p === undefined) return this.all()
    const found = this.one(p, false)
    if (E.isRight(found)) return found
    const all = this.all()
    if (E.isLeft(all)) return all
    this.absent ??= this.view([])
    return this.absent
  }

  /** Partition `p`: the kept answer while its store still serves, else a full resolution. */
  private one(p: number, asRequested: boolean): E.Either<StoreError, ReadOnlyStoreOf[Q]> {
    const state = this.local.state()
    const kept = this.byPartition.get(p)
    if (kept !== undefined && (state === 'RUNNING' || state === 'REBALANCING')) {
      const now = this.local.replicaAt(this.request.storeName, p)
      if (now?.store === kept.store && now.role === kept.role && now.open) return kept.answer
    }
    const access = this.access(p, asRequested && this.served)
    if (E.isLeft(access)) return access
    this.served = true
    const chosen = onePerPartition(access.right)[0] as LocalStoreReplica
    const answer = this.view([chosen])
    this.byPartition.set(p, { store: chosen.store, role: chosen.role, answer })
    return answer
  }

  /** Every local partition. */
  private all(): E.Either<StoreError, ReadOnlyStoreOf[Q]> {
    const access = this.access(undefined, this.served)
    if (E.isLeft(access)) return access
    this.served = true
    const chosen = onePerPartition(access.right)
    const stores = chosen.map((r) => r.store)
    if (this.whole === undefined || !sameStores(this.whole.stores, stores))
      this.whole = { stores, answer: this.view(chosen) }
    return this.whole.answer
  }

  private access(
    partition: number | undefined,
    previouslyServed: boolean,
  ): E.Either<StoreError, readonly LocalStoreReplica[]> {
    const { storeName, storeKind, staleStores } = this.request
    const local = [...this.local.replicas(storeName, partition).values()].flat()
    const access = resolveStoreAccess({
      storeName,
      state: this.local.state(),
      storeKnown: storeKind !== undefined,
      partition,
      partitionCount: this.local.partitionCount(storeName),
      local,
      staleStores,
      previouslyServed,
    })
    // resolveStoreAccess hands back the replicas it was given, filtered
    return access as E.Either<StoreError, readonly LocalStoreReplica[]>
  }

  private view(replicas: readonly LocalStoreReplica[]): E.Either<StoreError, ReadOnlyStoreOf[Q]> {
    const { kind, storeName, isolation } = this.request
    const readView: (typeof readViews)[Q] = readViews[kind]
    return readView(
      replicas.map((r) => r.view(isolation)),
      storeName,
    )
  }
}

/** One replica per partition: the active one when there is one (a standby only stands in for it). */
const onePerPartition = (replicas: readonly LocalStoreReplica[]): readonly LocalStoreReplica[] => {
  const out = new Map<number, LocalStoreReplica>()
  for (const r of replicas) {
    const seen = out.get(r.partition)
    if (seen === undefined || (seen.role === 'standby' && r.role !== 'standby')) out.set(r.partition, r)
  }
  return [...out.values()]
}

const sameStores = (a: readonly object[], b: readonly object[]): boolean =>
  a.length === b.length && a.every((s, i) => s === b[i])
