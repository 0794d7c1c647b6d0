import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { KStream } from '../../src/dsl/KStream.js'
import { KeyValue } from '../../src/core/KeyValue.js'
import { count } from '../../src/dsl/operators/count.js'
import { filter } from '../../src/dsl/operators/filter.js'
import { flatMapValues } from '../../src/dsl/operators/flatMapValues.js'
import { groupByKey } from '../../src/dsl/operators/groupByKey.js'
import { map } from '../../src/dsl/operators/map.js'
import { mapValues } from '../../src/dsl/operators/mapValues.js'
import { merge } from '../../src/dsl/operators/merge.js'
import { reduce } from '../../src/dsl/operators/reduce.js'
import { selectKey } from '../../src/dsl/operators/selectKey.js'
import { to } from '../../src/dsl/operators/to.js'
import { toStream } from '../../src/dsl/operators/toStream.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import type { TaskLogger } from '../../src/runtime/task/TaskLogger.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { TopologyTestDriver } from '../../src/testing/TopologyTestDriver.js'

type S = KStream<string, string>

/** Operators a random pipeline is made of; aggregations after a key change go through repartition topics. */
const operators: readonly ((s: S) => S)[] = [
  (s) => s.pipe(filter((_k, v) => !v.endsWith('x'))),
  (s) => s.pipe(mapValues((v) => `${v}y`)),
  (s) => s.pipe(selectKey((_k, v) => v.slice(0, 1))),
  (s) => s.pipe(map((k, v) => KeyValue.pair(v.slice(-1), `${k}${v}`))),
  (s) => s.pipe(flatMapValues((v) => [v, `${v}x`])),
  (s) => s.pipe(groupByKey(), count(), toStream(), mapValues(String)),
  (s) =>
    s.pipe(
      groupByKey(),
      reduce((a, b) => `${b}${a}`.slice(0, 6)),
      toStream(),
    ),
]

const TOPICS = ['a', 'b'] as const
const SINKS = ['out-1', 'out-2'] as const

const pipelines = fc.array(
  fc.record({
    topic: fc.constantFrom(...TOPICS),
    ops: fc.array(fc.nat(operators.length - 1), { maxLength: 4 }),
    sink: fc.constantFrom(...SINKS),
    mergeWithPrevious: fc.boolean(),
  }),
  { minLength: 1, maxLength: 3 },
)

const inputs = fc.array(
  fc.record({
    topic: fc.constantFrom(...TOPICS),
    key: fc.constantFrom('k', 'm', 'n'),
    value: fc.stringMatching(/^[a-c]{1,3}$/),
  }),
  { minLength: 1, maxLength: 12 },
)

interface Pipeline {
  readonly topic: string
  readonly ops: readonly number[]
  readonly sink: string
  readonly mergeWithPrevious: boolean
}

const quiet: TaskLogger = { warn: () => undefined, error: () => undefined }

const run = async (
  pipeline: readonly Pipeline[],
  records: readonly { topic: string; key: string; value: string }[],
  optimization: 'all' | 'none',
): Promise<Record<string, unknown[]>> => {
  const builder = new StreamsBuilder()
  let previous: S | undefined
  for (const p of pipeline) {
    let stream: S = builder.stream<string, string>(p.topic)
    for (const op of p.ops) stream = (operators[op] as (s: S) => S)(stream)
    if (p.mergeWithPrevious && previous !== undefined) stream = stream.pipe(merge(previous))
    stream.pipe(to(p.sink))
    previous = stream
  }
  const driver = await TopologyTestDriver.create(
    builder.build({ 'topology.optimization': optimization }),
    {
      'application.id': 'property',
      'default.key.serde': Serdes.string(),
      'default.value.serde': Serdes.string(),
      'statestore.cache.max.bytes': 0,
    },
    { logger: quiet },
  )
  try {
    const read = new Set(pipeline.map((p) => p.topic))
    records.forEach((r, i) => {
      if (read.has(r.topic))
        driver.createInputTopic(r.topic, Serdes.string(), Serdes.string()).pipeInput(r.key, r.value, i)
    })
    return Object.fromEntries(
      SINKS.map((sink) => [
        sink,
        driver
          .createOutputTopic(sink, Serdes.string(), Serdes.string())
          .readRecordsToList()
          .map((r) => [r.key, r.value, r.timestamp]),
      ]),
    )
  } finally {
    await driver.close()
  }
}

describe('optimized and unoptimized topologies', () => {
  it('produce identical output in the driver, for random pipelines and random inputs', async () => {
    await fc.assert(
      fc.asyncProperty(pipelines, inputs, async (pipeline, records) => {
        expect(await run(pipeline, records, 'all')).toEqual(await run(pipeline, records, 'none'))
      }),
      { numRuns: 40 },
    )
  }, 60_000)
})
