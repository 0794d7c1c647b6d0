import type { Kafka } from 'kafkajs'
import { describe, expect, it } from 'vitest'
import { systemClock } from '../../../src/core/clock.js'
import { KafkajsProducer } from '../../../src/kafka/kafkajs/KafkajsProducer.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
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

interface Request {
  readonly topic: string
  readonly partitions: number[]
  readonly values: string[]
}

/** A kafkajs client with topics of three partitions that records every request it is sent. */
const recordingKafka = (requests: Request[], metadataLookups: string[][]): Kafka =>
  ({
    producer: () => ({
      connect: () => Promise.resolve(),
      disconnect: () => Promise.resolve(),
      sendBatch: ({
        topicMessages,
      }: {
        topicMessages: { topic: string; messages: { partition?: number; value: Buffer }[] }[]
      }) => {
        const answers = topicMessages.flatMap(({ topic, messages }) => {
          const partitions = messages.map((m) => m.partition ?? -1)
          requests.push({ topic, partitions, values: messages.map((m) => m.value.toString()) })
          return [...new Set(partitions)].map((partition) => ({
            topicName: topic,
            partition,
            errorCode: 0,
            baseOffset: String(100 * (partition + 1)),
          }))
        })
        return Promise.resolve(answers)
      },
    }),
    admin: () => ({
      connect: () => Promise.resolve(),
      disconnect: () => Promise.resolve(),
      fetchTopicMetadata: ({ topics }: { topics: string[] }) => {
        metadataLookups.push(topics)
        return Promise.resolve({
          topics: topics.map((name) => ({
            name,
            partitions: [0, 1, 2].map((partitionId) => ({ partitionId })),
          })),
        })
      },
    }),
  }) as unknown as Kafka

const valued = (topic: string, value: string, partition?: number, key?: string): ProducerRecord => ({
  topic,
  ...(partition === undefined ? {} : { partition }),
  key: key === undefined ? null : Buffer.from(key),
  value: Buffer.from(value),
})

describe('KafkajsProducer requests', () => {
  it("sends each partition's records in a request of its own, in order, and reports every record's offset", async () => {
    const requests: Request[] = []
    const producer = new KafkajsProducer(recordingKafka(requests, []), { clientId: 'p' }, systemClock)
    await producer.connect()
    const sent = await producer.send([
      valued('out', 'a', 0),
      valued('out', 'b', 1),
      valued('out', 'c', 0),
      valued('cl', 'd', 2),
    ])
    expect(requests).toHaveLength(3)
    for (const r of requests) expect(new Set(r.partitions).size).toBe(1)
    expect(requests.find((r) => r.topic === 'out' && r.partitions[0] === 0)?.values).toEqual(['a', 'c'])
    expect(sent.map((m) => [m.topic, m.partition, m.offset])).toEqual([
      ['out', 0, 100],
      ['out', 1, 200],
      ['out', 0, 101],
      ['cl', 2, 300],
    ])
  })

  it("places records without a partition by their key over the topic's partitions, asked once", async () => {
    const requests: Request[] = []
    const lookups: string[][] = []
    const producer = new KafkajsProducer(recordingKafka(requests, lookups), { clientId: 'p' }, systemClock)
    await producer.connect()
    const keys = ['kafka', 'streams', 'table', 'state', 'topic']
    await producer.send(keys.map((k) => valued('out', k, undefined, k)))
    await producer.send([valued('out', 'again', undefined, 'kafka')])
    expect(lookups).toEqual([['out']])
    for (const r of requests) {
      expect(new Set(r.partitions).size).toBe(1)
      for (const v of r.values)
        expect(r.partitions[0]).toBe(partitionForKey(Buffer.from(v === 'again' ? 'kafka' : v), 3))
    }
  })
})
