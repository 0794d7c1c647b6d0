import { SerializationError } from '../SerializationError.js'
import { END_OF_TIME } from '../../core/windows/UnlimitedWindows.js'

const LONG_MAX = 2n ** 63n - 1n

/**
 * Writes a window bound as Java's 8-byte big-endian long at `offset`; {@link END_OF_TIME} becomes `Long.MAX_VALUE`,
 * as Java writes the end of an unlimited window.
 * @throws SerializationError for a negative or fractional bound (Java's windows start at 0 or later)
 * @example
 * writeWindowTimestamp(buffer, 0, 60_000, 't')
 * @category Building topologies
 * @since 0.1.0
 */
export const writeWindowTimestamp = (
  buffer: Buffer,
  offset: number,
  timestamp: number,
  topic: string,
): void => {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new SerializationError(
      `A window bound must be a whole, non-negative number of milliseconds; got ${timestamp} for '${topic}'.`,
      topic,
    )
  }
  buffer.writeBigInt64BE(timestamp === END_OF_TIME ? LONG_MAX : BigInt(timestamp), offset)
}

/**
 * Reads a window bound written by {@link writeWindowTimestamp} or by Java; anything past JavaScript's safe range
 * (such as `Long.MAX_VALUE`) reads as {@link END_OF_TIME}.
 * @throws SerializationError for a negative bound
 * @example
 * readWindowTimestamp(buffer, buffer.length - 8, 't')
 * @category Building topologies
 * @since 0.1.0
 */
export const readWindowTimestamp = (buffer: Buffer, offset: number, topic: string): number => {
  const value = buffer.readBigInt64BE(offset)
  if (value < 0n) {
    throw new SerializationError(`The window bound ${value} on '${topic}' is negative.`, topic)
  }
  return value >= BigInt(END_OF_TIME) ? END_OF_TIME : Number(value)
}
