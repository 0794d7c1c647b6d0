import type { Serde } from '../../serde/Serde.js'
import { serdesOf, type SerdePair } from './SerdePair.js'
import type { StreamPartitioner } from './StreamPartitioner.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link Produced}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface ProducedSpec<K, V> {
  /** Sink processor name. */
  readonly name?: string
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
  readonly streamPartitioner?: StreamPartitioner<K, V>
}

/**
 * How records are written to a topic, as Kafka Streams' `Produced`. Immutable.
 * @example
 * stream.pipe(to('out', Produced.with(Serdes.string(), Serdes.long()).withName('out-sink')))
 * @category Building topologies
 * @since 0.1.0
 */
export class Produced<K, V> {
  private constructor(readonly spec: ProducedSpec<K, V>) {}

  /** Writes keys and values with these serdes, and optionally this partitioner. */
  static with<K, V>(
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
    streamPartitioner?: StreamPartitioner<K, V>,
  ): Produced<K, V> {
    return new Produced({ keySerde, valueSerde, ...(streamPartitioner && { streamPartitioner }) })
  }

  /** Names the sink processor. */
  static as<K = Unconstrained, V = Unconstrained>(name: string): Produced<K, V> {
    return new Produced({ name: validateName(name) })
  }

  static keySerde<K, V = Unconstrained>(keySerde: Serde<K>): Produced<K, V> {
    return new Produced({ keySerde })
  }

  static valueSerde<K = Unconstrained, V = never>(valueSerde: Serde<V>): Produced<K, V> {
    return new Produced({ valueSerde })
  }

  static streamPartitioner<K, V>(streamPartitioner: StreamPartitioner<K, V>): Produced<K, V> {
    return new Produced({ streamPartitioner })
  }

  withKeySerde(keySerde: Serde<K>): Produced<K, V> {
    return new Produced({ ...this.spec, keySerde })
  }

  withValueSerde(valueSerde: Serde<V>): Produced<K, V> {
    return new Produced({ ...this.spec, valueSerde })
  }

  withStreamPartitioner(streamPartitioner: StreamPartitioner<K, V>): Produced<K, V> {
    return new Produced({ ...this.spec, streamPartitioner })
  }

  withName(name: string): Produced<K, V> {
    return new Produced({ ...this.spec, name: validateName(name) })
  }

  /** Normalises what an operator was given (a `Produced`, plain serdes, or nothing) into its spec. */
  static from<K, V>(options: Produced<K, V> | SerdePair<K, V> | undefined): ProducedSpec<K, V> {
    if (options === undefined) return {}
    return options instanceof Produced ? options.spec : serdesOf(options, 'Produced')
  }
}
