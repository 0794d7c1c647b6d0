import type { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { StreamsBuilder as Builder } from '../../src/dsl/StreamsBuilder.js'
import type { OptimizationConfig } from '../../src/optimizer/optimizationConfig.js'
import type { Serde } from '../../src/serde/Serde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { KeyValueIterator } from '../../src/state/KeyValueIterator.js'
import type { ValueAndTimestamp } from '../../src/state/ValueAndTimestamp.js'
import type { Windowed } from '../../src/core/windows/Windowed.js'
import type { TaskLogger } from '../../src/runtime/task/TaskLogger.js'
import { TopologyTestDriver } from '../../src/testing/TopologyTestDriver.js'
import type { DriverScenario } from '../goldens/driverScenarios.js'

type Scalar = string | number | null

/** One output record as the goldens write it. */
export interface ObservedRecord {
  readonly key: Scalar
  readonly value: Scalar
  readonly timestamp: number
  readonly step: number
}

/** One store entry as the goldens write it. */
export type ObservedEntry = { readonly key: Scalar; readonly value: Scalar } & Partial<
  Record<'timestamp' | 'start' | 'end', number>
>

/** What a scenario produced: records per output topic (with the step that produced each) and store contents. */
export interface ScenarioRun {
  readonly outputTopics: Record<string, ObservedRecord[]>
  readonly stores: Record<string, { type: string; entries: ObservedEntry[] }>
}

const serdes: Record<'string' | 'long' | 'integer', Serde<Scalar>> = {
  string: Serdes.string() as Serde<Scalar>,
  long: Serdes.long() as Serde<Scalar>,
  integer: Serdes.integer() as Serde<Scalar>,
}

const quiet: TaskLogger = { warn: () => undefined, error: () => undefined }

const drain = <K, V, E>(iterator: KeyValueIterator<K, V>, row: (key: K, value: V) => E): E[] => {
  const rows: E[] = []
  try {
    for (const { key, value } of iterator) rows.push(row(key, value))
  } finally {
    iterator.close()
  }
  return rows
}

/**
 * Runs a DriverCatalogue scenario through our TopologyTestDriver with the harness defaults (README.md), reading
 * every output topic after each step so each record carries the step that produced it.
 */
export const runScenario = async (
  scenario: DriverScenario,
  program: (builder: StreamsBuilder) => void,
): Promise<ScenarioRun> => {
  const { input } = scenario
  const config: Record<string, unknown> = {
    'application.id': 'driver',
    'bootstrap.servers': '127.0.0.1:9092',
    'default.key.serde': Serdes.string(),
    'default.value.serde': Serdes.string(),
    'statestore.cache.max.bytes': 0,
    ...input.config,
  }
  const builder = new Builder()
  program(builder)
  const optimization = (input.config?.['topology.optimization'] ?? 'none') as OptimizationConfig
  const topology = builder.build({ 'topology.optimization': optimization })
  const driver = await TopologyTestDriver.create(topology, config, { logger: quiet, print: () => undefined })
  try {
    const inputs = new Map(
      Object.entries(input.inputTopics).map(([topic, s]) => [
        topic,
        driver.createInputTopic<Scalar, Scalar>(topic, serdes[s.key], serdes[s.value]),
      ]),
    )
    const outputs = Object.entries(input.outputTopics).map(
      ([topic, s]) =>
        [topic, driver.createOutputTopic<Scalar, Scalar>(topic, serdes[s.key], serdes[s.value])] as const,
    )
    const outputTopics: Record<string, ObservedRecord[]> = Object.fromEntries(outputs.map(([t]) => [t, []]))
    input.steps.forEach((step, index) => {
      if ('advanceWallClockMs' in step) driver.advanceWallClockTime(step.advanceWallClockMs)
      else inputs.get(step.topic)?.pipeInput(step.key, step.value, step.timestamp)
      for (const [topic, output] of outputs) {
        for (const r of output.readRecordsToList()) {
          outputTopics[topic]?.push({ key: r.key, value: r.value, timestamp: r.timestamp ?? -1, step: index })
        }
      }
    })
    const stores: ScenarioRun['stores'] = {}
    for (const name of input.stores ?? []) stores[name] = readStore(driver, name)
    return { outputTopics, stores }
  } finally {
    await driver.close()
  }
}

const readStore = (driver: TopologyTestDriver, name: string): { type: string; entries: ObservedEntry[] } => {
  const timestamped = driver.getTimestampedKeyValueStore<Scalar, Scalar>(name)
  if (timestamped !== undefined) {
    return {
      type: 'timestampedKeyValue',
      entries: drain(timestamped.all(), (key, v) => ({ key, value: v.value, timestamp: v.timestamp })),
    }
  }
  const plain = driver.getKeyValueStore<Scalar, Scalar>(name)
  if (plain !== undefined)
    return { type: 'keyValue', entries: drain(plain.all(), (key, value) => ({ key, value })) }
  const windowed = (key: Windowed<Scalar>) => ({ key: key.key, start: key.window.start, end: key.window.end })
  const tsWindow = driver.getTimestampedWindowStore<Scalar, Scalar>(name)
  if (tsWindow !== undefined) {
    return {
      type: 'timestampedWindow',
      entries: drain(tsWindow.all(), (key, v: ValueAndTimestamp<Scalar>) => ({
        ...windowed(key),
        value: v.value,
        timestamp: v.timestamp,
      })),
    }
  }
  const window = driver.getWindowStore<Scalar, Scalar>(name)
  if (window !== undefined) {
    return { type: 'window', entries: drain(window.all(), (key, value) => ({ ...windowed(key), value })) }
  }
  const session = driver.getSessionStore<Scalar, Scalar>(name)
  if (session !== undefined) {
    return {
      type: 'session',
      entries: drain(session.fetch(undefined, undefined), (key, value) => ({ ...windowed(key), value })),
    }
  }
  return { type: 'missing', entries: [] }
}
