/**
 * Conformance: records keep their order per partition, keys, values, headers and timestamps; keyed records land on
 * Kafka's murmur2 partition; offsets, commits, seek and pause/resume behave as Java's consumer.
 * @since 0.1.0
 */
import { expect, it } from 'vitest'
import { partitionForKey } from '../partitioner.js'
import type { ConsumerRecord, ProducerRecord } from '../ports.js'
import { bytes, text, type ConformanceContext } from './ConformanceContext.js'

const summary = (r: ConsumerRecord): string => `${r.partition}:${r.offset}:${text(r.key)}:${text(r.value)}`

/**
 * Registers the produce and consume tests.
 * @example
 * produceConsumeTests(() => ctx)
 * @category Clients
 * @since 0.1.0
 */
export const produceConsumeTests = (context: () => ConformanceContext): void => {
  it('keeps order per partition with keys, values, headers and timestamps', async () => {
    const ctx = context()
    const topic = await ctx.topic(3)
    const producer = await ctx.producer()
    const records: ProducerRecord[] = Array.from({ length: 30 }, (_, i) => ({
      topic,
      partition: i % 3,
      key: i % 5 === 0 ? null : bytes(`key-${i}`),
      value: i === 7 ? null : bytes(`value-${i}`),
      timestamp: 1_600_000_000_000 + i,
      headers: [
        { key: 'n', value: bytes(String(i)) },
        { key: 'n', value: bytes(`again-${i}`) },
        { key: 'empty', value: Buffer.alloc(0) },
      ],
    }))
    const sent = await producer.send(records.slice(0, 12))
    sent.push(...(await producer.send(records.slice(12))))
    expect(sent.map((m) => m.partition)).toEqual(records.map((r) => r.partition))
    for (let p = 0; p < 3; p++) {
      expect(sent.filter((m) => m.partition === p).map((m) => m.offset)).toEqual([...Array(10).keys()])
    }
    expect(sent.map((m) => m.timestamp)).toEqual(records.map((r) => r.timestamp))

    const consumer = await ctx.groupConsumer({ groupId: ctx.name('group') })
    await consumer.subscribe([topic])
    const got = await ctx.pollUntil(consumer, 30)
    expect(got).toHaveLength(30)
    for (let p = 0; p < 3; p++) {
      const mine = got.filter((r) => r.partition === p)
      expect(mine.map(summary)).toEqual(
        records
          .map((r, i) => ({ r, m: sent[i]! }))
          .filter(({ m }) => m.partition === p)
          .map(({ r, m }) => `${p}:${m.offset}:${text(r.key)}:${text(r.value)}`),
      )
    }
    const byValue = new Map(got.map((r) => [`${r.partition}:${r.offset}`, r]))
    records.forEach((r, i) => {
      const m = sent[i]!
      const back = byValue.get(`${m.partition}:${m.offset}`)!
      expect(back.topic).toBe(topic)
      expect(back.timestamp).toBe(r.timestamp)
      expect(back.headers.map((h) => [h.key, text(h.value)])).toEqual([
        ['n', String(i)],
        ['n', `again-${i}`],
        ['empty', ''],
      ])
    })
  })

  it("sends a keyed record without partition to Kafka's murmur2 partition of its key", async () => {
    const ctx = context()
    const topic = await ctx.topic(5)
    const producer = await ctx.producer({ idempotent: true })
    const keys = Array.from({ length: 20 }, (_, i) => `user-${i}`)
    const sent = await producer.send(keys.map((k) => ({ topic, key: bytes(k), value: bytes(k) })))
    expect(sent.map((m) => m.partition)).toEqual(keys.map((k) => partitionForKey(bytes(k), 5)))
    const reader = await ctx.assignedConsumer()
    await reader.assign([0, 1, 2, 3, 4].map((partition) => ({ topic, partition })))
    const got = await ctx.pollUntil(reader, 20)
    for (const r of got) expect(r.partition).toBe(partitionForKey(r.key!, 5))
    expect(got.map((r) => text(r.value)).sort()).toEqual([...keys].sort())
  })

  it('stamps records without a timestamp and reports it in the metadata', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const producer = await ctx.producer()
    const [meta] = await producer.send([{ topic, key: null, value: bytes('now') }])
    const reader = await ctx.assignedConsumer()
    await reader.assign([{ topic, partition: 0 }])
    const [back] = await ctx.pollUntil(reader, 1)
    expect(meta!.timestamp).toBeGreaterThan(1_600_000_000_000)
    expect(back!.timestamp).toBe(meta!.timestamp)
  })

  it('commits offsets and a restarted member resumes from the committed offset', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const groupId = ctx.name('group')
    const producer = await ctx.producer()
    await producer.send(Array.from({ length: 10 }, (_, i) => ({ topic, key: null, value: bytes(`v${i}`) })))
    const first = await ctx.groupConsumer({ groupId, maxPollRecords: 4 })
    await first.subscribe([topic])
    const firstBatch = await first.poll(ctx.waitMs)
    expect(firstBatch.length).toBeGreaterThan(0)
    expect(firstBatch.length).toBeLessThanOrEqual(4)
    const next = firstBatch[firstBatch.length - 1]!.offset + 1
    await first.commitOffsets([{ topic, partition: 0, offset: next }])
    expect(await first.committed([{ topic, partition: 0 }])).toEqual([{ topic, partition: 0, offset: next }])
    await first.disconnect()

    const admin = await ctx.admin()
    expect(await admin.fetchCommittedOffsets(groupId, [topic])).toEqual([
      { topic, partition: 0, offset: next },
    ])
    const second = await ctx.groupConsumer({ groupId })
    await second.subscribe([topic])
    const rest = await ctx.pollUntil(second, 10 - next)
    expect(rest.map((r) => r.offset)).toEqual([...Array(10 - next).keys()].map((i) => i + next))
    expect(rest.map((r) => text(r.value))).toEqual(rest.map((r) => `v${r.offset}`))
  })

  it('seeks, and reports the position of the next record', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const producer = await ctx.producer()
    await producer.send(Array.from({ length: 8 }, (_, i) => ({ topic, key: null, value: bytes(`v${i}`) })))
    const reader = await ctx.assignedConsumer()
    const tp = { topic, partition: 0 }
    await reader.assign([tp])
    expect(reader.assignment()).toEqual([tp])
    expect((await ctx.pollUntil(reader, 8)).map((r) => r.offset)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(reader.position(tp)).toBe(8)
    reader.seek({ ...tp, offset: 3 })
    expect(reader.position(tp)).toBe(3)
    const again = await ctx.pollUntil(reader, 5)
    expect(again.map((r) => r.offset)).toEqual([3, 4, 5, 6, 7])
    expect(reader.position(tp)).toBe(8)
  })

  it('pauses and resumes partitions', async () => {
    const ctx = context()
    const topic = await ctx.topic(2)
    const producer = await ctx.producer()
    await producer.send(
      Array.from({ length: 10 }, (_, i) => ({ topic, partition: i % 2, key: null, value: bytes(`v${i}`) })),
    )
    const reader = await ctx.assignedConsumer()
    const p0 = { topic, partition: 0 }
    await reader.assign([p0, { topic, partition: 1 }])
    reader.pause([p0])
    const unpaused = await ctx.pollUntil(reader, 5)
    expect(unpaused.map((r) => r.partition)).toEqual([1, 1, 1, 1, 1])
    expect(await ctx.pollFor(reader, 500)).toEqual([])
    reader.resume([p0])
    const resumed = await ctx.pollUntil(reader, 5)
    expect(resumed.map((r) => `${r.partition}:${r.offset}`)).toEqual(['0:0', '0:1', '0:2', '0:3', '0:4'])
  })
}
