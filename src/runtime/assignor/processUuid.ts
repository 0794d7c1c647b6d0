import { InvalidUserDataError } from './InvalidUserDataError.js'

const canonical = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether `text` is a UUID in canonical form (Kafka Streams' process id is one).
 * @example
 * isUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8') // true
 * @category model
 * @since 0.1.0
 */
export const isUuid = (text: string): boolean => canonical.test(text)

/**
 * The 16 bytes of a canonical UUID, most significant first (Java's `UUID` bits as Kafka writes them).
 * @throws InvalidUserDataError when `text` is not a canonical UUID
 * @example
 * uuidBytes('00000000-0000-0000-0000-000000000001').length // 16
 * @category destructors
 * @since 0.1.0
 */
export const uuidBytes = (text: string): Buffer => {
  if (!isUuid(text)) {
    throw new InvalidUserDataError(
      `The process id '${text}' is not a UUID (8-4-4-4-12 hex digits), as Kafka Streams requires.`,
    )
  }
  return Buffer.from(text.replaceAll('-', ''), 'hex')
}

/**
 * The canonical lower-case text of 16 UUID bytes.
 * @example
 * uuidText(Buffer.alloc(16)) // '00000000-0000-0000-0000-000000000000'
 * @category constructors
 * @since 0.1.0
 */
export const uuidText = (bytes: Buffer): string => {
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
