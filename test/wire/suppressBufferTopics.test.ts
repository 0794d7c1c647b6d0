import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { EmbeddedKafka } from '../../src/kafka/embedded/EmbeddedKafka.js'
import type { ConsumerRecord } from '../../src/kafka/ports.js'
import { decodeBufferValue } from '../../src/processor/processors/BufferValue.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { Topology } from '../../src/topology/Topology.js'
import { createTopics, tempDirs } from '../runtime/thread/wordCountApp.js'
import { drivenLikeGolden, topicAsGolden, type GoldenRun, type GoldenTopicRecord } from './goldenDriver.js'
import { readWholeTopic } from './internalTopics.js'
import { internalTopicsPrograms } from './internalTopicsPrograms.js'

interface Golden extends GoldenRun {
  readonly program: string
  readonly topics: readonly { readonly topic: string; readonly records: readonly GoldenTopicRecord[] }[]
}

const golden = (program: string): Golden =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../goldens/internal-topics/${program}.json`, import.meta.url)),
      'utf8',
    ),
  ) as Golden

/** The suppress programs of the internal-topics catalogue and the store of each one's suppression buffer. */
const bufferStores = {
  'suppress-window-close': 'final-store',
  'suppress-time-limit': 'limited-store',
} as const

const changelogOf = (g: Golden, store: string): string => `${g.applicationId}-${store}-changelog`

const topology = (program: string): Topology => {
  const b = new StreamsBuilder()
  internalTopicsPrograms[program]!(b)
  return b.build()
}

const bytes = (h: string | null): Buffer | null => (h === null ? null : Buffer.from(h, 'hex'))

const goldenRecords = (g: Golden, topic: string): readonly GoldenTopicRecord[] => {
  const found = g.topics.find((t) => t.topic === topic)
  if (found === undefined) throw new Error(`golden ${g.program} has no topic ${topic}`)
  return found.records
}

/** The golden's buffer changelog as a consumer reads it: offsets in order, the changelog's topic and partition. */
const asConsumed = (g: Golden, topic: string): ConsumerRecord[] =>
  goldenRecords(g, topic).map((r, offset) => ({
    topic,
    partition: 0,
    offset,
    key: bytes(r.key),
    value: bytes(r.value),
    timestamp: r.timestamp ?? -1,
    headers: r.headers.map((h) => ({ key: h.key, value: bytes(h.value) })),
  }))

describe("the suppression buffer's changelog is byte-identical to Kafka Streams 4.4", () => {
  for (const [program, store] of Object.entries(bufferStores)) {
    it(`${program}: key, value, timestamp and headers of every record, in order`, async () => {
      const g = golden(program)
      const topic = changelogOf(g, store)
      const driver = await drivenLikeGolden(topology(program), g)
      try {
        expect(topicAsGolden(driver, topic)).toEqual(goldenRecords(g, topic))
      } finally {
        await driver.close()
      }
    })
  }
})

describe('a buffer changelog Kafka Streams wrote is read back as the buffer it logged', () => {
  it('every version-3 record decodes to the buffer time and values the golden program buffered', () => {
    const g = golden('suppress-time-limit')
    const topic = changelogOf(g, 'limited-store')
    // the records with values, and what each buffered: the input record's timestamp is its buffer time
    const decoded = asConsumed(g, topic)
      .filter((r) => r.value !== null)
      .map((r) => decodeBufferValue({ ...r, value: r.value as Buffer }, undefined))
    expect(decoded.map((d) => [d.time, d.value.new?.toString(), d.value.context.offset])).toEqual([
      [1, 'x', 0],
      [3, 'y', 1],
      [1, 'z', 2],
      [12, 'x', 3],
      [4, 'y', 4],
      [31, 'y', 6],
    ])
  })

  it('a version-3 value tagged version 2 (as Kafka Streams 2.4.0 to 2.5.0 wrote) reads as version 3', () => {
    // none of these values parses in the version 2 layout (its first length-prefixed part is not a legacy change),
    // so, as in Kafka Streams, they are read as version 3
    const g = golden('suppress-time-limit')
    for (const r of asConsumed(g, changelogOf(g, 'limited-store')).filter((c) => c.value !== null)) {
      const record = { ...r, value: r.value as Buffer }
      const v2 = { ...record, headers: [{ key: 'v', value: Buffer.from([2]) }] }
      expect(decodeBufferValue(v2, undefined)).toEqual(decodeBufferValue(record, undefined))
    }
  })
})

describe('the older layouts Kafka Streams restores', () => {
  // Kafka Streams' layouts before version 3, built from the parts of a version-3 record Java wrote: a length-prefixed
  // part (-1: null), the pre-2.4 Change array (old, then new), and the buffer time
  const int = (n: number, size: 4 | 8): Buffer => {
    const b = Buffer.alloc(size)
    if (size === 4) b.writeInt32BE(n)
    else b.writeBigInt64BE(BigInt(n))
    return b
  }
  const sized = (b: Buffer | null): Buffer => (b === null ? int(-1, 4) : Buffer.concat([int(b.length, 4), b]))
  const g = golden('suppress-time-limit')
  // the third record: a's update from x to z, buffered at 1 (offset 2 of the input)
  const java = asConsumed(g, changelogOf(g, 'limited-store'))[2]!
  const v3 = decodeBufferValue({ ...java, value: java.value as Buffer }, undefined)
  const { prior: _prior, ...change } = v3.value
  const contextBytes = (java.value as Buffer).subarray(0, 8 + 8 + 4 + 'input'.length + 4 + 4)
  const legacy = Buffer.concat([sized(change.old), sized(change.new)])

  it('version 1: buffer time, record context, then the Change array; the prior is the buffered one', () => {
    const value = Buffer.concat([int(v3.time, 8), contextBytes, sized(legacy)])
    const record = { ...java, value, headers: [{ key: 'v', value: Buffer.from([1]) }] }
    const buffered = { prior: Buffer.from('w') }
    expect(decodeBufferValue(record, buffered)).toEqual({
      time: v3.time,
      value: { ...change, prior: buffered.prior },
    })
    expect(decodeBufferValue(record, undefined)).toEqual({
      time: v3.time,
      value: { ...change, prior: change.old },
    })
  })

  it('version 0 (no header): buffer time then the Change array; the context is the changelog record', () => {
    const record = { ...java, value: Buffer.concat([int(v3.time, 8), legacy]), headers: [], timestamp: 99 }
    const context = { timestamp: 99, offset: java.offset, topic: java.topic, partition: 0, headers: [] }
    expect(decodeBufferValue(record, undefined)).toEqual({
      time: v3.time,
      value: { old: change.old, new: change.new, prior: change.old, context },
    })
  })

  it('version 2: record context, the Change array, the prior value, then the buffer time', () => {
    const value = Buffer.concat([contextBytes, sized(legacy), sized(v3.value.prior), int(v3.time, 8)])
    const record = { ...java, value, headers: [{ key: 'v', value: Buffer.from([2]) }] }
    expect(decodeBufferValue(record, undefined)).toEqual(v3)
  })

  it('an unknown version is refused', () => {
    const record = { ...java, value: java.value as Buffer, headers: [{ key: 'v', value: Buffer.from([4]) }] }
    expect(() => decodeBufferValue(record, undefined)).toThrow(RangeError)
  })
})

const dirs = tempDirs()
afterEach(dirs.cleanUp)

describe("taking over a Kafka Streams application's suppression buffer", () => {
  it("restores Java's buffer changelog and emits what an uninterrupted run emits", async () => {
    const program = 'suppress-time-limit'
    const g = golden(program)
    // after the golden's input, Java's buffer holds c (stream time 31); more input makes it emit
    const more = [
      { topic: 'input', key: 'd', value: 'w', timestamp: 45 },
      { topic: 'input', key: 'e', value: 'v', timestamp: 60 },
    ]

    // the reference: the golden's input and the rest in one run; what comes after the golden's input
    const driver = await drivenLikeGolden(topology(program), g)
    const expected: { key: string | null; value: string | null; timestamp: number | undefined }[] = []
    try {
      const output = driver.createOutputTopic('output', Serdes.string(), Serdes.string())
      output.readRecordsToList()
      const input = driver.createInputTopic('input', Serdes.string(), Serdes.string())
      for (const r of more) input.pipeInput(r.key, r.value, r.timestamp)
      for (const r of output.readRecordsToList())
        expected.push({ key: r.key, value: r.value, timestamp: r.timestamp })
    } finally {
      await driver.close()
    }
    expect(expected.map((r) => r.key)).toEqual(['c', 'd'])

    // the handover: Java's changelogs (the buffer's and the source table's) on the broker, the rest of the input
    const kafka = new EmbeddedKafka()
    const changelogs = [changelogOf(g, 'limited-store'), changelogOf(g, 'source')]
    await createTopics(kafka, ['input', 'output', ...changelogs], 1)
    const producer = kafka.producer({ clientId: 'java-side' })
    await producer.connect()
    await producer.send(
      changelogs.flatMap((topic) =>
        goldenRecords(g, topic).map((r) => ({
          topic,
          partition: 0,
          key: bytes(r.key),
          value: bytes(r.value),
          ...(r.timestamp === null ? {} : { timestamp: r.timestamp }),
          headers: r.headers.map((h) => ({ key: h.key, value: bytes(h.value) })),
        })),
      ),
    )
    const text = Serdes.string()
    await producer.send(
      more.map((r) => ({
        topic: r.topic,
        key: text.serializer.serialize(r.topic, r.key),
        value: text.serializer.serialize(r.topic, r.value),
        timestamp: r.timestamp,
      })),
    )
    await producer.disconnect()

    const app = new KafkaStreams(
      topology(program),
      {
        'application.id': g.applicationId,
        'state.dir': dirs.make(),
        'statestore.cache.max.bytes': 0,
        'default.key.serde': Serdes.string(),
        'default.value.serde': Serdes.string(),
        'poll.ms': 20,
        'commit.interval.ms': 50,
      },
      kafka,
      { logger: { warn: () => undefined, error: () => undefined } },
    )
    await app.start()
    try {
      let emitted: Awaited<ReturnType<typeof readWholeTopic>> = []
      for (let i = 0; i < 200 && emitted.length < expected.length; i++) {
        emitted = await readWholeTopic(kafka, 'output')
        await new Promise((r) => setTimeout(r, 20))
      }
      expect(
        emitted.map((r) => ({
          key: bytes(r.key)?.toString() ?? null,
          value: bytes(r.value)?.toString() ?? null,
          timestamp: r.timestamp,
        })),
      ).toEqual(expected)
    } finally {
      await app.close({ timeout: 10_000 })
    }
  })
})
