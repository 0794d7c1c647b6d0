import { describe, expect, it } from 'vitest'
import { change } from '../../src/processor/Change.js'
import {
  TimeOrderedKeyValueBuffer,
  type Eviction,
} from '../../src/processor/processors/TimeOrderedKeyValueBuffer.js'
import { Record } from '../../src/core/processorApi/Record.js'
import type { Serde } from '../../src/serde/Serde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { InMemoryChangelogCollector } from '../../src/state/logging/InMemoryChangelogCollector.js'

const open = async (collector?: InMemoryChangelogCollector): Promise<TimeOrderedKeyValueBuffer> => {
  const buffer = new TimeOrderedKeyValueBuffer(
    'buf',
    Serdes.string() as Serde<unknown>,
    Serdes.long() as Serde<unknown>,
  )
  await buffer.init({
    taskId: '0_0',
    partition: 0,
    recordTimestamp: () => 0,
    ...(collector ? { collector } : {}),
  })
  return buffer
}

const drain = (buffer: TimeOrderedKeyValueBuffer): Eviction[] => {
  const out: Eviction[] = []
  buffer.evictWhile(
    () => true,
    (e) => out.push(e),
  )
  return out
}

describe('TimeOrderedKeyValueBuffer', () => {
  it('orders by time then key and keeps a key in place when it is updated', async () => {
    const buffer = await open()
    buffer.put(5, new Record('b', change(1, null), 5))
    buffer.put(5, new Record('a', change(2, null), 5))
    buffer.put(3, new Record('c', change(3, null), 3))
    buffer.put(9, new Record('c', change(4, 3), 9))
    expect(drain(buffer).map((e) => [e.key, e.value.newValue, e.timestamp])).toEqual([
      ['c', 4, 9],
      ['a', 2, 5],
      ['b', 1, 5],
    ])
    expect(buffer.minTimestamp()).toBe(Number.MAX_SAFE_INTEGER)
    expect(buffer.bufferSize()).toBe(0)
  })

  it('restores what it logged: entries, windowed keys, headers, and nothing it evicted', async () => {
    const collector = new InMemoryChangelogCollector()
    const buffer = await open(collector)
    const headers = [{ key: 'h', value: Buffer.from('v') }]
    buffer.put(10, new Record({ key: 'w', window: { start: 0, end: 10 } }, change(7, 6), 4, headers))
    buffer.put(2, new Record('gone', change(1, null), 2))
    buffer.put(3, new Record('p', change(null, 5), 3))
    buffer.evictWhile(
      () => buffer.minTimestamp() <= 2,
      () => undefined,
    )
    // the buffer writes its changes at flush (commit), as Kafka Streams' does; the layout version is a header
    buffer.flush()
    const restored = await open()
    await restored.restore(
      collector.records.map((r, offset) => ({ key: r.key, value: r.value, offset, headers: r.headers })),
      { topic: 'buf-changelog', partition: 0, offset: collector.records.length },
    )
    expect(restored.numRecords()).toBe(2)
    expect(restored.bufferSize()).toBe(buffer.bufferSize())
    expect(drain(restored)).toEqual(drain(buffer))
  })
})
