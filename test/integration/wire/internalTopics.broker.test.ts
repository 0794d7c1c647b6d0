// Java Kafka Streams and Tributary write the same internal topics: the same input (one partition, explicit
// timestamps) through each, with their own application ids; every internal topic of each is read whole and
// compared record by record (key and value bytes, timestamp, headers) and by config, the app-id prefix taken away.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Serdes } from '../../../src/index.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import {
  createTopics,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../../runtime/thread/wordCountApp.js'
import { readInternalTopics } from '../../wire/internalTopics.js'
import { startJavaApp } from '../../wire/javaApp.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const root = mkdtempSync(join(tmpdir(), 'tributary-internal-topics-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const text = Serdes.string()
const PARTITIONS = 2

/** All lines into partition 0 so one task reads them in one order on both sides; timestamps 1000, 2000, ... */
const produceTimed = async (topic: string, lines: readonly string[]): Promise<void> => {
  const producer = kafka.producer({ clientId: 'wire-input' })
  await producer.connect()
  await producer.send(
    lines.map((line, i) => ({
      topic,
      partition: 0,
      key: text.serializer.serialize(topic, `line-${i}`),
      value: text.serializer.serialize(topic, line),
      timestamp: 1000 * (i + 1),
    })),
  )
  await producer.disconnect()
}

describe('internal topics written by Java and by Tributary', () => {
  it('word count: the same topics, configs, and repartition and changelog records, byte for byte', async () => {
    const run = randomUUID()
    const input = `wire-it-lines-${run}`
    const lines = someLines(60, 4)
    const expected = referenceCounts(lines)
    await createTopics(kafka, [input, `wire-it-java-out-${run}`, `wire-it-ts-out-${run}`], PARTITIONS)
    await produceTimed(input, lines)

    const javaId = `wire-it-java-${run}`
    const java = startJavaApp({
      applicationId: javaId,
      bootstrap,
      topology: 'word-count',
      topics: { input, output: `wire-it-java-out-${run}` },
    })
    try {
      await java.running()
      expect(await readCounts(kafka, `wire-it-java-out-${run}`, PARTITIONS, expected, 1200)).toEqual(expected)
    } finally {
      await java.stop()
    }

    const ourId = `wire-it-ts-${run}`
    const ours = new KafkaStreams(wordCountTopology(input, `wire-it-ts-out-${run}`), {
      'application.id': ourId,
      'bootstrap.servers': bootstrap,
      'state.dir': mkdtempSync(join(root, 'state-')),
      'commit.interval.ms': 100,
      'statestore.cache.max.bytes': 0,
      'fetch.max.wait.ms': 100,
    })
    await ours.start()
    try {
      expect(await readCounts(kafka, `wire-it-ts-out-${run}`, PARTITIONS, expected, 1200)).toEqual(expected)
    } finally {
      expect(await ours.close({ timeout: 60_000 })).toBe(true)
    }

    const javaTopics = await readInternalTopics(kafka, javaId)
    const ourTopics = await readInternalTopics(kafka, ourId)
    expect(ourTopics.map((t) => t.suffix)).toEqual(['word-counts-changelog', 'word-counts-repartition'])
    expect(ourTopics.map((t) => t.suffix)).toEqual(javaTopics.map((t) => t.suffix))
    for (const [i, java] of javaTopics.entries()) {
      const ours = ourTopics[i]
      expect.soft({ topic: ours?.suffix, partitions: ours?.partitions }).toEqual({
        topic: java.suffix,
        partitions: java.partitions,
      })
      expect
        .soft({ topic: ours?.suffix, configs: ours?.configs })
        .toEqual({ topic: java.suffix, configs: java.configs })
      expect(java.records.length).toBeGreaterThan(0)
      expect.soft({ topic: ours?.suffix, records: ours?.records }).toEqual({
        topic: java.suffix,
        records: java.records,
      })
    }
  })
})
