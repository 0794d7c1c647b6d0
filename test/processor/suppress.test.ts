import { describe, expect, it } from 'vitest'
import { BufferConfig } from '../../src/dsl/options/BufferConfig.js'
import { Suppressed } from '../../src/dsl/options/Suppressed.js'
import { change } from '../../src/processor/Change.js'
import { Record } from '../../src/core/processorApi/Record.js'
import { suppressProcessor } from '../../src/processor/processors/suppressProcessor.js'
import type { TimeOrderedKeyValueBuffer } from '../../src/processor/processors/TimeOrderedKeyValueBuffer.js'
import type { Serde } from '../../src/serde/Serde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { ProcessorHarness, testStore, wk } from './processorHarness.js'

const update = (key: unknown, newValue: unknown, oldValue: unknown, ts: number) =>
  new Record(key, change(newValue, oldValue), ts)

const harness = async (
  suppressed: Suppressed,
  graceMs = 0,
  valueSerde: Serde<unknown> = Serdes.string() as Serde<unknown>,
) => {
  const h = await new ProcessorHarness().withStores(testStore('buffer', 'timeOrderedBuffer', { valueSerde }))
  const p = h.start(
    suppressProcessor(
      { _tag: 'Suppress', storeName: 'buffer', suppressed: Suppressed.from(suppressed), graceMs },
      h.hooks,
    ),
  )
  return { h, p }
}

describe('suppress', () => {
  it('untilTimeLimit keeps the latest change per key until stream time passes its time plus the limit', async () => {
    const { h, p } = await harness(Suppressed.untilTimeLimit(10, BufferConfig.unbounded()))
    p.process(update('a', 'a1', null, 0))
    p.process(update('a', 'a2', 'a1', 5))
    p.process(update('b', 'b1', null, 6))
    expect(h.take()).toEqual([])
    p.process(update('c', 'c1', null, 10))
    expect(h.take()).toEqual([{ key: 'a', value: { new: 'a2', old: 'a1' }, timestamp: 5 }])
    p.process(update('c', null, 'c1', 30))
    expect(h.take()).toEqual([
      { key: 'b', value: { new: 'b1', old: null }, timestamp: 6 },
      { key: 'c', value: { new: null, old: 'c1' }, timestamp: 30 },
    ])
  })

  it('untilWindowCloses emits one final result per window after end + grace and drops tombstones', async () => {
    const { h, p } = await harness(
      Suppressed.untilWindowCloses(BufferConfig.unbounded()),
      5,
      Serdes.long() as Serde<unknown>,
    )
    p.process(update(wk('a', 0, 10), 1, null, 1))
    p.process(update(wk('a', 0, 10), 2, 1, 4))
    p.process(update(wk('b', 0, 10), null, 3, 6))
    p.process(update(wk('a', 10, 20), 1, null, 14))
    expect(h.take()).toEqual([])
    p.process(update(wk('a', 10, 20), 2, 1, 15))
    expect(h.take()).toEqual([{ key: wk('a', 0, 10), value: { new: 2, old: 1 }, timestamp: 4 }])
  })

  it('emits the oldest entries early when a bounded buffer fills', async () => {
    const { h, p } = await harness(Suppressed.untilTimeLimit(1_000, BufferConfig.maxRecords(2)))
    p.process(update('a', 'a1', null, 1))
    p.process(update('b', 'b1', null, 2))
    p.process(update('a', 'a2', 'a1', 3))
    expect(h.take()).toEqual([])
    p.process(update('c', 'c1', null, 4))
    expect(h.take()).toEqual([{ key: 'a', value: { new: 'a2', old: 'a1' }, timestamp: 3 }])
  })

  it('fails with SuppressionBufferFull when a strict buffer fills', async () => {
    const { p } = await harness(
      Suppressed.untilWindowCloses(BufferConfig.maxRecords(1).shutDownWhenFull()),
      100,
      Serdes.long() as Serde<unknown>,
    )
    p.process(update(wk('a', 0, 10), 1, null, 1))
    expect(() => p.process(update(wk('b', 0, 10), 1, null, 2))).toThrow(
      expect.objectContaining({ _tag: 'SuppressionBufferFull' }),
    )
  })

  it('counts buffered bytes and frees them on eviction', async () => {
    const { h, p } = await harness(Suppressed.untilTimeLimit(10, BufferConfig.maxBytes(10_000)))
    const buffer = h.stores.get('buffer') as TimeOrderedKeyValueBuffer
    p.process(update('a', 'xxxx', null, 0))
    const one = buffer.bufferSize()
    expect(one).toBeGreaterThan(4)
    p.process(update('a', 'yyyyyyyy', 'xxxx', 1))
    expect(buffer.bufferSize()).toBe(one + 8)
    expect(buffer.numRecords()).toBe(1)
    p.process(update('b', 'z', null, 20))
    expect(buffer.numRecords()).toBe(1)
  })
})
