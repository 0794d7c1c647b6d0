import { Kafka, logLevel } from 'kafkajs'
import { afterAll, describe, expect, inject, it } from 'vitest'

const kafka = new Kafka({
  clientId: 'broker-test',
  brokers: [inject('kafkaBootstrap')],
  logLevel: logLevel.NOTHING,
})
const admin = kafka.admin()

afterAll(async () => {
  await admin.disconnect()
})

describe('the broker started by scripts/kafka', () => {
  it('answers metadata requests on the port the scripts chose', async () => {
    await admin.connect()
    const { brokers, controller } = await admin.describeCluster()
    expect(brokers).toEqual([{ nodeId: 1, host: '127.0.0.1', port: inject('kafkaPort') }])
    expect(controller).toBe(1)
  })
})
