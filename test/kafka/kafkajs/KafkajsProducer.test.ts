import type { Kafka } from 'kafkajs'
import { describe, expect, it } from 'vitest'
import { systemClock } from '../../../src/core/clock.js'
import { KafkajsProducer } from '../../../src/kafka/kafkajs/KafkajsProducer.js'
import type { ProducerRecord } from '../../../src/kafka/ports.js'

/** kafkajs' error for a topic the cluster does not have; it does not say which topic. */
const unknownTopic = (): Error =>
  Object.assign(new Error('This server does not host this topic-partition'), {
    name: 'KafkaJSProtocolError',
    type: 'UNKNOWN_TOPIC_OR_PARTITION',
    retriable: true,
  })

/** A kafkajs client whose cluster has `topics`: a send naming another topic fails as kafkajs' does. */
const fakeKafka = (topics: readonly string[], listFails = false): Kafka =>
  ({
    producer: () => ({
      connect: () => Promise.resolve(),
      disconnect: () => Promise.resolve(),
      sendBatch: ({ topicMessages }: { topicMessages: { topic: string }[] }) =>
        topicMessages.every((m) => topics.includes(m.topic))
          ? Promise.resolve([])
          : Promise.reject(unknownTopic()),
    }),
    admin: () => ({
      connect: () => Promise.resolve(),
      disconnect: () => Promise.resolve(),
      listTopics: () => (listFails ? Promise.reject(new Error('no cluster')) : Promise.resolve([...topics])),
    }),
  }) as unknown as Kafka

const record = (topic: string, partition = 0): ProducerRecord => ({
  topic,
  partition,
  key: null,
  value: Buffer.from('v'),
})

const sendTo = async (kafka: Kafka, records: readonly ProducerRecord[]): Promise<unknown> => {
  const producer = new KafkajsProducer(kafka, { clientId: 'p' }, systemClock)
  await producer.connect()
  return producer.send(records).then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('KafkajsProducer send failures', () => {
  it('names only the unknown topic of a send to several topics, not the changelog that was fine', async () => {
    const kafka = fakeKafka(['app-counts-changelog'])
    const error = await sendTo(kafka, [record('app-counts-changelog'), record('out'), record('out')])
    expect(error).toMatchObject({ _tag: 'UnknownTopicOrPartition', topic: 'out' })
    expect((error as Error).message).toContain('sending 2 record(s) to out:')
    expect((error as Error).message).not.toContain('changelog')
  })

  it('keeps naming every topic of the send when the cluster cannot say which is missing', async () => {
    const error = await sendTo(fakeKafka(['a'], true), [record('a'), record('b')])
    expect(error).toMatchObject({ _tag: 'UnknownTopicOrPartition', topic: undefined })
    expect((error as Error).message).toContain('sending 2 record(s) to a, b:')
  })
})
