import { InvalidArgumentError } from '../errors/InvalidArgumentError.js'
import { QueryableStoreTypes, type QueryableStoreType } from './QueryableStoreTypes.js'
import { validatePartition, validateStoreNameArgument } from './validateQueryInput.js'

/**
 * What an IQv1 `app.store(...)` call asks for, as Kafka's `StoreQueryParameters` (KIP-562) plus KIP-892's
 * `readCommitted`. Immutable: each `with*`/`enable*` returns a copy. Defaults: all local partitions, active
 * stores only, uncommitted reads.
 * @example
 * StoreQueryParameters.fromNameAndType('counts', QueryableStoreTypes.keyValueStore<string, number>())
 *   .withPartition(3).enableStaleStores().withReadCommitted()
 * @category Interactive queries
 * @since 0.1.0
 */
export class StoreQueryParameters<T extends QueryableStoreType = QueryableStoreType> {
  private constructor(
    /** The store to query. */
    readonly storeName: string,
    /** The kind of store expected, with its key and value types. */
    readonly queryableStoreType: T,
    /** The one partition to consult, or `undefined` for every local partition. */
    readonly partition: number | undefined,
    /** Whether standbys and restoring actives may answer. */
    readonly staleStores: boolean,
    /** Whether reads see committed data only (transactional stores; others ignore it). */
    readonly readCommitted: boolean,
  ) {}

  /**
   * Parameters for the store `storeName` of the given type.
   * @throws InvalidArgumentError for an empty name or an unknown type
   */
  static fromNameAndType<T extends QueryableStoreType>(
    storeName: string,
    queryableStoreType: T,
  ): StoreQueryParameters<T> {
    if (!QueryableStoreTypes.isQueryableStoreType(queryableStoreType))
      throw new InvalidArgumentError(
        'queryableStoreType must be one of QueryableStoreTypes.keyValueStore(), timestampedKeyValueStore(), windowStore(), timestampedWindowStore() or sessionStore().',
        'queryableStoreType',
      )
    return new StoreQueryParameters(
      validateStoreNameArgument(storeName),
      queryableStoreType,
      undefined,
      false,
      false,
    )
  }

  /**
   * Consult exactly this partition (found directly, no scan), or every local partition with `undefined`.
   * @throws InvalidArgumentError unless a non-negative whole number
   */
  withPartition(partition: number | undefined): StoreQueryParameters<T> {
    const p = partition === undefined ? undefined : validatePartition(partition)
    return new StoreQueryParameters(
      this.storeName,
      this.queryableStoreType,
      p,
      this.staleStores,
      this.readCommitted,
    )
  }

  /** Let standby replicas and still-restoring active stores answer (possibly stale data). */
  enableStaleStores(): StoreQueryParameters<T> {
    return new StoreQueryParameters(
      this.storeName,
      this.queryableStoreType,
      this.partition,
      true,
      this.readCommitted,
    )
  }

  /** Read committed data only: no record cache, no open transaction (seed 001; default false). */
  withReadCommitted(readCommitted = true): StoreQueryParameters<T> {
    return new StoreQueryParameters(
      this.storeName,
      this.queryableStoreType,
      this.partition,
      this.staleStores,
      readCommitted,
    )
  }

  /** Whether both ask for the same thing. */
  equals(other: StoreQueryParameters): boolean {
    return (
      this.storeName === other.storeName &&
      this.queryableStoreType._tag === other.queryableStoreType._tag &&
      this.partition === other.partition &&
      this.staleStores === other.staleStores &&
      this.readCommitted === other.readCommitted
    )
  }

  /** Kafka Streams' text, plus `readCommitted`. */
  toString(): string {
    return `StoreQueryParameters {partition=${this.partition ?? 'null'}, staleStores=${this.staleStores}, storeName=${this.storeName}, queryableStoreType=${this.queryableStoreType._tag}, readCommitted=${this.readCommitted}}`
  }
}
