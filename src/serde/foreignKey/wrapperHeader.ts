import { SerializationError } from '../SerializationError.js'

/** The length of a Murmur3 hash in a wrapper: Java's two longs. */
export const HASH_BYTES = 16

/** The first byte of both wrappers: the version in the low 7 bits, the top bit set when no hash follows. */
export const versionByte = (version: number, hash: Buffer | null): number =>
  hash === null ? version | 0x80 : version

/** What a wrapper's first byte says, checked against the versions Kafka Streams 4.4 reads. */
export const readVersionByte = (
  data: Buffer,
  topic: string,
  what: string,
  maxVersion: number,
): { readonly version: number; readonly hashed: boolean } => {
  if (data.length === 0) throw new SerializationError(`A ${what} cannot be empty (topic ${topic}).`, topic)
  const first = data[0] as number
  const version = first & 0x7f
  if (version > maxVersion) {
    throw new SerializationError(
      `A ${what} of version ${String(version)} is newer than this library reads (at most ${String(maxVersion)}) ` +
        `on topic ${topic}: upgrade Tributary or keep the writer at Kafka Streams 4.4's format.`,
      topic,
    )
  }
  return { version, hashed: (first & 0x80) === 0 }
}

/** A wrapper shorter than its header says. */
export const truncated = (what: string, topic: string, length: number, needed: number): SerializationError =>
  new SerializationError(
    `A ${what} of ${String(length)} bytes is truncated (at least ${String(needed)} needed) on topic ${topic}.`,
    topic,
  )
