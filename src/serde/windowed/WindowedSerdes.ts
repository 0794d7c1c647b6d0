import { validateInteger } from '../../core/validateInteger.js'
import { END_OF_TIME } from '../../core/windows/UnlimitedWindows.js'
import { windowed, type Windowed } from '../../core/windows/Windowed.js'
import { serdeFrom, type Serde } from '../Serde.js'
import { SerializationError } from '../SerializationError.js'
import { readWindowTimestamp, writeWindowTimestamp } from './windowTimestamp.js'

const TIMESTAMP_SIZE = 8

const expectAtLeast = (data: Buffer, length: number, topic: string, what: string): void => {
  if (data.length < length) {
    throw new SerializationError(
      `A ${what} key needs at least ${length} bytes (the window bounds), but the record on '${topic}' has ${data.length}.`,
      topic,
    )
  }
}

/**
 * Serde for keys of time windows (tumbling, hopping, unlimited), byte-compatible with Java's
 * `WindowedSerdes.timeWindowedSerdeFrom(type, windowSize)`: the inner key bytes, then the window start as an 8-byte
 * big-endian long. The end is not written; reading computes `start + windowSizeMs` (at most {@link END_OF_TIME}).
 * @example
 * const serde = WindowedSerdes.timeWindowedSerdeFrom(Serdes.string(), 60_000)
 * serde.serializer.serialize('t', { key: 'a', window: { start: 0, end: 60_000 } }) // 61 00 00 00 00 00 00 00 00
 * @category Building topologies
 * @since 0.1.0
 */
const timeWindowedSerdeFrom = <K>(inner: Serde<K>, windowSizeMs: number): Serde<Windowed<K>> => {
  validateInteger(windowSizeMs, 'windowSize', 1)
  return withInner(
    inner,
    serdeFrom(
      (data, topic) => {
        const key = inner.serializer.serialize(topic, data.key)
        const out = Buffer.allocUnsafe(key.length + TIMESTAMP_SIZE)
        key.copy(out, 0)
        writeWindowTimestamp(out, key.length, data.window.start, topic)
        return out
      },
      (data, topic) => {
        expectAtLeast(data, TIMESTAMP_SIZE, topic, 'time-windowed')
        const keyLength = data.length - TIMESTAMP_SIZE
        const start = readWindowTimestamp(data, keyLength, topic)
        const key = inner.deserializer.deserialize(topic, data.subarray(0, keyLength))
        return windowed(key, { start, end: Math.min(END_OF_TIME, start + windowSizeMs) })
      },
    ),
  )
}

/**
 * Serde for keys of session windows, byte-compatible with Java's `WindowedSerdes.sessionWindowedSerdeFrom(type)`
 * (`SessionKeySchema`): the inner key bytes, then the session end, then its start, each an 8-byte big-endian long.
 * @example
 * const serde = WindowedSerdes.sessionWindowedSerdeFrom(Serdes.string())
 * serde.serializer.serialize('t', { key: 'a', window: { start: 1, end: 2 } }) // 61, end 2, start 1
 * @category Building topologies
 * @since 0.1.0
 */
const sessionWindowedSerdeFrom = <K>(inner: Serde<K>): Serde<Windowed<K>> =>
  withInner(
    inner,
    serdeFrom(
      (data, topic) => {
        if (data.window.end < data.window.start) {
          throw new SerializationError(
            `A session window cannot end (${data.window.end}) before it starts (${data.window.start}) on '${topic}'.`,
            topic,
          )
        }
        const key = inner.serializer.serialize(topic, data.key)
        const out = Buffer.allocUnsafe(key.length + 2 * TIMESTAMP_SIZE)
        key.copy(out, 0)
        writeWindowTimestamp(out, key.length, data.window.end, topic)
        writeWindowTimestamp(out, key.length + TIMESTAMP_SIZE, data.window.start, topic)
        return out
      },
      (data, topic) => {
        expectAtLeast(data, 2 * TIMESTAMP_SIZE, topic, 'session-windowed')
        const keyLength = data.length - 2 * TIMESTAMP_SIZE
        const end = readWindowTimestamp(data, keyLength, topic)
        const start = readWindowTimestamp(data, keyLength + TIMESTAMP_SIZE, topic)
        const key = inner.deserializer.deserialize(topic, data.subarray(0, keyLength))
        return windowed(key, { start, end })
      },
    ),
  )

const inners = new WeakMap<Serde<unknown>, Serde<unknown>>()

const withInner = <K>(inner: Serde<K>, windowed: Serde<Windowed<K>>): Serde<Windowed<K>> => {
  inners.set(windowed as Serde<unknown>, inner as Serde<unknown>)
  return windowed
}

/**
 * The serde of the plain keys inside a serde made by {@link WindowedSerdes}, or undefined for any other serde.
 * @example
 * innerKeySerde(WindowedSerdes.sessionWindowedSerdeFrom(Serdes.string())) // the string serde
 * @category Building topologies
 * @since 0.1.0
 */
export const innerKeySerde = (serde: Serde<unknown> | undefined): Serde<unknown> | undefined =>
  serde === undefined ? undefined : inners.get(serde)

/**
 * Serdes for windowed keys, byte-compatible with Kafka's Java `WindowedSerdes`, so Java and TypeScript applications
 * can share windowed output topics.
 * @example
 * to('counts-out', Produced.with(WindowedSerdes.timeWindowedSerdeFrom(Serdes.string(), 60_000), Serdes.long()))
 * @category Building topologies
 * @since 0.1.0
 */
export const WindowedSerdes = { timeWindowedSerdeFrom, sessionWindowedSerdeFrom } as const
