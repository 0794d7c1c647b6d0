import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { emptyHeaders } from '../../src/core/processorApi/Headers.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { restoreRecordReader } from '../../src/runtime/task/restoreRecordReader.js'
import { drivenLikeGolden } from './goldenDriver.js'
import { internalTopicsPrograms } from './internalTopicsPrograms.js'

interface Golden {
  readonly applicationId: string
  readonly input: readonly { topic: string; key: string; value: string; timestamp: number }[]
  readonly topics: readonly {
    readonly topic: string
    readonly records: readonly { key: string; value: string | null; timestamp: number }[]
  }[]
}

const golden = JSON.parse(
  readFileSync(fileURLToPath(new URL('../goldens/internal-topics/count.json', import.meta.url)), 'utf8'),
) as Golden

describe('restoring from a changelog Kafka Streams wrote', () => {
  it('gives a timestamped count store the contents our own processing gives', async () => {
    const b = new StreamsBuilder()
    internalTopicsPrograms.count!(b)
    const topology = b.build()
    const read = restoreRecordReader(topology, 'counts')
    const restored = new Map<string, { value: number; timestamp: number }>()
    golden.topics[0]!.records.forEach((r, offset) => {
      const record = read({
        topic: golden.topics[0]!.topic,
        partition: 0,
        offset,
        key: Buffer.from(r.key, 'hex'),
        value: r.value === null ? null : Buffer.from(r.value, 'hex'),
        timestamp: r.timestamp,
        headers: emptyHeaders,
      })
      const value = record!.value!
      restored.set(record!.key.toString(), {
        timestamp: Number(value.readBigInt64BE(0)),
        value: Number(value.readBigInt64BE(8)),
      })
    })

    const driver = await drivenLikeGolden(topology, golden)
    try {
      const store = driver.getTimestampedKeyValueStore<string, number>('counts')!
      const ours = new Map<string, { value: number; timestamp: number }>()
      for (const key of restored.keys()) {
        const stored = store.get(key)!
        ours.set(key, { value: stored.value, timestamp: stored.timestamp })
      }
      expect(restored.size).toBe(3)
      expect(restored).toEqual(ours)
    } finally {
      await driver.close()
    }
  })
})
