import type { Serde } from '../../serde/Serde.js'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { isDslStoreSuppliers, type DslStoreSuppliers } from './MaterializedStoreType.js'
import { joinSerdesOf, type JoinSerdes } from './JoinSerdes.js'
import type { StoreSupplierLike } from './StoreSupplierLike.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link StreamJoined}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface StreamJoinedSpec<K, V, VO> {
  /** Names the join processors (`<name>-join-this`, ...) and repartition topics. */
  readonly name?: string
  /** Prefix of the two window store names and their changelogs (`<storeName>-this-join-store`, ...). */
  readonly storeName?: string
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
  readonly otherValueSerde?: Serde<VO>
  readonly thisStoreSupplier?: StoreSupplierLike
  readonly otherStoreSupplier?: StoreSupplierLike
  /**
   * The backend of the join stores no supplier gives (this, other, and the shared store of left and outer joins),
   * over the build config's DSL store default.
   */
  readonly dslStoreSuppliers?: DslStoreSuppliers
  readonly loggingEnabled: boolean
  /** Changelog topic configs given with `withLoggingEnabled(config)`. */
  readonly topicConfig: Readonly<Record<string, string>>
}

const DEFAULTS = { loggingEnabled: true, topicConfig: {} } as const

/**
 * Serdes, names and stores of a stream-stream join, as Kafka Streams' `StreamJoined`. Immutable.
 * @example
 * left.pipe(join(right, joiner, JoinWindows.ofTimeDifferenceWithNoGrace(5_000),
 *   StreamJoined.with(Serdes.string(), Serdes.long(), Serdes.long()).withStoreName('clicks')))
 * @category Building topologies
 * @since 0.1.0
 */
export class StreamJoined<K, V, VO> {
  private constructor(readonly spec: StreamJoinedSpec<K, V, VO>) {}

  /**
   * Java's three `StreamJoined.with` overloads: the serdes of the key, this side's values and the other side's
   * values; or this side's and the other side's window store suppliers; or the DSL store suppliers of the stores.
   */
  static with<K, V, VO>(
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
    otherValueSerde: Serde<VO>,
  ): StreamJoined<K, V, VO>
  static with<K = Unconstrained, V = Unconstrained, VO = Unconstrained>(
    thisStoreSupplier: StoreSupplierLike,
    otherStoreSupplier: StoreSupplierLike,
  ): StreamJoined<K, V, VO>
  static with<K = Unconstrained, V = Unconstrained, VO = Unconstrained>(
    dslStoreSuppliers: DslStoreSuppliers,
  ): StreamJoined<K, V, VO>
  static with<K, V, VO>(
    ...args:
      | readonly [Serde<K>, Serde<V>, Serde<VO>]
      | readonly [StoreSupplierLike, StoreSupplierLike]
      | readonly [DslStoreSuppliers]
  ): StreamJoined<K, V, VO> {
    if (args.length === 1) return new StreamJoined<K, V, VO>(DEFAULTS).withDslStoreSuppliers(args[0])
    if (args.length === 2) return StreamJoined.withStoreSuppliers(args[0], args[1])
    const [keySerde, valueSerde, otherValueSerde] = args
    return new StreamJoined({ ...DEFAULTS, keySerde, valueSerde, otherValueSerde })
  }

  /** Names the join stores (a prefix) and their changelog topics. */
  static as<K = Unconstrained, V = Unconstrained, VO = Unconstrained>(
    storeName: string,
  ): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...DEFAULTS, storeName: validateName(storeName, 'Store name') })
  }

  /** Uses these two window store suppliers, for this side and the other side. */
  static withStoreSuppliers<K = Unconstrained, V = Unconstrained, VO = Unconstrained>(
    thisStoreSupplier: StoreSupplierLike,
    otherStoreSupplier: StoreSupplierLike,
  ): StreamJoined<K, V, VO> {
    return new StreamJoined<K, V, VO>(DEFAULTS)
      .withThisStoreSupplier(thisStoreSupplier)
      .withOtherStoreSupplier(otherStoreSupplier)
  }

  withName(name: string): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...this.spec, name: validateName(name) })
  }

  withStoreName(storeName: string): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...this.spec, storeName: validateName(storeName, 'Store name') })
  }

  withKeySerde(keySerde: Serde<K>): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...this.spec, keySerde })
  }

  withValueSerde(valueSerde: Serde<V>): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...this.spec, valueSerde })
  }

  withOtherValueSerde(otherValueSerde: Serde<VO>): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...this.spec, otherValueSerde })
  }

  /** The window store of this side; `null` goes back to the store the DSL builds, as in Java. */
  withThisStoreSupplier(thisStoreSupplier: StoreSupplierLike | null): StreamJoined<K, V, VO> {
    const { thisStoreSupplier: _, ...rest } = this.spec
    if (thisStoreSupplier === null) return new StreamJoined(rest)
    validateName(thisStoreSupplier.name, 'Store name')
    return new StreamJoined({ ...rest, thisStoreSupplier })
  }

  /** The window store of the other side; `null` goes back to the store the DSL builds, as in Java. */
  withOtherStoreSupplier(otherStoreSupplier: StoreSupplierLike | null): StreamJoined<K, V, VO> {
    const { otherStoreSupplier: _, ...rest } = this.spec
    if (otherStoreSupplier === null) return new StreamJoined(rest)
    validateName(otherStoreSupplier.name, 'Store name')
    return new StreamJoined({ ...rest, otherStoreSupplier })
  }

  /**
   * Builds the join stores that no supplier gives on this backend (`BuiltInDslStoreSuppliers.ROCKS_DB` or
   * `IN_MEMORY`), whatever the build config's default; the shared store of a left or outer join follows it too.
   * @throws InvalidArgumentError when `dslStoreSuppliers` is not one of `BuiltInDslStoreSuppliers`
   */
  withDslStoreSuppliers(dslStoreSuppliers: DslStoreSuppliers): StreamJoined<K, V, VO> {
    if (!isDslStoreSuppliers(dslStoreSuppliers)) {
      throw new InvalidArgumentError(
        'dslStoreSuppliers must be BuiltInDslStoreSuppliers.ROCKS_DB or BuiltInDslStoreSuppliers.IN_MEMORY.',
        'dslStoreSuppliers',
      )
    }
    return new StreamJoined({ ...this.spec, dslStoreSuppliers })
  }

  /** Keeps changelog topics for the join stores, created with these topic configs. */
  withLoggingEnabled(topicConfig: Readonly<Record<string, string>> = {}): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...this.spec, loggingEnabled: true, topicConfig: { ...topicConfig } })
  }

  withLoggingDisabled(): StreamJoined<K, V, VO> {
    return new StreamJoined({ ...this.spec, loggingEnabled: false, topicConfig: {} })
  }

  /** Normalises what an operator was given (a `StreamJoined`, plain serdes, or nothing) into its spec. */
  static from<K, V, VO>(
    options: StreamJoined<K, V, VO> | JoinSerdes<K, V, VO> | undefined,
  ): StreamJoinedSpec<K, V, VO> {
    if (options === undefined) return DEFAULTS
    return options instanceof StreamJoined
      ? options.spec
      : { ...DEFAULTS, ...joinSerdesOf(options, 'StreamJoined') }
  }
}
