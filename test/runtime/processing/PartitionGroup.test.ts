import { describe, expect, it } from 'vitest'
import { Record } from '../../../src/core/processorApi/Record.js'
import { PartitionGroup } from '../../../src/runtime/processing/PartitionGroup.js'
import { punctuationContext } from '../../../src/runtime/processing/RecordContext.js'
import { SourceTaskNode } from '../../../src/runtime/processing/SourceTaskNode.js'
import type { Serde } from '../../../src/serde/Serde.js'
import { Serdes } from '../../../src/serde/Serdes.js'

const source = new SourceTaskNode(
  's',
  Serdes.string() as Serde<unknown>,
  Serdes.string() as Serde<unknown>,
  false,
  undefined,
)
const queued = (value: string, timestamp: number) => ({
  record: new Record(null, value, timestamp),
  context: punctuationContext(timestamp),
  source,
})

describe('PartitionGroup', () => {
  it('takes the smallest head timestamp across partitions, FIFO within one, first queue on ties', () => {
    const g = new PartitionGroup()
    g.add('a', 0, queued('a1', 5))
    g.add('a', 0, queued('a2', 1))
    g.add('b', 0, queued('b1', 3))
    g.add('c', 0, queued('c1', 5))
    const order: string[] = []
    for (let next = g.next(); next !== undefined; next = g.next()) order.push(next.record.value as string)
    expect(order).toEqual(['b1', 'a1', 'a2', 'c1'])
    expect(g.isEmpty).toBe(true)
    expect(g.partitionTime('a', 0)).toBe(5)
    expect(g.partitionTime('z', 0)).toBe(-1)
  })

  it('keeps one queue per partition of a topic, each with its own count and partition time', () => {
    const g = new PartitionGroup()
    g.add('t', 2, queued('t2', 4))
    g.add('t', 0, queued('t0-1', 6))
    g.add('t', 0, queued('t0-2', 2))
    expect([g.queued('t', 0), g.queued('t', 1), g.queued('t', 2), g.queued('u', 0)]).toEqual([2, 0, 1, 0])
    const order: string[] = []
    for (let next = g.next(); next !== undefined; next = g.next()) order.push(next.record.value as string)
    expect(order).toEqual(['t2', 't0-1', 't0-2'])
    expect([g.partitionTime('t', 0), g.partitionTime('t', 1), g.partitionTime('t', 2)]).toEqual([6, -1, 4])
  })
})
