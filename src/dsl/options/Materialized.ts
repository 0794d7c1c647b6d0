import { requireArguments } from '../internal/requireArguments.js'
import type { Serde } from '../../serde/Serde.js'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { serdesOf, type SerdePair } from './SerdePair.js'
import type { StoreSupplierLike } from './StoreSupplierLike.js'
import { validateInteger } from '../../core/validateInteger.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'
import { isDslStoreSuppliers, type DslStoreSuppliers } from './MaterializedStoreType.js'

/**
 * The store backends a DSL store can use: LevelDB (on disk, Java's `ROCKS_DB`) or memory.
 * @category Building topologies
 * @since 0.1.0
 */
export type MaterializedStoreType = 'level' | 'in_memory'

const STORE_TYPES: readonly MaterializedStoreType[] = ['level', 'in_memory']

/**
 * What the DSL reads from a {@link Materialized}: the user's intent (seed 002), never a decision. Whether a
 * KTable gets a store is decided once, by the optimizer's materialization pass, from `given` and `queryable`.
 * @category Building topologies
 * @since 0.1.0
 */
export interface MaterializedSpec<K, V> {
  /** The user passed a `Materialized` (or plain serdes, which mean `Materialized.with(k, v)`). */
  readonly given: boolean
  /** The user chose the store name (`Materialized.as(name)` or a store supplier): the store is queryable. */
  readonly queryable: boolean
  /** The user-chosen store name; set exactly when `queryable`. */
  readonly storeName?: string
  readonly storeSupplier?: StoreSupplierLike
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
  /** Retention of window and session stores, in milliseconds. */
  readonly retentionMs?: number
  readonly storeType?: MaterializedStoreType
  readonly cachingEnabled: boolean
  readonly loggingEnabled: boolean
  /** Changelog topic configs given with `withLoggingEnabled(config)`. */
  readonly topicConfig: Readonly<Record<string, string>>
}

const NOT_GIVEN: Pick<
  MaterializedSpec<never, never>,
  'given' | 'queryable' | 'cachingEnabled' | 'loggingEnabled' | 'topicConfig'
> = {
  given: false,
  queryable: false,
  cachingEnabled: true,
  loggingEnabled: true,
  topicConfig: {},
}

/**
 * How a KTable's store is built, as Kafka Streams' `Materialized`. Immutable.
 * @example
 * stream.pipe(groupByKey(), count(Materialized.as('counts').withValueSerde(Serdes.long()).withCachingDisabled()))
 * @category Building topologies
 * @since 0.1.0
 */
export class Materialized<K, V> {
  private constructor(readonly spec: MaterializedSpec<K, V>) {}

  /**
   * A queryable store with this name (or the name of this store supplier); or, given one of the
   * `BuiltInDslStoreSuppliers`, a store of that type with a generated (not queryable) name, as Java's
   * `Materialized.as(DslStoreSuppliers)`.
   */
  static as<K = Unconstrained, V = Unconstrained>(
    storeNameOrSupplier: string | StoreSupplierLike | DslStoreSuppliers,
  ): Materialized<K, V> {
    requireArguments('Materialized.as', ['storeNameOrSupplier'], [storeNameOrSupplier])
    if (isDslStoreSuppliers(storeNameOrSupplier)) {
      return new Materialized({ ...NOT_GIVEN, given: true, storeType: storeNameOrSupplier.storeType })
    }
    if (typeof storeNameOrSupplier === 'string') {
      return new Materialized({
        ...NOT_GIVEN,
        given: true,
        queryable: true,
        storeName: validateName(storeNameOrSupplier, 'Store name'),
      })
    }
    return new Materialized({
      ...NOT_GIVEN,
      given: true,
      queryable: true,
      storeName: validateName(storeNameOrSupplier.name, 'Store name'),
      storeSupplier: storeNameOrSupplier,
    })
  }

  /** A store with these serdes and a generated (not queryable) name. */
  static with<K, V>(keySerde: Serde<K>, valueSerde: Serde<V>): Materialized<K, V> {
    return new Materialized({ ...NOT_GIVEN, given: true, keySerde, valueSerde })
  }

  withKeySerde(keySerde: Serde<K>): Materialized<K, V> {
    return new Materialized({ ...this.spec, keySerde })
  }

  withValueSerde(valueSerde: Serde<V>): Materialized<K, V> {
    return new Materialized({ ...this.spec, valueSerde })
  }

  /** How long a window or session store keeps data, in milliseconds. */
  withRetention(retentionMs: number): Materialized<K, V> {
    return new Materialized({ ...this.spec, retentionMs: validateInteger(retentionMs, 'retention') })
  }

  withCachingEnabled(): Materialized<K, V> {
    return new Materialized({ ...this.spec, cachingEnabled: true })
  }

  withCachingDisabled(): Materialized<K, V> {
    return new Materialized({ ...this.spec, cachingEnabled: false })
  }

  /** Keeps a changelog topic, created with these topic configs. */
  withLoggingEnabled(topicConfig: Readonly<Record<string, string>> = {}): Materialized<K, V> {
    return new Materialized({ ...this.spec, loggingEnabled: true, topicConfig: { ...topicConfig } })
  }

  withLoggingDisabled(): Materialized<K, V> {
    return new Materialized({ ...this.spec, loggingEnabled: false, topicConfig: {} })
  }

  /**
   * Backs the store with LevelDB (`'level'`, or `BuiltInDslStoreSuppliers.ROCKS_DB`) or memory (`'in_memory'`, or
   * `BuiltInDslStoreSuppliers.IN_MEMORY`). Without it, the build config's DSL store default decides.
   */
  withStoreType(type: MaterializedStoreType | DslStoreSuppliers): Materialized<K, V> {
    const storeType = isDslStoreSuppliers(type) ? type.storeType : type
    if (!STORE_TYPES.includes(storeType)) {
      throw new InvalidArgumentError(
        `storeType must be one of ${STORE_TYPES.join(', ')}; got ${String(storeType)}.`,
        'storeType',
      )
    }
    return new Materialized({ ...this.spec, storeType })
  }

  /** Normalises what an operator was given (a `Materialized`, plain serdes, or nothing) into its spec. */
  static from<K, V>(options: Materialized<K, V> | SerdePair<K, V> | undefined): MaterializedSpec<K, V> {
    if (options === undefined) return NOT_GIVEN
    if (options instanceof Materialized) return options.spec
    return { ...NOT_GIVEN, given: true, ...serdesOf(options, 'Materialized') }
  }
}
