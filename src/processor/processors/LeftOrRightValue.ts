import type { Serde } from '../../serde/Serde.js'

/**
 * A value of a stream-stream left/outer join's shared store: the value of a left or a right record.
 * @category Building topologies
 * @since 0.1.0
 */
export type LeftOrRightValue =
  { readonly _tag: 'Left'; readonly value: unknown } | { readonly _tag: 'Right'; readonly value: unknown }

/**
 * The serde of the shared store's values: every record waiting under one key (same timestamp, side and key), as
 * Kafka Streams' list-value store keeps them. Serialized as Java's `Serdes.ListSerde` writes a list of
 * `LeftOrRightValueSerde` values: the strategy flag `1` (variable-size entries), `[count u32]`, then per value
 * `[length u32][side: 1 left, 0 right][value]`.
 * @example
 * const serde = leftOrRightValuesSerde(Serdes.string(), Serdes.long())
 * @category Building topologies
 * @since 0.1.0
 */
export const leftOrRightValuesSerde = (
  leftSerde: Serde<unknown>,
  rightSerde: Serde<unknown>,
): Serde<readonly LeftOrRightValue[]> => ({
  serializer: {
    serialize: (topic, data) => {
      const parts: Buffer[] = [VARIABLE_SIZE, u32(data.length)]
      for (const item of data) {
        const left = item._tag === 'Left'
        const bytes = (left ? leftSerde : rightSerde).serializer.serialize(topic, item.value)
        parts.push(u32(bytes.length + 1), Buffer.from([left ? 1 : 0]), bytes)
      }
      return Buffer.concat(parts)
    },
  },
  deserializer: {
    deserialize: (topic, data) => {
      const items: LeftOrRightValue[] = []
      let at = 5
      for (let i = data.readUInt32BE(1); i > 0; i--) {
        const length = data.readUInt32BE(at)
        const bytes = data.subarray(at + 5, at + 4 + length)
        items.push(
          data.readUInt8(at + 4) === 1
            ? { _tag: 'Left', value: leftSerde.deserializer.deserialize(topic, bytes) }
            : { _tag: 'Right', value: rightSerde.deserializer.deserialize(topic, bytes) },
        )
        at += 4 + length
      }
      return items
    },
  },
})

/** Java's `ListSerializer` flag for entries written with their length (`SerializationStrategy.VARIABLE_SIZE`). */
const VARIABLE_SIZE = Buffer.from([1])

const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n, 0)
  return b
}
