/**
 * Conformance: bad input and a missing cluster give typed errors naming what is wrong, never a hang.
 * @since 0.1.0
 */
import { expect, it } from 'vitest'
import type { KafkaClientSupplier } from '../ports.js'
import { bytes, tagOf, type ConformanceContext } from './ConformanceContext.js'

/**
 * Registers the error tests; the broker-down ones only when the adapter can name an unreachable cluster.
 * @example
 * errorTests(() => ctx, options.unreachable)
 * @category Clients
 * @since 0.1.0
 */
export const errorTests = (
  context: () => ConformanceContext,
  unreachable: (() => KafkaClientSupplier) | undefined,
): void => {
  it('fails with UnknownTopicOrPartition for a topic that does not exist', async () => {
    const ctx = context()
    const missing = ctx.name('missing')
    const admin = await ctx.admin()
    expect(await tagOf(admin.describeTopics([missing]))).toBe('UnknownTopicOrPartition')
    expect(await tagOf(admin.describeTopicConfigs(missing))).toBe('UnknownTopicOrPartition')
    expect(await tagOf(admin.listOffsets(missing))).toBe('UnknownTopicOrPartition')
    const producer = await ctx.producer()
    expect(await tagOf(producer.send([{ topic: missing, key: null, value: bytes('x') }]))).toBe(
      'UnknownTopicOrPartition',
    )
    expect(await tagOf(producer.send([{ topic: missing, partition: 0, key: bytes('k'), value: null }]))).toBe(
      'UnknownTopicOrPartition',
    )
    expect(await admin.listTopics()).not.toContain(missing)
  })

  it('fails with TopicAlreadyExists when creating a topic twice', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const admin = await ctx.admin()
    expect(await tagOf(admin.createTopics([{ topic, numPartitions: 1 }]))).toBe('TopicAlreadyExists')
  })

  it('fails with ClientNotConnected when used before connect or after disconnect', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const producer = ctx.supplier.producer({ clientId: ctx.name('producer') })
    expect(await tagOf(producer.send([{ topic, key: null, value: bytes('x') }]))).toBe('ClientNotConnected')
    const admin = await ctx.admin()
    await admin.disconnect()
    expect(await tagOf(admin.listTopics())).toBe('ClientNotConnected')
  })

  if (unreachable !== undefined) {
    it('fails with BrokerNotAvailable when the cluster cannot be reached', async () => {
      const supplier = unreachable()
      const admin = supplier.admin({ clientId: 'conformance-unreachable' })
      expect(await tagOf(admin.connect().then(() => admin.listTopics()))).toBe('BrokerNotAvailable')
      const producer = supplier.producer({ clientId: 'conformance-unreachable' })
      expect(await tagOf(producer.connect())).toBe('BrokerNotAvailable')
      await Promise.all([admin.disconnect(), producer.disconnect()].map((p) => p.catch(() => undefined)))
    })
  }
}
