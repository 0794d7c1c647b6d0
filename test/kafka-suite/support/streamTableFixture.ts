/**
 * The fixture of `KStreamKTableJoinTest` and `KStreamKTableLeftJoinTest`: `streamTopic` joined with the table over
 * `tableTopic` into a capturing processor, and their `pushToStream` / `pushToTable` / `pushNullValueToTable`.
 */
import { Consumed, Serdes, StreamsBuilder, type Topology } from '../../../src/index.js'
import { join, leftJoin, process } from '../../../src/operators.js'
import type { TestInputTopic, TopologyTestDriver } from '../../../src/testing/index.js'
import {
  capture,
  driverOf,
  intInput,
  streamsConfig,
  toStringJoiner,
  type DriverLog,
  type Kvt,
} from './joinSupport.js'
import { seededRandom } from './seededRandom.js'

export const streamTopic = 'streamTopic'
export const tableTopic = 'tableTopic'
const expectedKeys = [0, 1, 2, 3] as const

export interface StreamTableFixture {
  readonly topology: Topology
  readonly driver: TopologyTestDriver
  readonly log: DriverLog
  readonly take: () => Kvt[]
  readonly pushToStream: (messageCount: number, valuePrefix: string) => void
  /** Kafka pipes random table timestamps (a stream-table join does not look at them); these are seeded. */
  readonly pushToTable: (messageCount: number, valuePrefix: string) => void
  readonly pushNullValueToTable: (messageCount: number) => void
}

export const streamTableFixture = async (kind: 'inner' | 'left'): Promise<StreamTableFixture> => {
  const builder = new StreamsBuilder()
  const consumed = Consumed.with(Serdes.integer(), Serdes.string())
  const stream = builder.stream(streamTopic, consumed)
  const table = builder.table(tableTopic, consumed)
  const proc = capture<number, string>()
  stream.pipe(
    kind === 'inner' ? join(table, toStringJoiner) : leftJoin(table, toStringJoiner),
    process(proc.supplier),
  )
  const log: DriverLog = { warnings: [] }
  const topology = builder.build()
  const driver = await driverOf(topology, streamsConfig(), log)
  const inputStreamTopic: TestInputTopic<number, string> = intInput(driver, streamTopic)
  const inputTableTopic: TestInputTopic<number, string> = intInput(driver, tableTopic)
  const random = seededRandom(20)
  return {
    topology,
    driver,
    log,
    take: proc.take,
    pushToStream: (messageCount, valuePrefix) => {
      for (let i = 0; i < messageCount; i++) {
        inputStreamTopic.pipeInput(expectedKeys[i]!, valuePrefix + expectedKeys[i], i)
      }
    },
    pushToTable: (messageCount, valuePrefix) => {
      for (let i = 0; i < messageCount; i++) {
        inputTableTopic.pipeInput(expectedKeys[i]!, valuePrefix + expectedKeys[i], random.nextInt(2147483647))
      }
    },
    pushNullValueToTable: (messageCount) => {
      for (let i = 0; i < messageCount; i++) inputTableTopic.pipeInput(expectedKeys[i]!, null)
    },
  }
}
