import type { Serde } from '../../serde/Serde.js'
import { serdesOf, type SerdePair } from './SerdePair.js'

/**
 * The plain form of `Joined` / `StreamJoined` when they only carry serdes:
 * `{ key: Serdes.string(), value: Serdes.long(), otherValue: Serdes.string() }`.
 * @example
 * left.pipe(join(right, (a, b) => a + b, JoinWindows.ofTimeDifferenceWithNoGrace(1000), { key, value, otherValue }))
 * @category Building topologies
 * @since 0.1.0
 */
export interface JoinSerdes<K, V, VO> extends SerdePair<K, V> {
  readonly otherValue?: Serde<VO>
}

/**
 * The serdes of a {@link JoinSerdes} as option fields; rejects objects carrying anything else.
 * @throws InvalidArgumentError naming the unexpected field
 * @example
 * joinSerdesOf({ otherValue: Serdes.long() }, 'Joined') // { otherValueSerde: Serdes.long() }
 * @category Building topologies
 * @since 0.1.0
 */
export const joinSerdesOf = <K, V, VO>(
  serdes: JoinSerdes<K, V, VO>,
  option: string,
): {
  readonly keySerde?: Serde<K>
  readonly valueSerde?: Serde<V>
  readonly otherValueSerde?: Serde<VO>
} => ({
  ...serdesOf(serdes, option, ['key', 'value', 'otherValue']),
  ...(serdes.otherValue === undefined ? {} : { otherValueSerde: serdes.otherValue }),
})
