import { describe, expect, it } from 'vitest'
import type { ConsumerRecord } from '../../../src/kafka/ports.js'
import { PartitionLog } from '../../../src/kafka/embedded/PartitionLog.js'

const b = (s: string): Buffer => Buffer.from(s)
const read = (
  log: PartitionLog,
  from: number,
  isolation: 'read_committed' | 'read_uncommitted',
  max = 100,
) => {
  const out: ConsumerRecord[] = []
  const next = log.read(from, max, isolation, out)
  return { values: out.map((r) => r.value?.toString()), offsets: out.map((r) => r.offset), next }
}

describe('PartitionLog', () => {
  it('gives consecutive offsets and keeps key, value, timestamp and headers', () => {
    const log = new PartitionLog('t', 2)
    const headers = [{ key: 'h', value: b('1') }]
    const first = log.append(b('k'), b('v'), 42, headers, -1, false)
    log.append(null, null, 43, undefined, -1, false)
    expect(first).toEqual({
      topic: 't',
      partition: 2,
      offset: 0,
      key: b('k'),
      value: b('v'),
      timestamp: 42,
      headers,
    })
    expect(log.highWatermark).toBe(2)
    const out: ConsumerRecord[] = []
    expect(log.read(0, 10, 'read_uncommitted', out)).toBe(2)
    expect(out[1]).toMatchObject({ offset: 1, key: null, value: null, headers: [] })
  })

  it('reads at most max records and resumes from the returned position', () => {
    const log = new PartitionLog('t', 0)
    for (let i = 0; i < 5; i++) log.append(null, b(`v${i}`), i, undefined, -1, false)
    const first = read(log, 0, 'read_uncommitted', 2)
    expect(first).toEqual({ values: ['v0', 'v1'], offsets: [0, 1], next: 2 })
    expect(read(log, first.next, 'read_uncommitted')).toEqual({
      values: ['v2', 'v3', 'v4'],
      offsets: [2, 3, 4],
      next: 5,
    })
    expect(read(log, 5, 'read_uncommitted').values).toEqual([])
  })

  it('hides open transactions from read_committed at the last stable offset, and aborted ones after the marker', () => {
    const log = new PartitionLog('t', 0)
    log.append(null, b('plain'), 0, undefined, -1, false)
    log.append(null, b('a1'), 0, undefined, 7, true)
    log.append(null, b('b1'), 0, undefined, 8, true)
    expect(log.lastStableOffset()).toBe(1)
    expect(read(log, 0, 'read_committed')).toEqual({ values: ['plain'], offsets: [0], next: 1 })
    expect(read(log, 0, 'read_uncommitted').values).toEqual(['plain', 'a1', 'b1'])

    log.endTransaction(7, false)
    expect(log.lastStableOffset()).toBe(2)
    log.endTransaction(8, true)
    expect(log.highWatermark).toBe(5)
    expect(log.lastStableOffset()).toBe(5)
    expect(read(log, 0, 'read_committed')).toEqual({ values: ['plain', 'b1'], offsets: [0, 2], next: 5 })
    expect(read(log, 0, 'read_uncommitted').values).toEqual(['plain', 'a1', 'b1'])
  })

  it('keeps a reader positioned past the last stable offset where it is', () => {
    const log = new PartitionLog('t', 0)
    log.append(null, b('open'), 0, undefined, 7, true)
    log.append(null, b('plain'), 0, undefined, -1, false)
    expect(read(log, 2, 'read_committed').next).toBe(2)
  })

  it('compacts below the last stable offset to the latest record per key, keeping offsets', () => {
    const log = new PartitionLog('t', 0)
    log.append(b('a'), b('a1'), 0, undefined, -1, false)
    log.append(b('b'), b('b1'), 0, undefined, -1, false)
    log.append(b('a'), b('a2'), 0, undefined, -1, false)
    log.append(b('b'), b('aborted'), 0, undefined, 9, true)
    log.endTransaction(9, false)
    log.append(b('a'), null, 0, undefined, -1, false)
    log.compact()
    expect(read(log, 0, 'read_uncommitted')).toEqual({ values: ['b1', undefined], offsets: [1, 5], next: 6 })
    expect(read(log, 2, 'read_uncommitted').offsets).toEqual([5])
    expect(log.highWatermark).toBe(6)
  })

  it('tells when a position is out of range and wakes listeners on append and markers', () => {
    const log = new PartitionLog('t', 0)
    let calls = 0
    const listener = (): void => void calls++
    log.onAppend(listener)
    log.append(null, b('x'), 0, undefined, 3, true)
    log.endTransaction(3, true)
    log.offAppend(listener)
    log.append(null, b('y'), 0, undefined, -1, false)
    expect(calls).toBe(2)
    expect(log.outOfRange(3)).toBe(false)
    expect(log.outOfRange(4)).toBe(true)
    expect(log.outOfRange(-1)).toBe(true)
  })
})
