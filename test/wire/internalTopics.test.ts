import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { drivenLikeGolden } from './goldenDriver.js'
import { internalTopicsPrograms } from './internalTopicsPrograms.js'

interface GoldenRecord {
  readonly key: string | null
  readonly value: string | null
  readonly timestamp: number | null
  readonly headers: readonly { readonly key: string; readonly value: string | null }[]
}
interface Golden {
  readonly program: string
  readonly applicationId: string
  readonly input: readonly { topic: string; key: string; value: string; timestamp: number }[]
  readonly topics: readonly { readonly topic: string; readonly records: readonly GoldenRecord[] }[]
}

const dir = fileURLToPath(new URL('../goldens/internal-topics/', import.meta.url))
const goldens: Golden[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(dir + f, 'utf8')) as Golden)

const hex = (bytes: Uint8Array | null): string | null =>
  bytes === null ? null : Buffer.from(bytes).toString('hex')

/** Runs a catalogue program through our driver and returns its internal topics as the Java goldens write them. */
export const runOurs = async (golden: Golden): Promise<Golden['topics']> => {
  const build = internalTopicsPrograms[golden.program]
  if (build === undefined) throw new Error(`no Tributary program for golden '${golden.program}'`)
  const b = new StreamsBuilder()
  build(b)
  const driver = await drivenLikeGolden(b.build(), golden)
  try {
    const names = [...driver.producedTopicNames()]
      .filter((t) => t.startsWith(`${golden.applicationId}-`))
      .sort()
    return names.map((topic) => ({
      topic,
      records: driver
        .createOutputTopic(topic, Serdes.bytes(), Serdes.bytes())
        .readRecordsToList()
        .map((r) => ({
          key: hex(r.key),
          value: hex(r.value),
          timestamp: r.timestamp ?? null,
          headers: [...r.headers].map((h) => ({ key: h.key, value: hex(h.value) })),
        })),
    }))
  } finally {
    await driver.close()
  }
}

/**
 * Goldens whose internal topics Tributary does not write as Kafka Streams yet (issue 15): window and session
 * changelog keys, the stream-stream join stores, the suppression buffer's value layout, and the foreign-key
 * topics (another change). They are not compared until their layouts are converted.
 */
const notYetByteIdentical = new Set([
  'windowed-count-tumbling',
  'windowed-count-hopping',
  'session-count',
  'stream-stream-join',
  'suppress-window-close',
  'suppress-time-limit',
])

describe('internal topics are byte-identical to Kafka Streams 4.4', () => {
  it('has a Tributary program for every golden', () => {
    expect(goldens.map((g) => g.program).sort()).toEqual(Object.keys(internalTopicsPrograms).sort())
  })
  for (const golden of goldens.filter((g) => !notYetByteIdentical.has(g.program))) {
    it(golden.program, async () => {
      expect(await runOurs(golden)).toEqual(golden.topics)
    })
  }
  // the known differences (issue 15): when one of these programs matches, move it to the comparisons above
  for (const golden of goldens.filter((g) => notYetByteIdentical.has(g.program))) {
    it(`${golden.program} still differs from Kafka Streams (window, session, join or suppression layouts)`, async () => {
      expect(await runOurs(golden)).not.toEqual(golden.topics)
    })
  }
})
