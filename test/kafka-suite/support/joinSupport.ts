/**
 * Shared pieces of the ported Kafka join tests: Kafka's `MockValueJoiner.TOSTRING_JOINER`, its test config
 * (`StreamsTestUtils.getStreamsConfig`), a capturing processor standing in for `MockApiProcessorSupplier`,
 * and short ways to pipe and read `[key, value, timestamp]` triples.
 */
import { Serdes, type ProcessorSupplier, type Serde } from '../../../src/index.js'
import type { Topology } from '../../../src/index.js'
import { TopologyTestDriver, type TestInputTopic, type TestOutputTopic } from '../../../src/testing/index.js'

/** A record as Kafka's `KeyValueTimestamp` prints it: key, value, timestamp. */
export type Kvt<K = number, V = string> = readonly [K | null, V | null, number]

/** `MockValueJoiner.TOSTRING_JOINER`: `value1 + "+" + value2`, Java's string concatenation (null prints "null"). */
export const toStringJoiner = (value1: unknown, value2: unknown): string => `${show(value1)}+${show(value2)}`

const show = (value: unknown): string => {
  if (value === null || value === undefined) return 'null'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** `StreamsTestUtils.getStreamsConfig(keySerde, valueSerde)`. */
export const streamsConfig = (
  keySerde: Serde<unknown> = Serdes.integer() as Serde<unknown>,
  valueSerde: Serde<unknown> = Serdes.string() as Serde<unknown>,
): Record<string, unknown> => ({
  'application.id': 'kafka-suite-joins',
  'bootstrap.servers': 'localhost:9091',
  'default.key.serde': keySerde,
  'default.value.serde': valueSerde,
})

/** Warnings a driver logged (skipped records and the like), kept off the console. */
export interface DriverLog {
  readonly warnings: string[]
}

/** A driver whose warnings go to `log` instead of the console. */
export const driverOf = async (
  topology: Topology,
  props: Record<string, unknown> = streamsConfig(),
  log: DriverLog = { warnings: [] },
): Promise<TopologyTestDriver> =>
  TopologyTestDriver.create(topology, props, {
    logger: { warn: (m) => void log.warnings.push(m), error: (m) => void log.warnings.push(m) },
  })

/** Integer keys and string values, read and written the way Kafka's join tests do. */
export const intInput = (driver: TopologyTestDriver, topic: string): TestInputTopic<number, string> =>
  driver.createInputTopic(topic, Serdes.integer(), Serdes.string(), { startTimestampMs: 0, autoAdvanceMs: 0 })

export const intOutput = (driver: TopologyTestDriver, topic: string): TestOutputTopic<number, string> =>
  driver.createOutputTopic(topic, Serdes.integer(), Serdes.string())

/** Pipes `[key, value, timestamp]` triples. */
export const pipeAll = <K, V>(input: TestInputTopic<K, V>, records: readonly Kvt<K, V>[]): void => {
  for (const [key, value, timestamp] of records) input.pipeInput(key, value, timestamp)
}

/** Reads every record of an output topic as `[key, value, timestamp]`. */
export const readAll = <K, V>(output: TestOutputTopic<K, V>): Kvt<K, V>[] =>
  output.readRecordsToList().map((r) => [r.key, r.value, r.timestamp ?? -1] as const)

/**
 * `MockApiProcessorSupplier`: a processor that records what reaches it; `take()` is
 * `checkAndClearProcessResult`'s left side (the records since the last take).
 */
export const capture = <K, V>(): {
  readonly supplier: ProcessorSupplier<K, V, never, never>
  readonly take: () => Kvt<K, V>[]
} => {
  let seen: Kvt<K, V>[] = []
  return {
    supplier: {
      get: () => ({ process: (record) => void seen.push([record.key, record.value, record.timestamp]) }),
    },
    take: () => {
      const taken = seen
      seen = []
      return taken
    },
  }
}
