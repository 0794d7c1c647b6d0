import type { Serde } from '../../serde/Serde.js'
import { serdesOf, type SerdePair } from './SerdePair.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link Grouped}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface GroupedSpec<K, V> {
  /** Names the repartition topic (`<name>-repartition`) and its processors. */
  readonly name?: string
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
}

/**
 * Serdes and repartition-topic name for `groupBy`/`groupByKey`, as Kafka Streams' `Grouped`. Immutable.
 * @example
 * stream.pipe(groupBy((_k, word) => word, Grouped.with(Serdes.string(), Serdes.string()).withName('words')))
 * @category Building topologies
 * @since 0.1.0
 */
export class Grouped<K, V> {
  private constructor(readonly spec: GroupedSpec<K, V>) {}

  static with<K, V>(keySerde: Serde<K>, valueSerde: Serde<V>): Grouped<K, V> {
    return new Grouped({ keySerde, valueSerde })
  }

  /** Names the repartition topic and its processors. */
  static as<K = Unconstrained, V = Unconstrained>(name: string): Grouped<K, V> {
    return new Grouped({ name: validateName(name) })
  }

  static keySerde<K, V = Unconstrained>(keySerde: Serde<K>): Grouped<K, V> {
    return new Grouped({ keySerde })
  }

  static valueSerde<K = Unconstrained, V = never>(valueSerde: Serde<V>): Grouped<K, V> {
    return new Grouped({ valueSerde })
  }

  withKeySerde(keySerde: Serde<K>): Grouped<K, V> {
    return new Grouped({ ...this.spec, keySerde })
  }

  withValueSerde(valueSerde: Serde<V>): Grouped<K, V> {
    return new Grouped({ ...this.spec, valueSerde })
  }

  withName(name: string): Grouped<K, V> {
    return new Grouped({ ...this.spec, name: validateName(name) })
  }

  /** Normalises what an operator was given (a `Grouped`, plain serdes, or nothing) into its spec. */
  static from<K, V>(options: Grouped<K, V> | SerdePair<K, V> | undefined): GroupedSpec<K, V> {
    if (options === undefined) return {}
    return options instanceof Grouped ? options.spec : serdesOf(options, 'Grouped')
  }
}
