import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { KStream } from '../../src/dsl/KStream.js'
import { KeyValue } from '../../src/core/KeyValue.js'
import { count } from '../../src/dsl/operators/count.js'
import { filter } from '../../src/dsl/operators/filter.js'
import { groupByKey } from '../../src/dsl/operators/groupByKey.js'
import { toStream } from '../../src/dsl/operators/toStream.js'
import { filterNot } from '../../src/dsl/operators/filterNot.js'
import { flatMap } from '../../src/dsl/operators/flatMap.js'
import { flatMapValues } from '../../src/dsl/operators/flatMapValues.js'
import { map } from '../../src/dsl/operators/map.js'
import { mapValues } from '../../src/dsl/operators/mapValues.js'
import { merge } from '../../src/dsl/operators/merge.js'
import { peek } from '../../src/dsl/operators/peek.js'
import { selectKey } from '../../src/dsl/operators/selectKey.js'
import { to } from '../../src/dsl/operators/to.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import type { Topology } from '../../src/topology/Topology.js'

type S = KStream<string, string>

/** Steps a random pipeline is made of: stateless ones, and a count (which repartitions after a key change). */
const steps: readonly ((s: S) => S)[] = [
  (s) => s.pipe(filter((_k, v) => v.length > 1)),
  (s) => s.pipe(filterNot((k) => k === '')),
  (s) => s.pipe(mapValues((v) => v.toUpperCase())),
  (s) => s.pipe(map((k, v) => KeyValue.pair(v, k))),
  (s) => s.pipe(selectKey((_k, v) => v)),
  (s) => s.pipe(flatMapValues((v) => [v, v])),
  (s) => s.pipe(flatMap((k, v) => [KeyValue.pair(k, v)])),
  (s) => s.pipe(peek(() => undefined)),
  (s) => s.pipe(groupByKey(), count(), toStream(), mapValues(String)),
]

/** A random program: a few input topics, each piped through random steps, optionally merged, into sinks. */
const program = fc.record({
  inputs: fc.array(
    fc.record({
      topic: fc.constantFrom('a', 'b', 'c', 'd'),
      ops: fc.array(fc.nat(steps.length - 1), { maxLength: 6 }),
      sink: fc.constantFrom('out-1', 'out-2', 'out-3'),
      mergeWithPrevious: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  ),
})

interface Program {
  readonly inputs: readonly { topic: string; ops: number[]; sink: string; mergeWithPrevious: boolean }[]
}

const build = (p: Program, optimization: string): Topology => {
  const builder = new StreamsBuilder()
  let previous: S | undefined
  for (const input of p.inputs) {
    let stream: S = builder.stream<string, string>(input.topic)
    for (const op of input.ops) stream = (steps[op] as (s: S) => S)(stream)
    if (input.mergeWithPrevious && previous !== undefined) stream = stream.pipe(merge(previous))
    stream.pipe(to(input.sink))
    previous = stream
  }
  return builder.build({ 'topology.optimization': optimization })
}

/** The user topics a topology reads and writes (its own repartition topics left out). */
const endpoints = (topology: Topology): { sources: string[]; sinks: string[] } => {
  const internal = new Set(topology.internalTopics().map((t) => t.name))
  const external = (topics: string[]): string[] => [...new Set(topics.filter((t) => !internal.has(t)))].sort()
  return {
    sources: external(topology.subtopologies.flatMap((s) => [...s.sourceTopics])),
    sinks: external(topology.subtopologies.flatMap((s) => [...s.sinkTopics])),
  }
}

describe('optimized and unoptimized topologies', () => {
  it('read the same source topics and write the same sink topics, for random pipelines', () => {
    fc.assert(
      fc.property(program, (p) => {
        const plain = endpoints(build(p, 'none'))
        const optimized = endpoints(build(p, 'all'))
        expect(optimized).toEqual(plain)
        expect(plain.sources).toEqual([...new Set(p.inputs.map((i) => i.topic))].sort())
        expect(plain.sinks).toEqual([...new Set(p.inputs.map((i) => i.sink))].sort())
      }),
      { numRuns: 200 },
    )
  })
})
