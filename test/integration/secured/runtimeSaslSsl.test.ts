// KafkaStreams over SASL_SSL: a word count under exactly-once, its output read committed, and an interactive query.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { QueryableStoreTypes, StoreQueryParameters } from '../../../src/index.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { right } from '../../runtime/queries/queryApps.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../../runtime/thread/wordCountApp.js'
import { saslSsl } from './securedSettings.js'

const kafka = new KafkajsClientSupplier({ ...saslSsl, 'fetch.max.wait.ms': 100 })
const dir = mkdtempSync(join(tmpdir(), 'tributary-secured-it-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('KafkaStreams over SASL_SSL', () => {
  it('counts words exactly-once and answers an interactive query', async () => {
    const run = randomUUID()
    const input = `text-lines-${run}`
    const output = `word-counts-${run}`
    await createTopics(kafka, [input, output], 3)
    const lines = someLines(200, 31)
    await produceLines(kafka, input, lines)
    const problems: string[] = []
    const streams = new KafkaStreams(
      wordCountTopology(input, output),
      {
        ...saslSsl,
        'application.id': `word-count-secured-${run}`,
        'state.dir': dir,
        'processing.guarantee': 'exactly_once_v2',
        'fetch.max.wait.ms': 100,
      },
      undefined,
      { logger: { warn: (m) => void problems.push(m), error: (m) => void problems.push(m) } },
    )
    await streams.start()
    const expected = referenceCounts(lines)
    expect(await readCounts(kafka, output, 3, expected, 1200, 'read_committed')).toEqual(expected)
    const store = right(
      streams.store(StoreQueryParameters.fromNameAndType('word-counts', QueryableStoreTypes.keyValueStore())),
    )
    expect(right(await store.get('kafka'))).toBe(expected.get('kafka'))
    expect(await streams.close({ timeout: 60_000 })).toBe(true)
    expect(problems).toEqual([])
  })
})
