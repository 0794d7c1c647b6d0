// Word count shared by the KafkaStreams tests (embedded broker) and the integration test (real broker).
import {
  count,
  filter,
  flatMapValues,
  groupBy,
  Grouped,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  toStream,
  to,
} from '../../../src/index.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StreamsConfigInput, TaskLogger } from '../../../src/index.js'
import type { ConsumerIsolationLevel, KafkaClientSupplier } from '../../../src/kafka/ports.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import type { Topology } from '../../../src/topology/Topology.js'

const text = Serdes.string()
const long = Serdes.long()

/** text lines -> words -> count per word ('word-counts' store) -> output topic. */
export const wordCountTopology = (input: string, output: string): Topology => {
  const builder = new StreamsBuilder()
  builder.stream(input, { key: text, value: text }).pipe(
    flatMapValues((line) => line.toLowerCase().split(/\W+/)),
    filter((_key, word) => word.length > 0),
    groupBy((_key, word) => word, Grouped.with(text, text)),
    count(Materialized.as('word-counts')),
    toStream(),
    to(output, Produced.with(text, long)),
  )
  return builder.build()
}

/** The counts a correct word count ends with, computed directly. */
export const referenceCounts = (lines: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const word of lines.flatMap((l) => l.toLowerCase().split(/\W+/)).filter((w) => w.length > 0)) {
    counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  return counts
}

const vocabulary = [
  'kafka',
  'streams',
  'table',
  'state',
  'topic',
  'record',
  'offset',
  'commit',
  'task',
  'store',
]

/** `n` deterministic lines of words from a small vocabulary. */
export const someLines = (n: number, seed = 1): string[] =>
  Array.from({ length: n }, (_, i) =>
    Array.from({ length: 1 + ((i * 7 + seed) % 5) }, (_, j) => vocabulary[(i * 3 + j * 5 + seed) % 10]).join(
      ' ',
    ),
  )

export const createTopics = async (
  kafka: KafkaClientSupplier,
  topics: readonly string[],
  partitions: number,
): Promise<void> => {
  const admin = kafka.admin()
  await admin.connect()
  await admin.createTopics(topics.map((topic) => ({ topic, numPartitions: partitions })))
  await admin.disconnect()
}

export const produceLines = async (
  kafka: KafkaClientSupplier,
  topic: string,
  lines: readonly string[],
): Promise<void> => {
  const producer = kafka.producer({ clientId: 'word-count-input' })
  await producer.connect()
  await producer.send(
    lines.map((line, i) => ({
      topic,
      key: text.serializer.serialize(topic, `line-${i}`),
      value: text.serializer.serialize(topic, line),
    })),
  )
  await producer.disconnect()
}

type Counts = ReadonlyMap<string, number>
const equal = (a: Counts, b: Counts): boolean => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v)

/** Whether every word's count read reached the expected one (at-least-once may count a record twice). */
export const reachedAtLeast = (read: Counts, expected: Counts): boolean =>
  [...expected].every(([word, n]) => (read.get(word) ?? 0) >= n)

/**
 * Reads the output topic from the start, keeping the latest count per word, until `done` (by default: the counts
 * equal `expected`) or `maxPolls` polls found nothing new that matches; returns the latest counts read.
 */
export const readCounts = async (
  kafka: KafkaClientSupplier,
  topic: string,
  partitions: number,
  expected: ReadonlyMap<string, number>,
  maxPolls = 300,
  isolationLevel: ConsumerIsolationLevel = 'read_uncommitted',
  done: (read: Counts, expected: Counts) => boolean = equal,
): Promise<Map<string, number>> => {
  const consumer = kafka.assignedConsumer({ clientId: 'word-count-output', isolationLevel })
  await consumer.connect()
  await consumer.assign(Array.from({ length: partitions }, (_, partition) => ({ topic, partition })))
  const latest = new Map<string, number>()
  for (let i = 0; i < maxPolls && !done(latest, expected); i++) {
    for (const r of await consumer.poll(50)) {
      if (r.key === null || r.value === null) continue
      latest.set(text.deserializer.deserialize(topic, r.key), long.deserializer.deserialize(topic, r.value))
    }
  }
  await consumer.disconnect()
  return latest
}

/** Temporary state directories, removed by `cleanUp` (call it in `afterEach`). */
export const tempDirs = (): { readonly make: () => string; readonly cleanUp: () => void } => {
  const dirs: string[] = []
  return {
    make: () => {
      const dir = mkdtempSync(join(tmpdir(), 'tributary-kafka-streams-'))
      dirs.push(dir)
      return dir
    },
    cleanUp: () => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A word count application ('text-lines' -> 'word-counts-out') on `kafka`, fast commits and polls. */
export const wordCountStreams = (
  kafka: KafkaClientSupplier,
  config: StreamsConfigInput,
  logger: TaskLogger = { warn: () => undefined, error: () => undefined },
): KafkaStreams =>
  new KafkaStreams(wordCountTopology('text-lines', 'word-counts-out'), { 'poll.ms': 20, ...config }, kafka, {
    logger,
  })
