import { describe, expect, it } from 'vitest'
import { TaskIdling } from '../../src/testing/TaskIdling.js'

const queued =
  (counts: Record<string, number>) =>
  (topic: string): number =>
    counts[topic] ?? 0

describe('TaskIdling', () => {
  it('is ready when every input is buffered', () => {
    expect(new TaskIdling(1000, ['a', 'b']).readyToProcess(0, queued({ a: 1, b: 2 }))).toBe(true)
  })

  it('waits while an input is empty, until the idle time from when it was first seen empty', () => {
    const idling = new TaskIdling(1000, ['a', 'b'])
    expect(idling.readyToProcess(5, queued({ a: 1 }))).toBe(false)
    expect(idling.readyToProcess(1004, queued({ a: 1 }))).toBe(false)
    expect(idling.readyToProcess(1005, queued({ a: 1 }))).toBe(true)
  })

  it('restarts the wait of an input that got records and emptied again', () => {
    const idling = new TaskIdling(1000, ['a', 'b'])
    expect(idling.readyToProcess(0, queued({ a: 1 }))).toBe(false)
    expect(idling.readyToProcess(10, queued({ a: 1, b: 1 }))).toBe(true)
    expect(idling.readyToProcess(1000, queued({ a: 1 }))).toBe(false)
    expect(idling.readyToProcess(2000, queued({ a: 1 }))).toBe(true)
  })

  it('is not ready with nothing buffered, and never waits with 0 or -1', () => {
    const idle = new TaskIdling(1000, ['a'])
    expect(idle.readyToProcess(5000, queued({}))).toBe(false)
    expect(idle.readyToProcess(7000, queued({}))).toBe(false)
    expect(new TaskIdling(0, ['a', 'b']).readyToProcess(0, queued({ a: 1 }))).toBe(true)
    expect(new TaskIdling(-1, ['a', 'b']).readyToProcess(0, queued({ a: 1 }))).toBe(true)
  })
})
