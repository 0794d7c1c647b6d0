import { Serdes, type ProcessorSupplier, type TaskLogger } from '../../../src/index.js'

/** What Kafka's `KeyValueTimestamp` holds: one record a processor saw. */
export interface Kvt<K, V> {
  readonly key: K
  readonly value: V
  readonly timestamp: number
}

/** Kafka's `new KeyValueTimestamp<>(key, value, timestamp)`. */
export const kvt = <K, V>(key: K, value: V, timestamp: number): Kvt<K, V> => ({ key, value, timestamp })

/** A windowed key as plain data (`{ key, window: { start, end } }`), so `toEqual` compares it structurally. */
export const plainKey = (key: unknown): unknown => {
  if (typeof key !== 'object' || key === null || !('window' in key) || !('key' in key)) return key
  const { start, end } = key.window as { start: number; end: number }
  return { key: key.key, window: { start, end } }
}

/** Kafka's `new Windowed<>(key, new TimeWindow(start, end))` (or a `SessionWindow`), as plain data. */
export const windowed = <K>(
  key: K,
  start: number,
  end: number,
): { key: K; window: { start: number; end: number } } => ({
  key,
  window: { start, end },
})

/** The map key {@link Capture.lastValueAndTimestampPerKey} uses: windowed keys by key and window bounds. */
export const keyId = (key: unknown): string => JSON.stringify(plainKey(key))

/** Kafka's `MockApiProcessor`, as seen by a test: what it processed and the last value per key. */
export interface Capture<K, V> {
  readonly supplier: ProcessorSupplier<K, V, never, never>
  /** Every record processed, in order (windowed keys as plain data). */
  readonly processed: Kvt<K, V>[]
  /** The last non-null value and its timestamp per key; a null value removes the key, as Kafka's mock. */
  readonly lastValueAndTimestampPerKey: Map<string, { value: V; timestamp: number }>
  /** Kafka's `checkAndClearProcessResult`: returns what was processed since the last call and forgets it. */
  readonly takeProcessed: () => Kvt<K, V>[]
}

/**
 * Kafka's `MockApiProcessorSupplier`: a terminal processor recording every record it receives, in order.
 * @example
 * const sink = capture<string, number>()
 * counts.pipe(toStream(), process(sink.supplier))
 */
export const capture = <K, V>(): Capture<K, V> => {
  const processed: Kvt<K, V>[] = []
  const last = new Map<string, { value: V; timestamp: number }>()
  return {
    processed,
    lastValueAndTimestampPerKey: last,
    takeProcessed: () => processed.splice(0, processed.length),
    supplier: {
      get: () => ({
        process: (record) => {
          processed.push(kvt(plainKey(record.key) as K, record.value, record.timestamp))
          if (record.value === null || record.value === undefined) last.delete(keyId(record.key))
          else last.set(keyId(record.key), { value: record.value, timestamp: record.timestamp })
        },
      }),
    },
  }
}

/** Kafka's `StreamsTestUtils.getStreamsConfig(Serdes.String(), Serdes.String())`, as our driver config. */
export const stringConfig = {
  'application.id': 'kafka-suite',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
} as const

/** A driver logger recording every warning and error, as Kafka's `LogCaptureAppender`. */
export const recordingLogger = (): TaskLogger & { readonly lines: string[] } => {
  const lines: string[] = []
  return { lines, warn: (m) => void lines.push(m), error: (m) => void lines.push(m) }
}
