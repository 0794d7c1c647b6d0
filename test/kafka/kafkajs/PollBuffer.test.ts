import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/core/clock.js'
import { PollBuffer } from '../../../src/kafka/kafkajs/PollBuffer.js'
import type { ConsumerRecord } from '../../../src/kafka/ports.js'

const tp = (partition: number): { topic: string; partition: number } => ({ topic: 't', partition })
const records = (partition: number, from: number, count: number): ConsumerRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    ...tp(partition),
    offset: from + i,
    key: null,
    value: Buffer.from(`${partition}-${from + i}`),
    timestamp: 0,
    headers: [],
  }))
const offsets = (rs: readonly ConsumerRecord[]): string[] => rs.map((r) => `${r.partition}:${r.offset}`)

describe('PollBuffer', () => {
  it('holds a batch until every record was taken, then reports the last offset', async () => {
    const buffer = new PollBuffer(new ManualClock())
    const batch = buffer.offer(tp(0), records(0, 10, 3))
    expect(offsets(buffer.take(2))).toEqual(['0:10', '0:11'])
    expect(batch.isDone()).toBe(false)
    expect(offsets(buffer.take(5))).toEqual(['0:12'])
    expect(batch.isDone()).toBe(true)
    expect(await batch.done).toBe(12)
    expect(buffer.position(tp(0))).toBe(13)
  })

  it('takes oldest batches first, across partitions, up to the maximum', () => {
    const buffer = new PollBuffer(new ManualClock())
    buffer.offer(tp(1), records(1, 0, 2))
    buffer.offer(tp(0), records(0, 0, 2))
    expect(offsets(buffer.take(3))).toEqual(['1:0', '1:1', '0:0'])
    expect(offsets(buffer.take(3))).toEqual(['0:1'])
  })

  it('shares a poll among the partitions: a small batch is not starved behind large ones', () => {
    // word count's first round: two input partitions fetched 1,000 records each, the repartition partition 3
    const buffer = new PollBuffer(new ManualClock())
    buffer.offer(tp(0), records(0, 0, 1000))
    buffer.offer(tp(1), records(1, 0, 1000))
    buffer.offer(tp(2), records(2, 0, 3))
    const first = offsets(buffer.take(9))
    expect(first).toEqual(['0:0', '0:1', '0:2', '1:0', '1:1', '1:2', '2:0', '2:1', '2:2'])
    // what the small batch left is shared by the others, each in offset order
    expect(offsets(buffer.take(4))).toEqual(['0:3', '0:4', '1:3', '1:4'])
    expect(offsets(buffer.take(3))).toEqual(['0:5', '0:6', '1:5'])
  })

  it('skips records before the position (already returned)', async () => {
    const buffer = new PollBuffer(new ManualClock())
    buffer.offer(tp(0), records(0, 0, 3))
    buffer.take(10)
    const again = buffer.offer(tp(0), records(0, 1, 4))
    expect(offsets(buffer.take(10))).toEqual(['0:3', '0:4'])
    expect(await again.done).toBe(4)
    const old = buffer.offer(tp(0), records(0, 0, 2))
    expect(await old.done).toBe(1)
    expect(buffer.hasRecords()).toBe(false)
  })

  it('releases the batch of a paused partition and skips it until resumed', async () => {
    const buffer = new PollBuffer(new ManualClock())
    const paused = buffer.offer(tp(0), records(0, 0, 2))
    buffer.offer(tp(1), records(1, 0, 2))
    buffer.pause([tp(0)])
    expect(await paused.done).toBeUndefined()
    expect(offsets(buffer.take(10))).toEqual(['1:0', '1:1'])
    const whilePaused = buffer.offer(tp(0), records(0, 0, 2))
    expect(whilePaused.isDone()).toBe(true)
    expect(buffer.pausedAmong([tp(0), tp(1)])).toEqual([tp(0)])
    buffer.resume([tp(0)])
    buffer.offer(tp(0), records(0, 0, 2))
    expect(offsets(buffer.take(10))).toEqual(['0:0', '0:1'])
  })

  it('seeks: drops buffered records and moves the position', async () => {
    const buffer = new PollBuffer(new ManualClock())
    buffer.offer(tp(0), records(0, 0, 5))
    buffer.take(2)
    const rest = buffer.offer(tp(0), records(0, 5, 1))
    buffer.seek(tp(0), 1)
    expect(buffer.position(tp(0))).toBe(1)
    expect(await rest.done).toBeUndefined()
    expect(buffer.hasRecords()).toBe(false)
    buffer.offer(tp(0), records(0, 0, 3))
    expect(offsets(buffer.take(10))).toEqual(['0:1', '0:2'])
  })

  it('moves past the filtered records at the end of a batch once its last record is taken', () => {
    const buffer = new PollBuffer(new ManualClock())
    // records 3 and 4 were filtered out of the fetch (a commit marker, an aborted record)
    buffer.offer(tp(0), records(0, 0, 3), 5)
    buffer.take(2)
    expect(buffer.position(tp(0))).toBe(2)
    buffer.take(2)
    expect(buffer.position(tp(0))).toBe(5)
  })

  it('moves past a fetch of only filtered records when it starts at the position', () => {
    const buffer = new PollBuffer(new ManualClock())
    buffer.seek(tp(0), 4)
    buffer.skipFiltered(tp(0), 3, 5)
    expect(buffer.position(tp(0))).toBe(4)
    buffer.skipFiltered(tp(0), 4, 6)
    expect(buffer.position(tp(0))).toBe(6)
    buffer.offer(tp(0), records(0, 6, 2), 8)
    buffer.skipFiltered(tp(0), 6, 9)
    expect(buffer.position(tp(0))).toBe(6)
    expect(buffer.position(tp(1))).toBeUndefined()
    buffer.skipFiltered(tp(1), 0, 1)
    expect(buffer.position(tp(1))).toBeUndefined()
  })

  it('forgets positions and pauses of partitions no longer held', () => {
    const buffer = new PollBuffer(new ManualClock())
    buffer.offer(tp(0), records(0, 0, 1))
    buffer.offer(tp(1), records(1, 0, 1))
    buffer.take(10)
    buffer.pause([tp(1)])
    buffer.retainOnly([tp(0)])
    expect(buffer.position(tp(0))).toBe(1)
    expect(buffer.position(tp(1))).toBeUndefined()
    expect(buffer.pausedAmong([tp(1)])).toEqual([])
    buffer.forgetPositions()
    expect(buffer.position(tp(0))).toBeUndefined()
  })

  it('wakes a waiting poll when records arrive, or after the timeout', async () => {
    const clock = new ManualClock()
    const buffer = new PollBuffer(clock)
    let woke = false
    const waiting = buffer.waitForRecords(1_000).then(() => (woke = true))
    await Promise.resolve()
    expect(woke).toBe(false)
    buffer.offer(tp(0), records(0, 0, 1))
    await waiting
    expect(woke).toBe(true)
    buffer.take(1)
    let timedOut = false
    const idle = buffer.waitForRecords(1_000).then(() => (timedOut = true))
    clock.advance(999)
    await Promise.resolve()
    expect(timedOut).toBe(false)
    clock.advance(1)
    await idle
    expect(timedOut).toBe(true)
  })

  it('waits for a batch at most the given time', async () => {
    const clock = new ManualClock()
    const buffer = new PollBuffer(clock)
    const batch = buffer.offer(tp(0), records(0, 0, 1))
    const first = buffer.waitForBatch(batch, 500)
    clock.advance(500)
    expect(await first).toBe(false)
    const second = buffer.waitForBatch(batch, 500)
    buffer.releaseAll()
    expect(await second).toBe(true)
  })
})
