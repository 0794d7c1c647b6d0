import type { Serde } from '../Serde.js'
import { SerializationError } from '../SerializationError.js'
import type { SubscriptionInstruction, SubscriptionWrapper } from './SubscriptionWrapper.js'
import { HASH_BYTES, readVersionByte, truncated, versionByte } from './wrapperHeader.js'

/** Java's `SubscriptionWrapper.Instruction` byte values, by index. */
const INSTRUCTIONS: readonly SubscriptionInstruction[] = [
  'DELETE_KEY_NO_PROPAGATE',
  'DELETE_KEY_AND_PROPAGATE',
  'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE',
  'PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE',
]
const WHAT = 'foreign-key join subscription'

/**
 * The serde of {@link SubscriptionWrapper}, Kafka Streams' `SubscriptionWrapperSerde` layout:
 * `[hash-absent bit | 7-bit version][instruction][16-byte hash, if any][primary key][primary partition, int32]`.
 * It writes version 1 (the partition) as Kafka Streams 4.4 does, or version 0 for a subscription read without one,
 * and reads both; the primary key stays the bytes the user's key serde made.
 * @example
 * subscriptionWrapperSerde.serializer.serialize('t', { hash: null, instruction: 'DELETE_KEY_NO_PROPAGATE', primaryKey: Buffer.from('k'), primaryPartition: 0 })
 * @category constructors
 * @since 0.1.0
 */
export const subscriptionWrapperSerde: Serde<SubscriptionWrapper> = {
  serializer: {
    serialize: (_topic, data) => {
      const hashLength = data.hash === null ? 0 : HASH_BYTES
      const partitioned = data.primaryPartition !== null
      const out = Buffer.allocUnsafe(2 + hashLength + data.primaryKey.length + (partitioned ? 4 : 0))
      out[0] = versionByte(partitioned ? 1 : 0, data.hash)
      out[1] = INSTRUCTIONS.indexOf(data.instruction)
      if (data.hash !== null) data.hash.copy(out, 2)
      data.primaryKey.copy(out, 2 + hashLength)
      if (data.primaryPartition !== null) out.writeInt32BE(data.primaryPartition, out.length - 4)
      return out
    },
  },
  deserializer: {
    deserialize: (topic, data) => {
      const { version, hashed } = readVersionByte(data, topic, WHAT, 1)
      const hashEnd = 2 + (hashed ? HASH_BYTES : 0)
      const keyEnd = data.length - (version > 0 ? 4 : 0)
      if (keyEnd < hashEnd) throw truncated(WHAT, topic, data.length, hashEnd + (version > 0 ? 4 : 0))
      const instruction = INSTRUCTIONS[data[1] as number]
      if (instruction === undefined) {
        throw new SerializationError(
          `A ${WHAT} has the unknown instruction ${String(data[1])} on topic ${topic} (Kafka Streams writes 0 to 3).`,
          topic,
        )
      }
      return {
        hash: hashed ? data.subarray(2, hashEnd) : null,
        instruction,
        primaryKey: data.subarray(hashEnd, keyEnd),
        primaryPartition: version > 0 ? data.readInt32BE(keyEnd) : null,
      }
    },
  },
}
