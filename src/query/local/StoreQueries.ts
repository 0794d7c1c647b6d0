import * as E from 'fp-ts/lib/Either.js'
import type { Observable } from 'rxjs'
import { executeQuery } from './executeQuery.js'
import type { QueryTarget } from './executeQuery.js'
import { planStateQuery } from './planStateQuery.js'
import type { StoreFacade } from '../facades/QueryableStore.js'
import {
  QueryableStoreTypes,
  type QueryableStoreKind,
  type QueryableStoreType,
} from '../QueryableStoreTypes.js'
import type { QueryResult } from '../QueryResult.js'
import type { StateQueryRequest } from '../StateQueryRequest.js'
import { StateQueryResult } from '../StateQueryResult.js'
import { KeyValueQueryFacade } from '../facades/QueryableKeyValueStore.js'
import { SessionQueryFacade } from '../facades/QueryableSessionStore.js'
import { WindowQueryFacade } from '../facades/QueryableWindowStore.js'
import type { StoreError } from '../StoreError.js'
import { wrongStoreKind } from '../wrongStoreKind.js'
import type { StoreQueryParameters } from '../StoreQueryParameters.js'
import type { IsolationLevel } from '../../state/IsolationLevel.js'
import type { StoreChange } from '../../state/StoreChange.js'
import type { LocalStoreReplica, LocalStores } from './LocalStores.js'
import { storeChangeFeed, type ChangesOptions } from './storeChangeFeed.js'
import { LocalStoreResolver } from './LocalStoreResolver.js'
import type { FacadeSource } from '../facades/FacadeReads.js'
import type { ReadOnlyStoreOf } from '../views/readViews.js'
import type { StoreKind } from '../../graph/StoreSpec.js'

const isolationOf = (readCommitted: boolean): IsolationLevel =>
  readCommitted ? 'READ_COMMITTED' : 'READ_UNCOMMITTED'

/** What a facade reads through: the handle's resolver. */
type ResolverSource<Q extends QueryableStoreKind> = FacadeSource<ReadOnlyStoreOf[Q]> & {
  readonly resolveKey: (key: unknown) => E.Either<StoreError, ReadOnlyStoreOf[Q]>
}

/**
 * Interactive queries on the local stores of a running application: IQv1 `store` (a facade over one partition,
 * or all local ones) and IQv2 `query`. Every decision goes through `resolveStoreAccess` (IQv1) and
 * `planStateQuery` (IQv2); this class only gathers what they need from {@link LocalStores}.
 * @example
 * const queries = new StoreQueries(localStores)
 * const store = queries.store(StoreQueryParameters.fromNameAndType('counts', QueryableStoreTypes.keyValueStore()))
 * @category Interactive queries
 * @since 0.1.0
 */
export class StoreQueries {
  constructor(private readonly local: LocalStores) {}

  /** An IQv1 facade, or the {@link StoreError} saying why the store cannot be read here now. */
  store<T extends QueryableStoreType>(params: StoreQueryParameters<T>): E.Either<StoreError, StoreFacade<T>> {
    const { storeName } = params
    const queried = params.queryableStoreType._tag
    const storeKind = this.local.storeKind(storeName)
    if (storeKind !== undefined && !QueryableStoreTypes.accepts(params.queryableStoreType, storeKind))
      return E.left(wrongStoreKind(storeName, storeKind, queried))
    switch (queried) {
      case 'keyValue':
      case 'timestampedKeyValue':
        return this.open<T, typeof queried>(params, queried, storeKind, (s) => new KeyValueQueryFacade(s))
      case 'window':
      case 'timestampedWindow':
        return this.open<T, typeof queried>(params, queried, storeKind, (s) => new WindowQueryFacade(s))
      case 'session':
        return this.open<T, typeof queried>(params, queried, storeKind, (s) => new SessionQueryFacade(s))
      default: {
        const never: never = queried
        return never
      }
    }
  }

  /** An IQv2 query: per-partition results, or a request-level {@link StoreError}. */
  query<R>(request: StateQueryRequest<R>): Promise<E.Either<StoreError, StateQueryResult<R>>> {
    const { storeName } = request
    const kind = this.local.storeKind(storeName)
    // one requested partition is found directly (no look at the others: seed 003)
    const single = request.partitions?.size === 1 ? [...request.partitions][0] : undefined
    const replicas = this.local.replicas(storeName, single)
    const byPartition = new Map<number, LocalStoreReplica>()
    for (const [p, rs] of replicas) {
      const chosen = rs.find((r) => r.role !== 'standby') ?? rs[0]
      if (chosen !== undefined) byPartition.set(p, chosen)
    }
    const plan = planStateQuery(request, {
      state: this.local.state(),
      storeKnown: kind !== undefined,
      partitionCount: this.local.partitionCount(storeName),
      tasks: [...byPartition].map(([partition, r]) => ({
        partition,
        active: r.role !== 'standby',
        running: r.role === 'active' && r.running,
      })),
    })
    if (E.isLeft(plan)) return Promise.resolve(plan)
    const results = new Map<number, QueryResult<R>>()
    const isolation = isolationOf(request.readCommitted)
    for (const [partition, step] of plan.right) {
      if (step._tag === 'Fail') {
        results.set(partition, step.result)
        continue
      }
      const replica = byPartition.get(partition)
      const view = replica?.view(isolation)
      if (replica === undefined || view === undefined) continue
      // kind and store come from one tagged view, so they agree (a literal, not a spread: this is the hot path)
      const target = {
        kind: view.kind,
        store: view.store,
        storeName,
        partition,
        position: replica.position(isolation),
        liveness: {
          isOpen: () =>
            this.local
              .replicas(storeName, partition)
              .get(partition)
              ?.some((r) => r.store === replica.store && r.open) === true,
        },
      } as QueryTarget
      results.set(
        partition,
        executeQuery<R>(request.query, target, step.bound, { executionInfo: request.executionInfoEnabled }),
      )
    }
    return Promise.resolve(E.right(StateQueryResult.forPartitions(results)))
  }

  /** The change feed of a store over the local active partitions, re-checked at each `assignments` emission. */
  changes<K, V>(
    storeName: string,
    options: ChangesOptions,
    assignments: Observable<unknown>,
  ): Observable<StoreChange<K, V>> {
    return storeChangeFeed<K, V>({ local: this.local, assignments }, storeName, options)
  }

  /** One IQv1 handle of kind `kind`: its facade over a resolver, once the store resolves here now. */
  private open<T extends QueryableStoreType, Q extends QueryableStoreKind>(
    params: StoreQueryParameters<QueryableStoreType>,
    kind: Q,
    storeKind: StoreKind | undefined,
    facadeOf: (source: ResolverSource<Q>) => StoreFacade<QueryableStoreType>,
  ): E.Either<StoreError, StoreFacade<T>> {
    const { storeName, partition } = params
    const resolver = new LocalStoreResolver(this.local, {
      storeName,
      kind,
      storeKind,
      partition,
      staleStores: params.staleStores,
      isolation: isolationOf(params.readCommitted),
      partitionOf: partition === undefined ? this.local.keyPartitioner(storeName) : undefined,
    })
    const initial = resolver.resolve()
    if (E.isLeft(initial)) return initial
    const facade = facadeOf({
      storeName,
      partition,
      resolve: () => resolver.resolve(),
      resolveKey: (key) => resolver.resolveKey(key),
    })
    // the key and value types of a QueryableStoreType exist only in the type
    return E.right(facade as StoreFacade<T>)
  }
}
