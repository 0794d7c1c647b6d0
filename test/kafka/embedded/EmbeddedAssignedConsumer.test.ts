import { describe, expect, it } from 'vitest'
import { embedded, produce, record, rejectionTag, settle, values } from './fixtures.js'

describe('EmbeddedAssignedConsumer', () => {
  it('reads assigned partitions from the earliest offset, keeping positions of partitions it keeps', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 2 }])
    await produce(kafka, [
      record('t', null, 'a0', { partition: 0 }),
      record('t', null, 'b0', { partition: 1 }),
    ])
    const consumer = kafka.assignedConsumer({ clientId: 'restore' })
    await consumer.connect()
    await consumer.assign([{ topic: 't', partition: 0 }])
    expect(values(await consumer.poll(0))).toEqual(['a0'])
    await produce(kafka, [record('t', null, 'a1', { partition: 0 })])
    await consumer.assign([
      { topic: 't', partition: 0 },
      { topic: 't', partition: 1 },
    ])
    expect(values(await consumer.poll(0)).sort()).toEqual(['a1', 'b0'])
    expect(consumer.assignment()).toEqual([
      { topic: 't', partition: 0 },
      { topic: 't', partition: 1 },
    ])
    await consumer.assign([])
    expect(consumer.assignment()).toEqual([])
  })

  it('wakes a waiting poll when records arrive, and times out on the clock', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 1 }])
    const consumer = kafka.assignedConsumer({ clientId: 'c' })
    await consumer.connect()
    await consumer.assign([{ topic: 't', partition: 0 }])
    const waiting = consumer.poll(1000)
    await produce(kafka, [record('t', 'k', 'v')])
    expect(values(await waiting)).toEqual(['v'])
    expect(await settle(clock, consumer.poll(1000))).toEqual([])
    const forever = consumer.poll(Number.POSITIVE_INFINITY)
    await produce(kafka, [record('t', 'k', 'late')])
    expect(values(await forever)).toEqual(['late'])
  })

  it('resets an out-of-range position by its policy, seeks and reports positions', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    await produce(kafka, [record('t', null, '0'), record('t', null, '1'), record('t', null, '2')])
    const latest = kafka.assignedConsumer({ clientId: 'c', autoOffsetReset: 'latest' })
    await latest.connect()
    await latest.assign([{ topic: 't', partition: 0 }])
    latest.seek({ topic: 't', partition: 0, offset: 10 })
    expect(await latest.poll(0)).toEqual([])
    expect(latest.position({ topic: 't', partition: 0 })).toBe(3)
    latest.seek({ topic: 't', partition: 0, offset: 1 })
    expect(values(await latest.poll(0))).toEqual(['1', '2'])
  })

  it('refuses unknown partitions, use outside connect/disconnect and bad options', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const consumer = kafka.assignedConsumer({ clientId: 'c' })
    expect(await rejectionTag(() => consumer.poll(0))).toBe('ClientNotConnected')
    await consumer.connect()
    expect(await rejectionTag(() => consumer.assign([{ topic: 'nope', partition: 0 }]))).toBe(
      'UnknownTopicOrPartition',
    )
    expect(await rejectionTag(() => consumer.assign([{ topic: 't', partition: 1 }]))).toBe(
      'UnknownTopicOrPartition',
    )
    expect(await rejectionTag(() => consumer.pause([{ topic: 't', partition: 0 }]))).toBe(
      'InvalidConfiguration',
    )
    await consumer.disconnect()
    expect(await rejectionTag(() => consumer.poll(0))).toBe('ClientNotConnected')
    expect(await rejectionTag(() => kafka.assignedConsumer({ clientId: 'c', maxPollRecords: 1.5 }))).toBe(
      'InvalidConfiguration',
    )
  })
})
