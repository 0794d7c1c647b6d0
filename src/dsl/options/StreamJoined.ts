import type { Serde } from '../../serde/Serde.js'
import { joinSerdesOf, type JoinSerdes } from './JoinSerdes.js'
import type { StoreSupplierLike } from './StoreSupplierLike.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link StreamJoined}.
 * @category model
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
 * @category options
 * @since 0.1.0
 */
export class StreamJoined<K, V, VO> {
  private constructor(readonly spec: StreamJoinedSpec<K, V, VO>) {}

  static with<K, V, VO>(
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
    otherValueSerde: Serde<VO>,
  ): StreamJoined<K, V, VO> {
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

  withThisStoreSupplier(thisStoreSupplier: StoreSupplierLike): StreamJoined<K, V, VO> {
    validateName(thisStoreSupplier.name, 'Store name')
    return new StreamJoined({ ...this.spec, thisStoreSupplier })
  }

  withOtherStoreSupplier(otherStoreSupplier: StoreSupplierLike): StreamJoined<K, V, VO> {
    validateName(otherStoreSupplier.name, 'Store name')
    return new StreamJoined({ ...this.spec, otherStoreSupplier })
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
