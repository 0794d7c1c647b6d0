import * as E from 'fp-ts/lib/Either.js'
import type { Observable } from 'rxjs'
import { executeQuery } from './executeQuery.js'
import type { QueryTarget } from './executeQuery.js'
import { planStateQuery } from './planStateQuery.js'
import type { StoreFacade } from '../facades/QueryableStore.js'
import { QueryableStoreTypes, type QueryableStoreType } from '../QueryableStoreTypes.js'
import type { QueryResult } from '../QueryResult.js'
import type { StateQueryRequest } from '../StateQueryRequest.js'
import { StateQueryResult } from '../StateQueryResult.js'
import { storeFacade } from '../facades/storeFacade.js'
import { unknownStateStore, type StoreError } from '../StoreError.js'
import type { StoreQueryParameters } from '../StoreQueryParameters.js'
import type { IsolationLevel } from '../../state/IsolationLevel.js'
import type { StoreChange } from '../../state/StoreChange.js'
import type { StoreKind } from '../../graph/StoreSpec.js'
import type { LocalStoreReplica, LocalStores } from './LocalStores.js'
import { storeChangeFeed, type ChangesOptions } from './storeChangeFeed.js'
import { LocalStoreResolver } from './LocalStoreResolver.js'

const isolationOf = (readCommitted: boolean): IsolationLevel =>
  readCommitted ? 'READ_COMMITTED' : 'READ_UNCOMMITTED'

/** The store kinds IQv2 runs queries on (the others answer UNKNOWN_QUERY_TYPE). */
const targetKinds: readonly StoreKind[] = [
  'keyValue',
  'timestampedKeyValue',
  'window',
  'timestampedWindow',
  'session',
]

/**
 * Interactive queries on the local stores of a running application: IQv1 `store` (a facade over one partition,
 * or all local ones) and IQv2 `query`. Every decision goes through `resolveStoreAccess` (IQv1) and
 * `planStateQuery` (IQv2); this class only gathers what they need from {@link LocalStores}.
 * @example
 * const queries = new StoreQueries(localStores)
 * const store = queries.store(StoreQueryParameters.fromNameAndType('counts', QueryableStoreTypes.keyValueStore()))
 * @category model
 * @since 0.1.0
 */
export class StoreQueries {
  constructor(private readonly local: LocalStores) {}

  /** An IQv1 facade, or the {@link StoreError} saying why the store cannot be read here now. */
  store<T extends QueryableStoreType>(params: StoreQueryParameters<T>): E.Either<StoreError, StoreFacade<T>> {
    const { storeName, partition } = params
    const kind = this.local.storeKind(storeName)
    const typeError = this.typeError(params.queryableStoreType, storeName, kind)
    if (typeError !== undefined) return E.left(typeError)
    const resolver = new LocalStoreResolver(this.local, {
      storeName,
      kind: params.queryableStoreType._tag,
      storeKind: kind,
      partition,
      staleStores: params.staleStores,
      isolation: isolationOf(params.readCommitted),
      partitionOf: partition === undefined ? this.local.keyPartitioner(storeName) : undefined,
    })
    const initial = resolver.resolve()
    if (E.isLeft(initial)) return initial
    const facade = storeFacade<object>({
      storeName,
      kind: params.queryableStoreType._tag,
      partition,
      resolve: () => resolver.resolve(),
      resolveKey: (key) => resolver.resolveKey(key),
    })
    return E.right(facade as unknown as StoreFacade<T>)
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
    for (const [partition, step] of plan.right) {
      const replica = byPartition.get(partition)
      if (
        step._tag === 'Fail' ||
        replica === undefined ||
        kind === undefined ||
        !targetKinds.includes(kind)
      ) {
        if (step._tag === 'Fail') results.set(partition, step.result)
        continue
      }
      const isolation = isolationOf(request.readCommitted)
      const target = {
        kind,
        store: replica.view(isolation),
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

  private typeError(
    type: QueryableStoreType,
    storeName: string,
    kind: StoreKind | undefined,
  ): StoreError | undefined {
    if (kind === undefined || QueryableStoreTypes.accepts(type, kind)) return undefined
    return unknownStateStore({
      storeName,
      cause: new TypeError(
        `Store '${storeName}' is a ${kind} store; it cannot be queried as QueryableStoreTypes ${type._tag}.`,
      ),
    })
  }
}
