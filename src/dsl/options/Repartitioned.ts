import type { Serde } from '../../serde/Serde.js'
import { serdesOf, type SerdePair } from './SerdePair.js'
import type { StreamPartitioner } from './StreamPartitioner.js'
import { validateInteger } from '../../core/validateInteger.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link Repartitioned}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface RepartitionedSpec<K, V> {
  /** Names the repartition topic (`<name>-repartition`) and its processors. */
  readonly name?: string
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
  /** Partitions of the repartition topic; unset means "as many as the source topics". */
  readonly numberOfPartitions?: number
  readonly streamPartitioner?: StreamPartitioner<K, V>
}

/**
 * How `repartition` writes its internal topic, as Kafka Streams' `Repartitioned`. Immutable.
 * @example
 * stream.pipe(repartition(Repartitioned.as('by-user').withNumberOfPartitions(4)))
 * @category Building topologies
 * @since 0.1.0
 */
export class Repartitioned<K, V> {
  private constructor(readonly spec: RepartitionedSpec<K, V>) {}

  static with<K, V>(keySerde: Serde<K>, valueSerde: Serde<V>): Repartitioned<K, V> {
    return new Repartitioned({ keySerde, valueSerde })
  }

  /** Names the repartition topic and its processors. */
  static as<K = Unconstrained, V = Unconstrained>(name: string): Repartitioned<K, V> {
    return new Repartitioned({ name: validateName(name) })
  }

  static numberOfPartitions<K = Unconstrained, V = Unconstrained>(
    numberOfPartitions: number,
  ): Repartitioned<K, V> {
    return new Repartitioned<K, V>({}).withNumberOfPartitions(numberOfPartitions)
  }

  static streamPartitioner<K, V>(streamPartitioner: StreamPartitioner<K, V>): Repartitioned<K, V> {
    return new Repartitioned({ streamPartitioner })
  }

  withName(name: string): Repartitioned<K, V> {
    return new Repartitioned({ ...this.spec, name: validateName(name) })
  }

  /** At least 1. */
  withNumberOfPartitions(numberOfPartitions: number): Repartitioned<K, V> {
    return new Repartitioned({
      ...this.spec,
      numberOfPartitions: validateInteger(numberOfPartitions, 'numberOfPartitions', 1),
    })
  }

  withKeySerde(keySerde: Serde<K>): Repartitioned<K, V> {
    return new Repartitioned({ ...this.spec, keySerde })
  }

  withValueSerde(valueSerde: Serde<V>): Repartitioned<K, V> {
    return new Repartitioned({ ...this.spec, valueSerde })
  }

  withStreamPartitioner(streamPartitioner: StreamPartitioner<K, V>): Repartitioned<K, V> {
    return new Repartitioned({ ...this.spec, streamPartitioner })
  }

  /** Normalises what an operator was given (a `Repartitioned`, plain serdes, or nothing) into its spec. */
  static from<K, V>(options: Repartitioned<K, V> | SerdePair<K, V> | undefined): RepartitionedSpec<K, V> {
    if (options === undefined) return {}
    return options instanceof Repartitioned ? options.spec : serdesOf(options, 'Repartitioned')
  }
}
