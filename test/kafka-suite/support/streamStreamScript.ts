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

export const runStreamStreamScript = async (
  kind: 'inner' | 'left' | 'outer',
  windows: JoinWindows,
  steps: readonly ScriptStep[],
  otherValues: 'string' | 'long' = 'string',
): Promise<void> => {
  const builder = new StreamsBuilder()
  const otherSerde = (otherValues === 'long' ? Serdes.long() : Serdes.string()) as Serde<string | number>
  const joined = StreamJoined.with(Serdes.integer(), Serdes.string(), otherSerde)
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
  const driver = await driverOf(
    builder.build(),
    streamsConfig(Serdes.string() as never, Serdes.string() as never),
  )
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
