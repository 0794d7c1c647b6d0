import type { Serde, Serializer } from '../Serde.js'

/**
 * The key of a foreign-key join's subscription store, as Kafka Streams' `CombinedKeySchema`: the foreign key and
 * the primary key, each as the bytes the user's serde made of it, stored as `[length u32][foreign key][primary key]`
 * so every subscription to one foreign key shares a prefix.
 * @category Building topologies
 * @since 0.1.0
 */
export interface CombinedKey {
  readonly foreignKey: Buffer
  readonly primaryKey: Buffer
}

const prefix = (foreignKey: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(foreignKey.length, 0)
  return Buffer.concat([length, foreignKey])
}

/**
 * The serializer of the prefix shared by every subscription to one foreign key (its bytes), for `prefixScan`.
 * @category Building topologies
 * @since 0.1.0
 */
export const foreignKeyPrefixSerializer: Serializer<Buffer> = {
  serialize: (_topic, foreignKey) => prefix(foreignKey),
}

/**
 * The serde of {@link CombinedKey}.
 * @example
 * const serde = combinedKeySerde
 * @category Building topologies
 * @since 0.1.0
 */
export const combinedKeySerde: Serde<CombinedKey> = {
  serializer: {
    serialize: (_topic, key) => Buffer.concat([prefix(key.foreignKey), key.primaryKey]),
  },
  deserializer: {
    deserialize: (_topic, data) => {
      const length = data.readUInt32BE(0)
      return { foreignKey: data.subarray(4, 4 + length), primaryKey: data.subarray(4 + length) }
    },
  },
}
