import type { Serde } from '../../serde/Serde.js'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'

/**
 * The plain form of an option that only carries serdes, accepted wherever Kafka Streams takes `Consumed`,
 * `Produced`, `Grouped`, `Materialized` or `Repartitioned`: `{ key: Serdes.string(), value: Serdes.long() }`.
 * Joins also read `otherValue`.
 * @example
 * const serdes: SerdePair<string, number> = { key: Serdes.string(), value: Serdes.long() }
 * @category Building topologies
 * @since 0.1.0
 */
export interface SerdePair<K, V> {
  readonly key?: Serde<K>
  readonly value?: Serde<V>
}

/**
 * The serdes of a {@link SerdePair} as option fields; rejects objects carrying anything else (a typo such as
 * `keySerde` would otherwise be ignored silently).
 * @throws InvalidArgumentError naming the unexpected field
 * @example
 * serdesOf({ key: Serdes.string() }, 'Consumed') // { keySerde: Serdes.string() }
 * @category Building topologies
 * @since 0.1.0
 */
export const serdesOf = <K, V>(
  pair: SerdePair<K, V>,
  option: string,
  allowed: readonly string[] = ['key', 'value'],
): { readonly keySerde?: Serde<K>; readonly valueSerde?: Serde<V> } => {
  if (typeof pair !== 'object' || pair === null) {
    throw new InvalidArgumentError(
      `${option} options must be a ${option} object or { key, value } serdes; got ${String(pair)}.`,
      option,
    )
  }
  const unexpected = Object.keys(pair).find((field) => !allowed.includes(field))
  if (unexpected !== undefined) {
    throw new InvalidArgumentError(
      `${option} serdes accept only the fields ${allowed.join(', ')}; remove '${unexpected}' or use ${option}.with(...).`,
      option,
    )
  }
  return {
    ...(pair.key === undefined ? {} : { keySerde: pair.key }),
    ...(pair.value === undefined ? {} : { valueSerde: pair.value }),
  }
}
