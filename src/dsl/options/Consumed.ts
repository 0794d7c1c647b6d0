import type { Serde } from '../../serde/Serde.js'
import type { AutoOffsetReset } from '../../core/AutoOffsetReset.js'
import { serdesOf, type SerdePair } from './SerdePair.js'
import type { TimestampExtractor } from './TimestampExtractor.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link Consumed}: every field is optional and falls back to the config defaults.
 * @category Building topologies
 * @since 0.1.0
 */
export interface ConsumedSpec<K, V> {
  /** Source processor name (for tables: `<name>-source`, and the table processor is `<name>`). */
  readonly name?: string
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
  readonly timestampExtractor?: TimestampExtractor
  readonly offsetResetPolicy?: AutoOffsetReset
}

/**
 * How a source topic is read, as Kafka Streams' `Consumed`. Immutable: every `withX` returns a new object.
 * @example
 * builder.stream('in', Consumed.with(Serdes.string(), Serdes.long()).withName('orders-source'))
 * builder.stream('in', { key: Serdes.string(), value: Serdes.long() }) // same serdes, plain form
 * @category Building topologies
 * @since 0.1.0
 */
export class Consumed<K, V> {
  private constructor(readonly spec: ConsumedSpec<K, V>) {}

  /**
   * As Java's overloads: keys and values read with these serdes (optionally with a timestamp extractor and a
   * reset policy), or only a reset policy (`Consumed.with(AutoOffsetReset.earliest())`), or only a timestamp
   * extractor.
   */
  static with<K, V>(
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
    timestampExtractor?: TimestampExtractor,
    offsetResetPolicy?: AutoOffsetReset,
  ): Consumed<K, V>
  static with<K = Unconstrained, V = Unconstrained>(offsetResetPolicy: AutoOffsetReset): Consumed<K, V>
  static with<K = Unconstrained, V = Unconstrained>(timestampExtractor: TimestampExtractor): Consumed<K, V>
  static with<K, V>(
    first: Serde<K> | AutoOffsetReset | TimestampExtractor,
    valueSerde?: Serde<V>,
    timestampExtractor?: TimestampExtractor,
    offsetResetPolicy?: AutoOffsetReset,
  ): Consumed<K, V> {
    if (typeof first === 'function') return new Consumed({ timestampExtractor: first })
    if ('_tag' in first) return new Consumed({ offsetResetPolicy: first })
    return new Consumed({
      keySerde: first,
      ...(valueSerde === undefined ? {} : { valueSerde }),
      ...(timestampExtractor === undefined ? {} : { timestampExtractor }),
      ...(offsetResetPolicy === undefined ? {} : { offsetResetPolicy }),
    })
  }

  /** Names the source processor. */
  static as<K = Unconstrained, V = Unconstrained>(name: string): Consumed<K, V> {
    return new Consumed({ name: validateName(name) })
  }

  withKeySerde(keySerde: Serde<K>): Consumed<K, V> {
    return new Consumed({ ...this.spec, keySerde })
  }

  withValueSerde(valueSerde: Serde<V>): Consumed<K, V> {
    return new Consumed({ ...this.spec, valueSerde })
  }

  withTimestampExtractor(timestampExtractor: TimestampExtractor): Consumed<K, V> {
    return new Consumed({ ...this.spec, timestampExtractor })
  }

  withOffsetResetPolicy(offsetResetPolicy: AutoOffsetReset): Consumed<K, V> {
    return new Consumed({ ...this.spec, offsetResetPolicy })
  }

  withName(name: string): Consumed<K, V> {
    return new Consumed({ ...this.spec, name: validateName(name) })
  }

  /** Normalises what an operator was given (a `Consumed`, plain serdes, or nothing) into its spec. */
  static from<K, V>(options: Consumed<K, V> | SerdePair<K, V> | undefined): ConsumedSpec<K, V> {
    if (options === undefined) return {}
    return options instanceof Consumed ? options.spec : serdesOf(options, 'Consumed')
  }
}
