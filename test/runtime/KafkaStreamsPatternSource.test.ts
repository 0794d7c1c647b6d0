import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, mapValues, Serdes, StreamsBuilder, to } from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { topicMatches } from '../../src/topology/topicMatches.js'
import { createTopics, tempDirs } from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)
const text = Serdes.string()

describe('pattern sources on KafkaStreams', () => {
  it('match whole topic names, as Java does', () => {
    expect(topicMatches(/orders-.+/, 'orders-eu')).toBe(true)
    expect(topicMatches(/orders-.+/, 'old-orders-eu')).toBe(false)
    expect(topicMatches(/orders-.+/g, 'orders-us')).toBe(true)
    expect(topicMatches(/orders-.+/g, 'orders-us')).toBe(true)
  })

  it('read every existing topic matching the pattern, and only those', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['orders-eu', 'orders-us', 'old-orders-eu', 'upper'], 2)
    const producer = kafka.producer({ clientId: 'orders-input' })
    await producer.connect()
    for (const topic of ['orders-eu', 'orders-us', 'old-orders-eu']) {
      await producer.send(
        [1, 2].map((i) => ({
          topic,
          key: text.serializer.serialize(topic, `${topic}-${i}`),
          value: text.serializer.serialize(topic, `${topic} order ${i}`),
        })),
      )
    }
    await producer.disconnect()
    const builder = new StreamsBuilder()
    builder.stream(/orders-.+/, { key: text, value: text }).pipe(
      mapValues((v: string) => v.toUpperCase()),
      to('upper', { key: text, value: text }),
    )
    const app = new KafkaStreams(
      builder.build(),
      { 'application.id': 'orders-app', 'state.dir': dirs.make(), 'poll.ms': 20, 'commit.interval.ms': 50 },
      kafka,
      { logger: { warn: () => undefined, error: () => undefined } },
    )
    await app.start()
    await firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))
    const consumer = kafka.assignedConsumer({ clientId: 'upper-reader' })
    await consumer.connect()
    await consumer.assign([0, 1].map((partition) => ({ topic: 'upper', partition })))
    const seen = new Map<string, string>()
    for (let i = 0; i < 300 && seen.size < 4; i++) {
      for (const r of await consumer.poll(20)) {
        if (r.key !== null && r.value !== null)
          seen.set(
            text.deserializer.deserialize('upper', r.key),
            text.deserializer.deserialize('upper', r.value),
          )
      }
    }
    // nothing more arrives from the topic that does not match
    for (const r of await consumer.poll(200)) if (r.key !== null) seen.set(r.key.toString(), '')
    await consumer.disconnect()
    await app.close({ timeout: 10_000 })
    expect(seen).toEqual(
      new Map([
        ['orders-eu-1', 'ORDERS-EU ORDER 1'],
        ['orders-eu-2', 'ORDERS-EU ORDER 2'],
        ['orders-us-1', 'ORDERS-US ORDER 1'],
        ['orders-us-2', 'ORDERS-US ORDER 2'],
      ]),
    )
  })
})
