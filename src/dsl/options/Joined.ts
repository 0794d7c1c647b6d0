import type { Serde } from '../../serde/Serde.js'
import { joinSerdesOf, type JoinSerdes } from './JoinSerdes.js'
import { validateInteger } from '../../core/validateInteger.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link Joined}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface JoinedSpec<K, V, VO> {
  /** Names the join processor and, if the stream must be repartitioned, its repartition topic. */
  readonly name?: string
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
  readonly otherValueSerde?: Serde<VO>
  /** Grace period for joins against a versioned table, in milliseconds. */
  readonly gracePeriodMs?: number
}

/**
 * Serdes and name of a stream-table join, as Kafka Streams' `Joined`. Immutable.
 * @example
 * orders.pipe(join(customers, (o, c) => ({ ...o, c }), Joined.with(Serdes.string(), orderSerde, customerSerde)))
 * @category Building topologies
 * @since 0.1.0
 */
export class Joined<K, V, VO> {
  private constructor(readonly spec: JoinedSpec<K, V, VO>) {}

  /**
   * The serdes of the join, and optionally its name and grace period (ms), as Java's `Joined.with` overloads of
   * three, four and five arguments.
   * @example
   * Joined.with(Serdes.string(), Serdes.string(), Serdes.string(), 'first-join', 6)
   */
  static with<K, V, VO>(
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
    otherValueSerde: Serde<VO>,
    name?: string,
    gracePeriodMs?: number,
  ): Joined<K, V, VO> {
    const serdes = new Joined({ keySerde, valueSerde, otherValueSerde })
    const named = name === undefined ? serdes : serdes.withName(name)
    return gracePeriodMs === undefined ? named : named.withGracePeriod(gracePeriodMs)
  }

  static as<K = Unconstrained, V = Unconstrained, VO = Unconstrained>(name: string): Joined<K, V, VO> {
    return new Joined({ name: validateName(name) })
  }

  static keySerde<K, V = Unconstrained, VO = Unconstrained>(keySerde: Serde<K>): Joined<K, V, VO> {
    return new Joined({ keySerde })
  }

  static valueSerde<K = Unconstrained, V = never, VO = Unconstrained>(
    valueSerde: Serde<V>,
  ): Joined<K, V, VO> {
    return new Joined({ valueSerde })
  }

  static otherValueSerde<K = Unconstrained, V = Unconstrained, VO = never>(
    otherValueSerde: Serde<VO>,
  ): Joined<K, V, VO> {
    return new Joined({ otherValueSerde })
  }

  withKeySerde(keySerde: Serde<K>): Joined<K, V, VO> {
    return new Joined({ ...this.spec, keySerde })
  }

  withValueSerde(valueSerde: Serde<V>): Joined<K, V, VO> {
    return new Joined({ ...this.spec, valueSerde })
  }

  withOtherValueSerde(otherValueSerde: Serde<VO>): Joined<K, V, VO> {
    return new Joined({ ...this.spec, otherValueSerde })
  }

  withName(name: string): Joined<K, V, VO> {
    return new Joined({ ...this.spec, name: validateName(name) })
  }

  /** How long to wait for late table updates when the table is versioned, in milliseconds. */
  withGracePeriod(gracePeriodMs: number): Joined<K, V, VO> {
    return new Joined({ ...this.spec, gracePeriodMs: validateInteger(gracePeriodMs, 'gracePeriod') })
  }

  /** Normalises what an operator was given (a `Joined`, plain serdes, or nothing) into its spec. */
  static from<K, V, VO>(options: Joined<K, V, VO> | JoinSerdes<K, V, VO> | undefined): JoinedSpec<K, V, VO> {
    if (options === undefined) return {}
    return options instanceof Joined ? options.spec : joinSerdesOf(options, 'Joined')
  }
}
