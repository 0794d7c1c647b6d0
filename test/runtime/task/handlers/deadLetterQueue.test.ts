import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, mapValues, Serdes, StreamsBuilder, to } from '../../../../src/index.js'
import { lastHeader } from '../../../../src/core/processorApi/Headers.js'
import { KafkaStreams } from '../../../../src/runtime/KafkaStreams.js'
import type { ConsumerRecord } from '../../../../src/kafka/ports.js'
import { createTopics, produceLines, tempDirs } from '../../thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const text = Serdes.string()
const quiet = { warn: () => undefined, error: () => undefined }

/** 'in' -> a mapper that throws on 'boom' -> 'out', with the dead-letter topic 'dlq' and `extra` settings. */
const poisonApp = (kafka: EmbeddedKafka, extra: Record<string, unknown>): KafkaStreams => {
  const builder = new StreamsBuilder()
  builder.stream('in', { key: text, value: text }).pipe(
    mapValues((v) => {
      if (v === 'boom') throw new Error('poison')
      return v
    }),
    to('out', { key: text, value: text }),
  )
  return new KafkaStreams(
    builder.build(),
    {
      'application.id': 'dlq-app',
      'state.dir': dirs.make(),
      'poll.ms': 20,
      'commit.interval.ms': 50,
      'errors.deadletterqueue.topic.name': 'dlq',
      ...extra,
    },
    kafka,
    { logger: quiet },
  )
}

/** Reads `topic` (one partition) until `n` records arrived or 300 polls passed. */
const records = async (kafka: EmbeddedKafka, topic: string, n: number): Promise<ConsumerRecord[]> => {
  const consumer = kafka.assignedConsumer({ clientId: 'dlq-reader' })
  await consumer.connect()
  await consumer.assign([{ topic, partition: 0 }])
  const out: ConsumerRecord[] = []
  for (let i = 0; i < 300 && out.length < n; i++) out.push(...(await consumer.poll(20)))
  await consumer.disconnect()
  return out
}

describe('the dead-letter topic (KIP-1034), embedded broker', () => {
  it.each([
    ['the default LogAndFailProcessingExceptionHandler (FAIL)', {}],
    [
      'LogAndContinueProcessingExceptionHandler (RESUME)',
      { 'processing.exception.handler': 'LogAndContinueProcessingExceptionHandler' },
    ],
  ])('receives the failed record with %s', async (_, extra) => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['in', 'out', 'dlq'], 1)
    const app = poisonApp(kafka, extra)
    app.setUncaughtExceptionHandler(() => 'SHUTDOWN_CLIENT')
    await app.start()
    await produceLines(kafka, 'in', ['boom'])
    const dlq = await records(kafka, 'dlq', 1)
    expect(dlq.map((r) => r.value?.toString())).toEqual(['boom'])
    expect(lastHeader(dlq[0]?.headers ?? [], '__streams.errors.message')?.toString()).toBe('poison')
    expect(lastHeader(dlq[0]?.headers ?? [], '__streams.errors.topic')?.toString()).toBe('in')
    await app.close()
  })
})
