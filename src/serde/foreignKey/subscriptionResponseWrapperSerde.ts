import type { Serde } from '../Serde.js'
import type { SubscriptionResponseWrapper } from './SubscriptionWrapper.js'
import { HASH_BYTES, readVersionByte, truncated, versionByte } from './wrapperHeader.js'

const WHAT = 'foreign-key join response'

/**
 * The serde of {@link SubscriptionResponseWrapper}, Kafka Streams' `SubscriptionResponseWrapperSerde` layout at
 * its version 0: `[hash-absent bit | 7-bit version][16-byte hash, if any][foreign value, if any]`. The foreign value
 * stays the bytes the user's value serde made; no bytes read back as no value, as in Java. The primary partition
 * is not written.
 * @example
 * subscriptionResponseWrapperSerde.serializer.serialize('t', { hash: null, foreignValue: null, primaryPartition: null })
 * @category constructors
 * @since 0.1.0
 */
export const subscriptionResponseWrapperSerde: Serde<SubscriptionResponseWrapper> = {
  serializer: {
    serialize: (_topic, data) => {
      const hashLength = data.hash === null ? 0 : HASH_BYTES
      const out = Buffer.allocUnsafe(1 + hashLength + (data.foreignValue?.length ?? 0))
      out[0] = versionByte(0, data.hash)
      if (data.hash !== null) data.hash.copy(out, 1)
      if (data.foreignValue !== null) data.foreignValue.copy(out, 1 + hashLength)
      return out
    },
  },
  deserializer: {
    deserialize: (topic, data) => {
      const { hashed } = readVersionByte(data, topic, WHAT, 0)
      const valueStart = 1 + (hashed ? HASH_BYTES : 0)
      if (data.length < valueStart) throw truncated(WHAT, topic, data.length, valueStart)
      return {
        hash: hashed ? data.subarray(1, valueStart) : null,
        foreignValue: data.length > valueStart ? data.subarray(valueStart) : null,
        primaryPartition: null,
      }
    },
  },
}
