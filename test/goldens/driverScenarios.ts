import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import * as t from 'io-ts'
import { readGoldenJson } from './readGoldenJson.js'

/** Folder of the TopologyTestDriver scenarios (formats in its README.md). */
export const driverScenariosDir = join(import.meta.dirname, 'driver')

const SerdeName = t.keyof({ string: null, long: null, integer: null })
const Scalar = t.union([t.string, t.number, t.null])
const TopicSerdes = t.type({ key: SerdeName, value: SerdeName })

/** A step that pipes one record into an input topic. */
export const RecordStep = t.type({ topic: t.string, key: Scalar, value: Scalar, timestamp: t.number })

/** A step that advances the driver's wall clock. */
export const WallClockStep = t.type({ advanceWallClockMs: t.number })

/** `<scenario>.input.json`. */
export const ScenarioInput = t.intersection([
  t.type({
    description: t.string,
    topology: t.string,
    inputTopics: t.record(t.string, TopicSerdes),
    outputTopics: t.record(t.string, TopicSerdes),
    steps: t.array(t.union([RecordStep, WallClockStep])),
  }),
  t.partial({ config: t.record(t.string, t.string), stores: t.array(t.string) }),
])

const OutputRecord = t.type({ key: Scalar, value: Scalar, timestamp: t.number, step: t.number })
const StoreEntry = t.intersection([
  t.type({ key: Scalar, value: Scalar }),
  t.partial({ timestamp: t.number, start: t.number, end: t.number }),
])
const StoreType = t.keyof({
  keyValue: null,
  timestampedKeyValue: null,
  window: null,
  timestampedWindow: null,
  session: null,
})

/** `<scenario>.output.json`, written by the Java harness. */
export const ScenarioOutput = t.type({
  scenario: t.string,
  topology: t.string,
  outputTopics: t.record(t.string, t.array(OutputRecord)),
  stores: t.record(t.string, t.type({ type: StoreType, entries: t.array(StoreEntry) })),
})

/** One scenario: its name, the input file's content and Java's output. */
export interface DriverScenario {
  readonly name: string
  readonly input: t.TypeOf<typeof ScenarioInput>
  readonly expected: t.TypeOf<typeof ScenarioOutput>
}

const INPUT_SUFFIX = '.input.json'

/**
 * Every TopologyTestDriver scenario, sorted by name. `input.topology` names the DriverCatalogue.java method
 * the TypeScript port mirrors.
 *
 * @example
 * for (const s of driverScenarios()) it(s.name, () => expect(run(s.input)).toEqual(s.expected.outputTopics))
 */
export const driverScenarios = (): readonly DriverScenario[] =>
  readdirSync(driverScenariosDir)
    .filter((file) => file.endsWith(INPUT_SUFFIX))
    .sort()
    .map((file) => {
      const name = file.slice(0, -INPUT_SUFFIX.length)
      return {
        name,
        input: readGoldenJson(join(driverScenariosDir, file), ScenarioInput),
        expected: readGoldenJson(join(driverScenariosDir, `${name}.output.json`), ScenarioOutput),
      }
    })
