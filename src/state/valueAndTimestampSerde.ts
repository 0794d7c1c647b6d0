import { serdeFrom, type Serde } from '../serde/Serde.js'
import { SerializationError } from '../serde/SerializationError.js'
import { readInt64BE, writeInt64BE } from '../serde/int64.js'
import type { ValueAndTimestamp } from './ValueAndTimestamp.js'

/**
 * The serde of timestamped store values, laid out as Kafka's: an 8-byte big-endian timestamp, then the value.
 * @example
 * const serde = valueAndTimestampSerde(Serdes.long())
 * @category State stores
 * @since 0.1.0
 */
export const valueAndTimestampSerde = <V>(inner: Serde<V>): Serde<ValueAndTimestamp<V>> =>
  serdeFrom(
    (data, topic) => {
      const value = inner.serializer.serialize(topic, data.value)
      const out = Buffer.allocUnsafe(8 + value.length)
      writeInt64BE(out, Math.trunc(data.timestamp))
      value.copy(out, 8)
      return out
    },
    (data, topic) => {
      if (data.length < 8) {
        throw new SerializationError(`A timestamped value needs at least 8 bytes; got ${data.length}.`, topic)
      }
      return {
        timestamp: readInt64BE(data, 0),
        value: inner.deserializer.deserialize(topic, data.subarray(8)),
      }
    },
  )
