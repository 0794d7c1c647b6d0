/**
 * The shape of most `KStreamKStream*JoinTest` cases: `topic1` joined with `topic2` (integer keys, string values,
 * `MockValueJoiner.TOSTRING_JOINER`) into a capturing processor; a script of pipes, each followed by Kafka's
 * `checkAndClearProcessResult` records.
 */
import { expect } from 'vitest'
import {
  Consumed,
  Serdes,
  StreamJoined,
  Stores,
  StreamsBuilder,
  type JoinWindows,
  type Serde,
} from '../../../src/index.js'
import { join, leftJoin, outerJoin, process } from '../../../src/operators.js'
import { capture, driverOf, intInput, streamsConfig, toStringJoiner, type Kvt } from './joinSupport.js'

/** One pipe into `topic1` or `topic2`: key, value (a number on a `long` topic2), timestamp. */
export type Pipe = readonly [1 | 2, number, string | number, number]

export interface ScriptStep {
  readonly pipe: readonly Pipe[]
  readonly expected: readonly Kvt[]
}

/**
 * Kafka's loop `for (i < count) inputTopicN.pipeInput(expectedKeys[i], prefix + expectedKeys[i], time [+ i])`:
 * keys `0..count-1`, values `prefix + key`, at `time` (plus the key when `stepPerKey` is 1).
 */
export const keyed = (
  topic: 1 | 2,
  prefix: string,
  time: number,
  count: number,
  stepPerKey: 0 | 1 = 0,
): Pipe[] =>
  Array.from({ length: count }, (_, key) => [topic, key, `${prefix}${key}`, time + stepPerKey * key])

/**
 * The `...WithInMemoryCustomSuppliers` cases' `StreamJoined`: in-memory window stores `in-memory-join-store` and
 * `in-memory-join-store-other` with the join's window size and a retention of size plus grace.
 */
export const withInMemorySuppliers =
  (windows: JoinWindows) =>
  <K, V, VO>(joined: StreamJoined<K, V, VO>): StreamJoined<K, V, VO> => {
    const retention = windows.size() + windows.gracePeriodMs()
    return joined
      .withThisStoreSupplier(
        Stores.inMemoryWindowStore('in-memory-join-store', retention, windows.size(), true),
      )
      .withOtherStoreSupplier(
        Stores.inMemoryWindowStore('in-memory-join-store-other', retention, windows.size(), true),
      )
  }

/** What a case sets beyond the join kind and windows. */
export interface ScriptOptions {
  /** The values of `topic2`: strings, or longs as in KStreamKStreamOuterJoinTest. */
  readonly otherValues?: 'string' | 'long'
  /** The `StreamJoined` built from the case's serdes (Kafka's `StreamJoined.with(...)` plus the case's additions). */
  readonly streamJoined?: (
    joined: StreamJoined<number, string, string | number>,
  ) => StreamJoined<number, string, string | number>
  /** Kafka's `assertEquals(n, driver.getAllStateStores().size())`. */
  readonly stateStores?: number
}

export const runStreamStreamScript = async (
  kind: 'inner' | 'left' | 'outer',
  windows: JoinWindows,
  steps: readonly ScriptStep[],
  options: ScriptOptions = {},
): Promise<void> => {
  const builder = new StreamsBuilder()
  const otherSerde = (options.otherValues === 'long' ? Serdes.long() : Serdes.string()) as Serde<
    string | number
  >
  const withSerdes = StreamJoined.with(Serdes.integer(), Serdes.string(), otherSerde)
  const joined = options.streamJoined === undefined ? withSerdes : options.streamJoined(withSerdes)
  const stream1 = builder.stream('topic1', Consumed.with(Serdes.integer(), Serdes.string()))
  const stream2 = builder.stream('topic2', Consumed.with(Serdes.integer(), otherSerde))
  const op =
    kind === 'inner'
      ? join(stream2, toStringJoiner, windows, joined)
      : kind === 'left'
        ? leftJoin(stream2, toStringJoiner, windows, joined)
        : outerJoin(stream2, toStringJoiner, windows, joined)
  const proc = capture<number, string>()
  stream1.pipe(op, process(proc.supplier))
  const topology = builder.build()
  expect(topology.copartitionGroups().map((g) => [...g].sort())).toEqual([['topic1', 'topic2']])
  const driver = await driverOf(topology, streamsConfig(Serdes.string() as never, Serdes.string() as never))
  if (options.stateStores !== undefined) expect(driver.getAllStateStores().size).toBe(options.stateStores)
  const topic1 = intInput(driver, 'topic1')
  const topic2 = driver.createInputTopic('topic2', Serdes.integer(), otherSerde, { startTimestampMs: 0 })
  for (const [i, step] of steps.entries()) {
    for (const [topic, key, value, timestamp] of step.pipe) {
      if (topic === 1) topic1.pipeInput(key, value as string, timestamp)
      else topic2.pipeInput(key, value, timestamp)
    }
    expect(proc.take(), `after step ${i}`).toEqual(step.expected)
  }
  await driver.close()
}
