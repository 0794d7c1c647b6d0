import type { Kafka } from 'kafkajs'
import { describe, expect, it } from 'vitest'
import { systemClock } from '../../../src/core/clock.js'
import { clientConfig } from '../../../src/kafka/ClientConfig.js'
import {
  consumerFetchOptions,
  kafkaClientOptions,
  producerSettings,
} from '../../../src/kafka/kafkajs/kafkajsClientOptions.js'
import { KafkajsGroupConsumer } from '../../../src/kafka/kafkajs/KafkajsGroupConsumer.js'
import { KafkajsProducer } from '../../../src/kafka/kafkajs/KafkajsProducer.js'
import { rangeAssignor } from '../../../src/kafka/rangeAssignor.js'

const config = clientConfig({
  'bootstrap.servers': '127.0.0.1:9092',
  'request.timeout.ms': 30_000,
  retries: 5,
})

describe('kafkajs client options from client settings', () => {
  it("puts a client's request.timeout.ms and retries over the supplier-wide ones", () => {
    expect(kafkaClientOptions(config, 'c')).toMatchObject({
      clientId: 'c',
      brokers: ['127.0.0.1:9092'],
      requestTimeout: 30_000,
      retry: { retries: 5 },
    })
    expect(kafkaClientOptions(config, 'c', { 'request.timeout.ms': 7_000, retries: 2 })).toMatchObject({
      requestTimeout: 7_000,
      retry: { retries: 2, initialRetryTime: 300, maxRetryTime: 30_000 },
    })
  })

  it('maps the fetch settings onto kafkajs consumer options', () => {
    expect(consumerFetchOptions(config)).toEqual({
      maxPollRecords: 500,
      fetchMaxWaitMs: 500,
      maxBytesPerPartition: 1_048_576,
    })
    expect(
      consumerFetchOptions(config, {
        'max.poll.records': 50,
        'fetch.min.bytes': 1024,
        'fetch.max.bytes': 4096,
        'max.partition.fetch.bytes': 2048,
        'fetch.max.wait.ms': 0,
        'client.rack': 'eu-1a',
      }),
    ).toEqual({
      maxPollRecords: 50,
      minBytes: 1024,
      maxBytes: 4096,
      maxBytesPerPartition: 2048,
      fetchMaxWaitMs: 0,
      rackId: 'eu-1a',
    })
    expect(consumerFetchOptions(config, { 'max.poll.records': 50 }, 10).maxPollRecords).toBe(10)
    expect(consumerFetchOptions(config, { 'client.rack': '' })).not.toHaveProperty('rackId')
  })

  it('maps acks, compression.type and enable.idempotence onto the producer', () => {
    expect(producerSettings()).toEqual({ send: {} })
    expect(producerSettings({ acks: 'all', 'compression.type': 'gzip', 'enable.idempotence': true })).toEqual(
      {
        send: { acks: -1, compression: 1 },
        idempotent: true,
      },
    )
    expect(producerSettings({ acks: '0', 'compression.type': 'none' }).send).toEqual({
      acks: 0,
      compression: 0,
    })
    expect(producerSettings({ acks: '1' }).send).toEqual({ acks: 1 })
  })

  it('refuses a compression type kafkajs has no codec for', () => {
    expect(() => producerSettings({ 'compression.type': 'snappy' })).toThrow(
      expect.objectContaining({
        _tag: 'InvalidConfiguration',
        message: expect.stringContaining("'compression.type' 'snappy'") as unknown,
      }),
    )
  })

  it('gives every sendBatch the acks and compression, and the producer its idempotence', async () => {
    const batches: unknown[] = []
    const producers: unknown[] = []
    const kafka = {
      producer: (options: unknown) => {
        producers.push(options)
        return {
          connect: () => Promise.resolve(),
          sendBatch: (batch: unknown) => {
            batches.push(batch)
            return Promise.resolve([{ topicName: 't', partition: 0, errorCode: 0, baseOffset: '0' }])
          },
        }
      },
    } as unknown as Kafka
    const producer = new KafkajsProducer(
      kafka,
      { clientId: 'p', settings: { acks: 'all', 'compression.type': 'gzip', 'enable.idempotence': true } },
      systemClock,
    )
    expect(producers[0]).toMatchObject({ idempotent: true, maxInFlightRequests: 1 })
    await producer.connect()
    await producer
      .send([{ topic: 't', partition: 0, key: null, value: Buffer.from('v') }])
      .catch(() => undefined)
    expect(batches[0]).toMatchObject({ acks: -1, compression: 1 })
  })

  it('gives the kafkajs consumer minBytes, maxBytes, maxBytesPerPartition, maxWaitTimeInMs and rackId', () => {
    const consumers: unknown[] = []
    const kafka = {
      consumer: (options: unknown) => {
        consumers.push(options)
        return { on: () => undefined, events: {} }
      },
    } as unknown as Kafka
    new KafkajsGroupConsumer(
      kafka,
      {
        clientId: 'c',
        groupId: 'g',
        assignor: rangeAssignor,
        eager: true,
        isolationLevel: 'read_committed',
        autoOffsetReset: 'earliest',
        sessionTimeoutMs: 30_000,
        heartbeatIntervalMs: 3_000,
        ...consumerFetchOptions(config, {
          'fetch.min.bytes': 10,
          'fetch.max.bytes': 20,
          'max.partition.fetch.bytes': 15,
          'fetch.max.wait.ms': 100,
          'client.rack': 'r1',
        }),
      },
      systemClock,
    )
    expect(consumers[0]).toMatchObject({
      minBytes: 10,
      maxBytes: 20,
      maxBytesPerPartition: 15,
      maxWaitTimeInMs: 100,
      rackId: 'r1',
    })
  })
})
