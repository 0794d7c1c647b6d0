// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKStreamSelfJoinTest.java
// Kafka's oracle here is the plain inner join: the self-join rewrite (single.store.self.join, under
// topology.optimization=all) must emit exactly what the unoptimized join of the same input emits.
import { describe, expect, it } from 'vitest'
import { Consumed, JoinWindows, Serdes, StreamJoined, StreamsBuilder, type KStream } from '../../src/index.js'
import { join, process } from '../../src/operators.js'
import { capture, driverOf, streamsConfig, type Kvt } from './support/joinSupport.js'

const props = {
  ...streamsConfig(Serdes.string() as never, Serdes.string() as never),
  'topology.optimization': 'all',
}
const valueJoiner = (v: string, v2: string): string => v + v2
const strings = Consumed.with(Serdes.string(), Serdes.string())
const joined = StreamJoined.with(Serdes.string(), Serdes.string(), Serdes.string())

type Input = readonly [string, string, number]

/**
 * Kafka's shape: in one builder, a join over `topic2` run without optimization gives the expected records; then a
 * join over `topic1`, built with optimization (a self-join), must give the same.
 */
const selfJoinMatchesInnerJoin = async (
  windows: JoinWindows,
  twoStreams: boolean,
  inputs: readonly Input[],
): Promise<void> => {
  const streamsBuilder = new StreamsBuilder()
  const pair = (topic: string): [KStream<string, string>, KStream<string, string>] => {
    const first = streamsBuilder.stream(topic, strings)
    return [first, twoStreams ? streamsBuilder.stream(topic, strings) : first]
  }
  const pipe = (driver: Awaited<ReturnType<typeof driverOf>>, topic: string): void => {
    const input = driver.createInputTopic(topic, Serdes.string(), Serdes.string())
    for (const [k, v, ts] of inputs) input.pipeInput(k, v, ts)
  }

  // Inner join topology
  const innerJoinSupplier = capture<string, string>()
  const [stream3, stream4] = pair('topic2')
  stream3.pipe(join(stream4, valueJoiner, windows, joined), process(innerJoinSupplier.supplier))
  const innerDriver = await driverOf(streamsBuilder.build(), { 'application.id': 'inner-join' })
  pipe(innerDriver, 'topic2')
  const expected: Kvt<string, string>[] = innerJoinSupplier.take()
  await innerDriver.close()

  // Self join topology
  const selfJoinSupplier = capture<string, string>()
  const [stream1, stream2] = pair('topic1')
  stream1.pipe(join(stream2, valueJoiner, windows, joined), process(selfJoinSupplier.supplier))
  const selfJoinTopology = streamsBuilder.build(props)
  // the rewrite happened: no join processor pairs (KSTREAM-JOINTHIS/JOINOTHER) are left
  expect(selfJoinTopology.describe().toString()).not.toMatch(/Processor: KSTREAM-JOIN(THIS|OTHER)-/)
  const selfDriver = await driverOf(selfJoinTopology, props)
  pipe(selfDriver, 'topic1')
  // Then:
  expect(selfJoinSupplier.take()).toEqual(expected)
  expect(expected.length).toBeGreaterThan(0)
  await selfDriver.close()
}

describe('KStreamKStreamSelfJoinTest', () => {
  const simple: readonly Input[] = [
    ['A', '1', 1],
    ['B', '1', 2],
    ['A', '2', 3],
    ['B', '2', 4],
    ['B', '3', 5],
  ]

  it('shouldMatchInnerJoinWithSelfJoinWithSingleStream', async () => {
    await selfJoinMatchesInnerJoin(JoinWindows.ofTimeDifferenceWithNoGrace(100), false, simple)
  })

  it('shouldMatchInnerJoinWithSelfJoinWithTwoStreams', async () => {
    await selfJoinMatchesInnerJoin(JoinWindows.ofTimeDifferenceWithNoGrace(100), true, simple)
  })

  it('shouldMatchInnerJoinWithSelfJoinDifferentBeforeAfterWindows', async () => {
    await selfJoinMatchesInnerJoin(JoinWindows.ofTimeDifferenceAndGrace(11_000, 10_000), true, [
      ['A', '1', 0],
      ['A', '2', 11000],
      ['B', '1', 12000],
      ['A', '3', 13000],
      ['A', '4', 15000],
      ['C', '1', 16000],
      ['D', '1', 17000],
      ['A', '5', 30000],
    ])
  })

  it('shouldMatchInnerJoinWithSelfJoinOutOfOrderMessages', async () => {
    await selfJoinMatchesInnerJoin(JoinWindows.ofTimeDifferenceWithNoGrace(10_000), true, [
      ['A', '1', 0],
      ['A', '2', 9999],
      ['B', '1', 11000],
      ['A', '3', 13000],
      ['A', '4', 15000],
      ['C', '1', 16000],
      ['D', '1', 17000],
      ['A', '5', 30000],
      ['A', '5', 6000],
    ])
  })
})
