import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { Kafka, logLevel, type Admin } from 'kafkajs'
import { afterAll, describe, expect, inject, it, vi } from 'vitest'
import { startKafkaCluster } from '../../scripts/kafka/broker.js'
import { consumeValues } from './consumeValues.js'

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

describe('a three-broker cluster started by scripts/kafka', () => {
  it('keeps producing and consuming after the leader of a replicated topic is killed', async () => {
    const cluster = await startKafkaCluster({ brokers: 3 })
    // Generous retries: on a busy two-core machine three broker JVMs can be slow to share metadata.
    const client = new Kafka({
      clientId: 'failover',
      brokers: cluster.bootstrapServers.split(','),
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 250, retries: 12, maxRetryTime: 5_000 },
    })
    const admin3 = client.admin()
    const producer = client.producer()
    const topic = `failover-${randomUUID()}`
    const groupId = `failover-${randomUUID()}`
    try {
      await admin3.connect()
      expect((await admin3.describeCluster()).brokers.map((b) => b.nodeId).sort()).toEqual([1, 2, 3])
      await admin3.createTopics({ topics: [{ topic, numPartitions: 1, replicationFactor: 3 }] })
      const leader = await leaderOf(admin3, topic, [1, 2, 3])
      await producer.connect()
      await producer.send({ topic, messages: [{ value: 'before' }] })
      expect(await consumeValues(client, topic, 1, { groupId })).toEqual(['before'])

      await cluster.killBroker(leader)
      await producer.send({ topic, messages: [{ value: 'after' }] })
      expect(await consumeValues(client, topic, 1, { groupId })).toEqual(['after'])
      await leaderOf(
        admin3,
        topic,
        [1, 2, 3].filter((id) => id !== leader),
      )

      await cluster.restartBroker(leader)
      expect((await admin3.describeCluster()).brokers.map((b) => b.nodeId).sort()).toEqual([1, 2, 3])
    } finally {
      await producer.disconnect()
      await admin3.disconnect()
      await cluster.stop()
    }
    expect(existsSync(cluster.root)).toBe(false)
  }, 240_000)
})

/** The leader of partition 0 of `topic`, once every broker agrees it is one of `candidates`. */
async function leaderOf(client: Admin, topic: string, candidates: readonly number[]): Promise<number> {
  return vi.waitFor(
    async () => {
      const { topics } = await client.fetchTopicMetadata({ topics: [topic] })
      const leader = topics[0]?.partitions[0]?.leader ?? -1
      expect(candidates).toContain(leader)
      return leader
    },
    { timeout: 30_000, interval: 200 },
  )
}
