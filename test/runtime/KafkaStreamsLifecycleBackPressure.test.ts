import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, peek, Serdes, StreamsBuilder, to } from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { FaultySupplier } from './thread/faultySupplier.js'
import { createTopics, tempDirs } from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const text = Serdes.string()

describe('KafkaStreams back-pressure: buffered.records.per.partition (embedded broker)', () => {
  it('a large backlog never queues more than the bound per partition, and every record is processed once', async () => {
    const kafka = new EmbeddedKafka()
    const supplier = new FaultySupplier(kafka)
    await createTopics(kafka, ['backlog', 'drained'], 2)
    const producer = kafka.producer({ clientId: 'backlog' })
    await producer.connect()
    const sent = Array.from({ length: 400 }, (_, i) => `p${i % 2}-${i}`)
    await producer.send(
      sent.map((value, i) => ({ topic: 'backlog', partition: i % 2, key: null, value: Buffer.from(value) })),
    )
    await producer.disconnect()

    // records queued per (poll, partition): each poll's records are queued, then all processed before the next poll
    const queued = new Map<string, number>()
    const builder = new StreamsBuilder()
    builder.stream('backlog', { key: text, value: text }).pipe(
      peek((_key, value) => {
        const at = `${supplier.polls}/${value.slice(0, 2)}`
        queued.set(at, (queued.get(at) ?? 0) + 1)
      }),
      to('drained', { key: text, value: text }),
    )
    const app = new KafkaStreams(
      builder.build(),
      {
        'application.id': 'back-pressure',
        'state.dir': dirs.make(),
        'poll.ms': 20,
        'commit.interval.ms': 50,
        'buffered.records.per.partition': 7,
      },
      supplier,
      { logger: { warn: () => undefined, error: () => undefined } },
    )
    await app.start()

    const consumer = kafka.assignedConsumer({ clientId: 'drained' })
    await consumer.connect()
    await consumer.assign([0, 1].map((partition) => ({ topic: 'drained', partition })))
    const out: string[] = []
    for (let i = 0; i < 500 && out.length < sent.length; i++) {
      for (const r of await consumer.poll(20)) if (r.value !== null) out.push(r.value.toString())
    }
    await consumer.disconnect()
    expect(await app.close()).toBe(true)

    expect(out.sort()).toEqual([...sent].sort())
    expect(Math.max(...queued.values())).toBe(7)
    expect(supplier.paused.length).toBeGreaterThan(0)
  })
})
