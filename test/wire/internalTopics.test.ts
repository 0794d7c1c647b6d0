import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { drivenLikeGolden, topicAsGolden, type GoldenTopicRecord } from './goldenDriver.js'
import { internalTopicsPrograms } from './internalTopicsPrograms.js'

interface Golden {
  readonly program: string
  readonly applicationId: string
  readonly input: readonly { topic: string; key: string; value: string; timestamp: number }[]
  readonly topics: readonly { readonly topic: string; readonly records: readonly GoldenTopicRecord[] }[]
}

const dir = fileURLToPath(new URL('../goldens/internal-topics/', import.meta.url))
const goldens: Golden[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(dir + f, 'utf8')) as Golden)

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
    return names.map((topic) => ({ topic, records: topicAsGolden(driver, topic) }))
  } finally {
    await driver.close()
  }
}

describe('internal topics are byte-identical to Kafka Streams 4.4', () => {
  it('has a Tributary program for every golden', () => {
    expect(goldens.map((g) => g.program).sort()).toEqual(Object.keys(internalTopicsPrograms).sort())
  })
  for (const golden of goldens) {
    it(golden.program, async () => {
      expect(await runOurs(golden)).toEqual(golden.topics)
    })
  }
})
