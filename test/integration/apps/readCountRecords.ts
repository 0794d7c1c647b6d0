// Reads a topic of word -> count records from the beginning: output topics, and the count store's changelog, whose
// values are plain longs too (the timestamp is the record's, as Kafka Streams logs a timestamped store).
import { Serdes } from '../../../src/index.js'
import type { ConsumerIsolationLevel, KafkaClientSupplier } from '../../../src/kafka/ports.js'

const text = Serdes.string()
const long = Serdes.long()

/** One count record as read. */
export interface CountRecord {
  readonly partition: number
  readonly offset: number
  readonly word: string
  readonly count: number
}

/** Whether two count maps are equal. */
const sameCounts = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v)

/** How the latest counts read differ from the expected ones (a few words), for the timeout message. */
const differences = (records: readonly CountRecord[], expected: ReadonlyMap<string, number>): string => {
  const latest = latestCounts(records)
  const words = [...new Set([...latest.keys(), ...expected.keys()])].filter(
    (w) => latest.get(w) !== expected.get(w),
  )
  // where each word's counts first stop being 1, 2, 3, ... (partition and offset of that record)
  const firstSlip = (w: string): string => {
    const own = records.filter((r) => r.word === w)
    const i = own.findIndex((r, k) => r.count !== k + 1)
    const r = own[i]
    return r === undefined
      ? ''
      : `, count ${r.count} at ${r.partition}:${r.offset} after ${own[i - 1]?.count ?? 0}`
  }
  const some = words
    .slice(0, 5)
    .map((w) => `${w}: ${latest.get(w) ?? 'none'} (expected ${expected.get(w) ?? 'none'}${firstSlip(w)})`)
  return `${words.length} words differ from the expected counts: ${some.join(', ')}`
}

/**
 * Reads `topic` from the start until the latest count of each word equals `expected` (checked after every poll),
 * then returns every record read; throws after `timeoutMs` with how many it had read.
 */
export const readCountRecords = async (
  kafka: KafkaClientSupplier,
  options: {
    readonly topic: string
    readonly partitions: number
    readonly isolationLevel: ConsumerIsolationLevel
    readonly expected: ReadonlyMap<string, number>
    readonly timeoutMs?: number
  },
): Promise<CountRecord[]> => {
  const { topic } = options
  const consumer = kafka.assignedConsumer({
    clientId: `count-reader-${topic}`,
    isolationLevel: options.isolationLevel,
  })
  await consumer.connect()
  try {
    await consumer.assign(
      Array.from({ length: options.partitions }, (_, partition) => ({ topic, partition })),
    )
    const records: CountRecord[] = []
    const deadline = Date.now() + (options.timeoutMs ?? 60_000)
    while (!sameCounts(latestCounts(records), options.expected)) {
      if (Date.now() > deadline)
        throw new Error(
          `Read ${records.length} records of '${topic}'; ${differences(records, options.expected)}`,
        )
      for (const r of await consumer.poll(100)) {
        if (r.key === null || r.value === null) continue
        const count = long.deserializer.deserialize(topic, r.value)
        records.push({
          partition: r.partition,
          offset: r.offset,
          word: text.deserializer.deserialize(topic, r.key),
          count,
        })
      }
    }
    return records
  } finally {
    await consumer.disconnect()
  }
}

/** The last count of each word. */
export const latestCounts = (records: readonly CountRecord[]): Map<string, number> =>
  new Map(records.map((r) => [r.word, r.count]))

/** Every count of each word, in the order read (one word lives in one partition, so in the order written). */
export const countSequences = (records: readonly CountRecord[]): Map<string, number[]> => {
  const out = new Map<string, number[]>()
  for (const r of records) {
    const counts = out.get(r.word) ?? []
    counts.push(r.count)
    out.set(r.word, counts)
  }
  return out
}
