/**
 * The fixture of `KStreamGlobalKTableJoinTest` and `KStreamGlobalKTableLeftJoinTest`: `streamTopic` joined with
 * the global table over `globalTableTopic` through a key mapper reading the foreign key after the value's comma,
 * into a capturing processor; the stream's input topic advances 1 ms per record.
 */
import { Consumed, Serdes, StreamsBuilder, type Topology } from '../../../src/index.js'
import { join, leftJoin, process } from '../../../src/operators.js'
import type { TopologyTestDriver } from '../../../src/testing/index.js'
import { capture, driverOf, toStringJoiner, type Kvt } from './joinSupport.js'

const expectedKeys = [0, 1, 2, 3] as const

export interface GlobalTableFixture {
  readonly topology: Topology
  readonly driver: TopologyTestDriver
  readonly take: () => Kvt[]
  readonly pushToStream: (
    messageCount: number,
    valuePrefix: string,
    includeForeignKey: boolean,
    includeNullKey: boolean,
  ) => void
  readonly pushToGlobalTable: (messageCount: number, valuePrefix: string) => void
  readonly pushNullValueToGlobalTable: (messageCount: number) => void
}

export const globalTableFixture = async (kind: 'inner' | 'left'): Promise<GlobalTableFixture> => {
  const builder = new StreamsBuilder()
  const stream = builder.stream('streamTopic', Consumed.with(Serdes.integer(), Serdes.string()))
  const table = builder.globalTable('globalTableTopic', Consumed.with(Serdes.string(), Serdes.string()))
  // value of stream optionally contains key of table
  const keyMapper = (_key: number, value: string): string | null => {
    const tokens = value.split(',')
    return tokens.length > 1 ? tokens[1]! : null
  }
  const proc = capture<number, string>()
  stream.pipe(
    kind === 'inner' ? join(table, keyMapper, toStringJoiner) : leftJoin(table, keyMapper, toStringJoiner),
    process(proc.supplier),
  )
  const topology = builder.build()
  const driver = await driverOf(topology)
  const inputStreamTopic = driver.createInputTopic('streamTopic', Serdes.integer(), Serdes.string(), {
    startTimestampMs: 0,
    autoAdvanceMs: 1,
  })
  const inputTableTopic = driver.createInputTopic('globalTableTopic', Serdes.string(), Serdes.string())
  return {
    topology,
    driver,
    take: proc.take,
    pushToStream: (messageCount, valuePrefix, includeForeignKey, includeNullKey) => {
      for (let i = 0; i < messageCount; i++) {
        const value = valuePrefix + expectedKeys[i] + (includeForeignKey ? `,FKey${expectedKeys[i]}` : '')
        inputStreamTopic.pipeInput(includeNullKey && i === 0 ? null : expectedKeys[i]!, value)
      }
    },
    pushToGlobalTable: (messageCount, valuePrefix) => {
      for (let i = 0; i < messageCount; i++) {
        inputTableTopic.pipeInput(`FKey${expectedKeys[i]}`, valuePrefix + expectedKeys[i])
      }
    },
    pushNullValueToGlobalTable: (messageCount) => {
      for (let i = 0; i < messageCount; i++) inputTableTopic.pipeInput(`FKey${expectedKeys[i]}`, null)
    },
  }
}
