import type { Serde } from '../../serde/Serde.js'

/**
 * The key of a stream-stream left/outer join's shared store: a record waiting for a partner, by timestamp, side
 * and key. Serialized as `[timestamp i64][side: 1 left, 0 right][key]`, so the store iterates by time first.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TimestampedKeyAndJoinSide<K> {
  readonly key: K
  readonly timestamp: number
  readonly leftSide: boolean
}

/**
 * The serde of {@link TimestampedKeyAndJoinSide} over the serde of the join key.
 * @example
 * const serde = timestampedKeyAndJoinSideSerde(Serdes.string())
 * @category Building topologies
 * @since 0.1.0
 */
export const timestampedKeyAndJoinSideSerde = (
  keySerde: Serde<unknown>,
): Serde<TimestampedKeyAndJoinSide<unknown>> => ({
  serializer: {
    serialize: (topic, data) => {
      const key = keySerde.serializer.serialize(topic, data.key)
      const out = Buffer.alloc(9 + key.length)
      out.writeBigInt64BE(BigInt(data.timestamp), 0)
      out.writeUInt8(data.leftSide ? 1 : 0, 8)
      key.copy(out, 9)
      return out
    },
  },
  deserializer: {
    deserialize: (topic, data) => ({
      timestamp: Number(data.readBigInt64BE(0)),
      leftSide: data.readUInt8(8) === 1,
      key: keySerde.deserializer.deserialize(topic, data.subarray(9)),
    }),
  },
})
