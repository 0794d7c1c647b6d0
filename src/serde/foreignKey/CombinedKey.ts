import { serialize as v8serialize, deserialize as v8deserialize } from 'node:v8'
import type { Serde, Serializer } from '../Serde.js'

/**
 * The key of a foreign-key join's subscription store: foreign key then primary key, serialized as
 * `[length u32][foreign key][primary key]` so every subscription to one foreign key shares a prefix.
 * @category model
 * @since 0.1.0
 */
export interface CombinedKey {
  readonly foreignKey: unknown
  readonly primaryKey: unknown
}

const prefix = (foreignKey: unknown): Buffer => {
  const fk = v8serialize(foreignKey)
  const length = Buffer.alloc(4)
  length.writeUInt32BE(fk.length, 0)
  return Buffer.concat([length, fk])
}

/**
 * The serializer of the prefix shared by every subscription to one foreign key (for `prefixScan`).
 * @category constructors
 * @since 0.1.0
 */
export const foreignKeyPrefixSerializer: Serializer<unknown> = {
  serialize: (_topic, foreignKey) => prefix(foreignKey),
}

/**
 * The serde of {@link CombinedKey}.
 * @example
 * const serde = combinedKeySerde
 * @category constructors
 * @since 0.1.0
 */
export const combinedKeySerde: Serde<CombinedKey> = {
  serializer: {
    serialize: (_topic, key) => Buffer.concat([prefix(key.foreignKey), v8serialize(key.primaryKey)]),
  },
  deserializer: {
    deserialize: (_topic, data) => {
      const length = data.readUInt32BE(0)
      return {
        foreignKey: v8deserialize(data.subarray(4, 4 + length)),
        primaryKey: v8deserialize(data.subarray(4 + length)),
      }
    },
  },
}
