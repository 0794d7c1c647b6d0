import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import { serdeFrom, type Serde } from './Serde.js'
import { SerializationError } from './SerializationError.js'
import { isSafeInt64BE, readInt64BE, writeInt64BE } from './int64.js'

/*
 * Built-in serdes. Binary formats match Kafka's Java serdes byte for byte (big-endian integers, IEEE 754 doubles,
 * UTF-8 strings), so topics can be shared with Java applications.
 */

const expectLength = (data: Buffer, length: number, topic: string, type: string): void => {
  if (data.length !== length) {
    throw new SerializationError(
      `A ${type} needs exactly ${length} bytes, but the record on '${topic}' has ${data.length}.`,
      topic,
    )
  }
}

/** A code unit at or above 0x80. A string without one is ASCII: its UTF-8 bytes, read as latin1, are itself. */
const NON_ASCII = /[^\x00-\x7f]/

const isAscii = (data: string): boolean => !NON_ASCII.test(data)

const utf8 = (data: string): Buffer => Buffer.from(data, 'utf8')

const string = (): Serde<string> => ({
  serializer: {
    serialize: (_topic, data) => utf8(data),
    // An ASCII string is its own latin1 key; anything else (or a non-string, which `utf8` rejects) is encoded.
    serializeLatin1: (_topic, data) =>
      typeof data === 'string' && isAscii(data) ? data : utf8(data).toString('latin1'),
  },
  deserializer: { deserialize: (_topic, data) => data.toString('utf8') },
})

const long = (): Serde<number> =>
  serdeFrom(
    (data, topic) => {
      if (!Number.isSafeInteger(data)) {
        throw new SerializationError(
          `Serdes.long() encodes safe integers only; got ${data} for '${topic}'.`,
          topic,
        )
      }
      const out = Buffer.allocUnsafe(8)
      writeInt64BE(out, data)
      return out
    },
    (data, topic) => {
      expectLength(data, 8, topic, 'long')
      if (!isSafeInt64BE(data)) {
        throw new SerializationError(
          `The long ${data.readBigInt64BE()} on '${topic}' is outside JavaScript's safe integer range; use ` +
            `Serdes.bigint().`,
          topic,
        )
      }
      return readInt64BE(data)
    },
  )

const bigint = (): Serde<bigint> =>
  serdeFrom(
    (data) => {
      const out = Buffer.allocUnsafe(8)
      out.writeBigInt64BE(data)
      return out
    },
    (data, topic) => {
      expectLength(data, 8, topic, 'long')
      return data.readBigInt64BE()
    },
  )

const integer = (): Serde<number> =>
  serdeFrom(
    (data, topic) => {
      if (!Number.isInteger(data) || data < -2147483648 || data > 2147483647) {
        throw new SerializationError(
          `Serdes.integer() encodes 32-bit integers only; got ${data} for '${topic}'.`,
          topic,
        )
      }
      const out = Buffer.allocUnsafe(4)
      out.writeInt32BE(data)
      return out
    },
    (data, topic) => {
      expectLength(data, 4, topic, 'integer')
      return data.readInt32BE()
    },
  )

const double = (): Serde<number> =>
  serdeFrom(
    (data) => {
      const out = Buffer.allocUnsafe(8)
      out.writeDoubleBE(data)
      return out
    },
    (data, topic) => {
      expectLength(data, 8, topic, 'double')
      return data.readDoubleBE()
    },
  )

const boolean = (): Serde<boolean> =>
  serdeFrom(
    (data) => Buffer.from([data ? 1 : 0]),
    (data, topic) => {
      expectLength(data, 1, topic, 'boolean')
      if (data[0] !== 0 && data[0] !== 1)
        throw new SerializationError(`A boolean is byte 0 or 1; got ${data[0]} on '${topic}'.`, topic)
      return data[0] === 1
    },
  )

const bytes = (): Serde<Buffer> =>
  serdeFrom(
    (data) => data,
    (data) => data,
  )

/** What a refused value was, without its content (a value may hold a secret). */
const kindOf = (data: unknown): string =>
  data === null ? 'null' : Array.isArray(data) ? 'an array' : `a value of type ${typeof data}`

/** JSON validated by an io-ts codec both ways: a value the codec refuses (`null` unless it allows it) is not written. */
const json = <A, O = A>(codec: t.Type<A, O, unknown>): Serde<A> =>
  serdeFrom(
    (data, topic) => {
      if (!codec.is(data))
        throw new SerializationError(
          `The value for '${topic}' does not match ${codec.name} (got ${kindOf(data)}); it was not written.`,
          topic,
        )
      return Buffer.from(JSON.stringify(codec.encode(data)), 'utf8')
    },
    (data, topic) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(data.toString('utf8'))
      } catch (cause) {
        throw new SerializationError(`The record on '${topic}' is not valid JSON.`, topic, { cause })
      }
      const decoded = codec.decode(parsed)
      if (E.isLeft(decoded)) {
        const reasons = PathReporter.report(decoded).join('; ')
        throw new SerializationError(
          `The record on '${topic}' does not match ${codec.name}: ${reasons}`,
          topic,
        )
      }
      return decoded.right
    },
  )

/**
 * Built-in serdes, named as Kafka's `Serdes` (in TypeScript casing).
 * @example
 * builder.stream('in', { key: Serdes.string(), value: Serdes.long() })
 * @category Building topologies
 * @since 0.1.0
 */
export const Serdes = { string, long, bigint, integer, double, boolean, bytes, json } as const
