/**
 * Conformance: topics created with configs, described, listed and deleted; offsets listed under both isolation
 * levels; the cluster described.
 * @since 0.1.0
 */
import { expect, it } from 'vitest'
import { bytes, tagOf, type ConformanceContext } from './ConformanceContext.js'

/**
 * Registers the admin tests.
 * @example
 * adminTests(() => ctx)
 * @category Clients
 * @since 0.1.0
 */
export const adminTests = (context: () => ConformanceContext): void => {
  it('creates a compacted topic and describes it', async () => {
    const ctx = context()
    const topic = await ctx.topic(3, { 'cleanup.policy': 'compact', 'min.compaction.lag.ms': '1000' })
    const admin = await ctx.admin()
    expect(await admin.listTopics()).toContain(topic)
    const [description] = await admin.describeTopics([topic])
    expect(description?.topic).toBe(topic)
    expect(description?.partitions.map((p) => p.partition)).toEqual([0, 1, 2])
    for (const p of description?.partitions ?? []) {
      expect(p.replicas).toContain(p.leader)
      expect(p.isr).toContain(p.leader)
    }
    const configs = await admin.describeTopicConfigs(topic)
    expect(configs['cleanup.policy']).toBe('compact')
    expect(configs['min.compaction.lag.ms']).toBe('1000')
  })

  it('lists earliest and latest offsets, the latest stable one under read_committed', async () => {
    const ctx = context()
    const topic = await ctx.topic(2)
    const admin = await ctx.admin()
    const producer = await ctx.producer()
    await producer.send(
      Array.from({ length: 5 }, (_, i) => ({ topic, partition: 0, key: null, value: bytes(`v${i}`) })),
    )
    expect(await admin.listOffsets(topic)).toEqual([
      { topic, partition: 0, earliest: 0, latest: 5 },
      { topic, partition: 1, earliest: 0, latest: 0 },
    ])
    const tx = await ctx.producer({ transactionalId: ctx.name('tx') })
    await tx.initTransactions()
    await tx.beginTransaction()
    await tx.send([{ topic, partition: 0, key: null, value: bytes('open') }])
    const uncommitted = await admin.listOffsets(topic, 'read_uncommitted')
    const committed = await admin.listOffsets(topic, 'read_committed')
    expect(uncommitted[0]?.latest).toBe(6)
    expect(committed[0]?.latest).toBe(5)
    await tx.abortTransaction()
  })

  it('deletes topics', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const admin = await ctx.admin()
    await admin.deleteTopics([topic])
    expect(await ctx.eventually(async () => !(await admin.listTopics()).includes(topic))).toBe(true)
    expect(
      await ctx.eventually(
        async () => (await tagOf(admin.describeTopics([topic]))) === 'UnknownTopicOrPartition',
      ),
    ).toBe(true)
  })

  it('describes the cluster', async () => {
    const ctx = context()
    const admin = await ctx.admin()
    const cluster = await admin.describeCluster()
    expect(cluster.brokers.length).toBeGreaterThan(0)
    for (const b of cluster.brokers) {
      expect(Number.isInteger(b.nodeId)).toBe(true)
      expect(b.port).toBeGreaterThanOrEqual(0)
    }
  })
}
