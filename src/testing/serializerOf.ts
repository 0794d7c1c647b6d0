import type { Deserializer, Serde, Serializer } from '../serde/Serde.js'

/**
 * The serializer of a serde, or the serializer itself (the driver accepts either, as Java takes serializers).
 * @category Testing
 * @since 0.1.0
 */
export const serializerOf = <T>(s: Serde<T> | Serializer<T>): Serializer<T> =>
  'serializer' in s ? s.serializer : s

/**
 * The deserializer of a serde, or the deserializer itself.
 * @category Testing
 * @since 0.1.0
 */
export const deserializerOf = <T>(s: Serde<T> | Deserializer<T>): Deserializer<T> =>
  'deserializer' in s ? s.deserializer : s
