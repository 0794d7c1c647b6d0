// The Java application runner (test/wire/javaApp.ts, reference/java WireApp) on the test broker: a Java Kafka
// Streams word count reports its state and tasks, counts what the reference counts, and answers interactive
// queries and queryMetadataForKey, then closes on "stop".
import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
} from '../../runtime/thread/wordCountApp.js'
import { startJavaApp } from '../../wire/javaApp.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })

describe('the Java application runner', () => {
  it('runs a Java word count on the broker, reports its tasks, answers queries and stops cleanly', async () => {
    const run = randomUUID()
    const topics = { input: `wire-lines-${run}`, output: `wire-counts-${run}` }
    await createTopics(kafka, [topics.input, topics.output], 2)
    const lines = someLines(200, 3)
    await produceLines(kafka, topics.input, lines)
    const app = startJavaApp({
      applicationId: `wire-java-app-${run}`,
      bootstrap,
      topology: 'word-count',
      topics,
      applicationServer: 'java-host:7070',
    })
    try {
      await app.running()
      const expected = referenceCounts(lines)
      expect(await readCounts(kafka, topics.output, 2, expected, 1200)).toEqual(expected)
      expect((await app.tasks()).active).toEqual(['0_0', '0_1', '1_0', '1_1'])
      const stored = await app.entries('word-counts')
      expect(new Map(Object.entries(stored).map(([k, v]) => [k, Number(v)]))).toEqual(expected)
      const where = await app.metadata('word-counts', 'kafka')
      expect(where).toMatchObject({ available: true, host: 'java-host', port: 7070 })
      await expect(app.request('frobnicate', (e) => e.event === 'tasks')).rejects.toMatchObject({
        _tag: 'JavaAppError',
      })
    } finally {
      await app.stop()
    }
    expect(app.events).toContainEqual({ event: 'closed', state: 'NOT_RUNNING' })
  })
})
