import { describe, expect, it } from 'vitest'
import { Record } from '../../../src/core/processorApi/Record.js'
import { PartitionGroup } from '../../../src/runtime/processing/PartitionGroup.js'
import type { QueuedRecord } from '../../../src/runtime/processing/QueuedRecord.js'
import { punctuationContext } from '../../../src/runtime/processing/RecordContext.js'
import { TaskIdling } from '../../../src/runtime/task/TaskIdling.js'

const queued = (timestamp: number): QueuedRecord =>
  ({ record: new Record('k', 'v', timestamp), context: punctuationContext(timestamp) }) as QueuedRecord

describe('TaskIdling (max.task.idle.ms)', () => {
  it('waits for every empty input until its own deadline, then enforces processing', () => {
    const queues = new PartitionGroup()
    const idling = new TaskIdling(100, ['a', 'b', 'c'], 0)
    expect(idling.ready(queues, 0)).toBe(false) // nothing queued
    queues.add('a', 0, queued(1))
    expect(idling.ready(queues, 0)).toBe(false) // b and c wait until 100
    queues.add('b', 0, queued(2))
    expect(idling.ready(queues, 50)).toBe(false) // c still waits until 100
    expect(idling.ready(queues, 100)).toBe(true)
    queues.add('c', 0, queued(3))
    queues.next()
    // a is empty again from 150: its deadline is new
    expect(idling.ready(queues, 150)).toBe(false)
    expect(idling.ready(queues, 249)).toBe(false)
    expect(idling.ready(queues, 250)).toBe(true)
  })

  it('0 and -1 never wait', () => {
    const queues = new PartitionGroup()
    queues.add('a', 0, queued(1))
    expect(new TaskIdling(0, ['a', 'b'], 0).ready(queues, 0)).toBe(true)
    expect(new TaskIdling(-1, ['a', 'b'], 0).ready(queues, 0)).toBe(true)
  })
})
