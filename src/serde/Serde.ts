/**
 * Serializers, deserializers and serdes: how keys and values become bytes and back.
 * Null is never passed to a serde: callers map `null` to a null payload (a tombstone) themselves, through
 * {@link serializeNullable} and {@link deserializeNullable}, so that rule lives in one place.
 * @since 0.1.0
 */

/**
 * Turns a value into bytes.
 * @category Building topologies
 * @since 0.1.0
 */
export interface Serializer<T> {
  readonly serialize: (topic: string, data: T) => Buffer
  /**
   * Optional fast path for state stores, which key on bytes held as a latin1 string (one code unit per byte):
   * must return exactly `serialize(topic, data).toString('latin1')` and throw whenever `serialize` throws. A
   * serializer that can produce that string without building the bytes (the string serde, for ASCII strings)
   * offers it; stores call `serialize` when it is absent.
   */
  readonly serializeLatin1?: (topic: string, data: T) => string
}

/**
 * Turns bytes into a value; throws a {@link SerializationError} when the bytes are not a valid encoding.
 * @category Building topologies
 * @since 0.1.0
 */
export interface Deserializer<T> {
  readonly deserialize: (topic: string, data: Buffer) => T
}

/**
 * A serializer and deserializer pair, as Kafka's `Serde<T>`.
 * @example
 * const s: Serde<string> = Serdes.string()
 * s.deserializer.deserialize('t', s.serializer.serialize('t', 'hi')) // 'hi'
 * @category Building topologies
 * @since 0.1.0
 */
export interface Serde<T> {
  readonly serializer: Serializer<T>
  readonly deserializer: Deserializer<T>
}

/**
 * Builds a serde from two functions.
 * @category Building topologies
 * @since 0.1.0
 */
export const serdeFrom = <T>(
  serialize: (data: T, topic: string) => Buffer,
  deserialize: (data: Buffer, topic: string) => T,
): Serde<T> => ({
  serializer: { serialize: (topic, data) => serialize(data, topic) },
  deserializer: { deserialize: (topic, data) => deserialize(data, topic) },
})

/**
 * Serializes a value that may be null (a tombstone): null stays null.
 * @category Building topologies
 * @since 0.1.0
 */
export const serializeNullable = <T>(
  serializer: Serializer<T>,
  topic: string,
  data: T | null,
): Buffer | null => (data === null ? null : serializer.serialize(topic, data))

/**
 * Deserializes a payload that may be null (a tombstone): null stays null.
 * @category Building topologies
 * @since 0.1.0
 */
export const deserializeNullable = <T>(
  deserializer: Deserializer<T>,
  topic: string,
  data: Buffer | null,
): T | null => (data === null ? null : deserializer.deserialize(topic, data))
