import { Serdes } from '../../../src/index.js'
import type { KeyValue, ProcessorSupplier, Windowed } from '../../../src/index.js'

/** What Kafka's `KeyValueTimestamp` holds: one record a processor saw. */
export interface Kvt<K, V> {
  readonly key: K
  readonly value: V
  readonly timestamp: number
}

/** Kafka's `new KeyValueTimestamp<>(key, value, timestamp)`. */
export const kvt = <K, V>(key: K, value: V, timestamp: number): Kvt<K, V> => ({ key, value, timestamp })

/** Kafka's `new Windowed<>(key, new TimeWindow(start, end))` (also session and sliding windows). */
export const windowed = <K>(key: K, start: number, end: number): Windowed<K> => ({
  key,
  window: { start, end },
})

/** A windowed key as plain data (`{ key, window: { start, end } }`), so `toEqual` compares it structurally. */
const plainKey = (key: unknown): unknown => {
  if (typeof key !== 'object' || key === null || !('window' in key) || !('key' in key)) return key
  const { start, end } = key.window as { start: number; end: number }
  return { key: key.key, window: { start, end } }
}

/**
 * Kafka's `MockApiProcessorSupplier`: a terminal processor recording every record it receives, in order.
 * @example
 * const sink = capture<Windowed<string>, number>()
 * counts.pipe(toStream(), process(sink.supplier))
 */
export const capture = <K, V>(): {
  readonly supplier: ProcessorSupplier<K, V, never, never>
  readonly processed: Kvt<K, V>[]
} => {
  const processed: Kvt<K, V>[] = []
  return {
    processed,
    supplier: {
      get: () => ({
        process: (record) => {
          processed.push(kvt(plainKey(record.key) as K, record.value, record.timestamp))
        },
      }),
    },
  }
}

/** Kafka's `StreamsTestUtils.toList`: drains an iterator into plain `{ key, value }` pairs and closes it. */
export const toList = <K, V>(
  iterator: Iterable<KeyValue<K, V>> & { close(): void },
): { key: K; value: V }[] => {
  const rows = [...iterator].map(({ key, value }) => ({ key: plainKey(key) as K, value }))
  iterator.close()
  return rows
}

/** Kafka's `StreamsTestUtils.getStreamsConfig(Serdes.String(), Serdes.String())`. */
export const stringConfig = {
  'application.id': 'kafka-suite-windows',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
} as const

/** Kafka's `MockReducer.STRING_ADDER`. */
export const stringAdder = (left: string, right: string): string => `${left}+${right}`

/** Kafka's `MockAggregator.TOSTRING_ADDER` (with `MockInitializer.STRING_INIT`, "0"). */
export const toStringAdder = (_key: unknown, value: unknown, aggregate: string): string =>
  `${aggregate}+${String(value)}`

/** Kafka's `MockInitializer.STRING_INIT`. */
export const stringInit = (): string => '0'

/** Java's `Windowed.toString()`: `[key@start/end]`. */
export const windowedString = (key: Windowed<unknown>): string =>
  `[${String(key.key)}@${key.window.start}/${key.window.end}]`

/** A logged line's `name=[value]` fields, for comparing with Kafka's log lines whatever their order. */
export const logFields = (line: string): Record<string, string> =>
  Object.fromEntries(
    [...line.matchAll(/(\w+)=(\[[^\]]*\)|\[[^\]]*\])/g)].map((m): [string, string] => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  )

/** A logger collecting warnings, for the driver's `logger` option. */
export const collectingLogger = (): {
  readonly warnings: string[]
  warn(m: string): void
  error(m: string): void
} => {
  const warnings: string[] = []
  return { warnings, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) }
}

/** Kafka's `checkAndClearProcessResult`: what a capture saw since the last call. */
export const drain = <K, V>(sink: { readonly processed: Kvt<K, V>[] }): Kvt<K, V>[] =>
  sink.processed.splice(0, sink.processed.length)

/** Kafka's `MockAggregator.TOSTRING_REMOVER`. */
export const toStringRemover = (_key: unknown, value: unknown, aggregate: string): string =>
  `${aggregate}-${String(value)}`
