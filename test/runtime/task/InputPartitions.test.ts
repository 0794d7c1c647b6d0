import { describe, expect, it } from 'vitest'
import { InputPartitions } from '../../../src/runtime/task/InputPartitions.js'

describe('InputPartitions', () => {
  it('admits records of a partition up to the bound until the queues drained', () => {
    const inputs = new InputPartitions()
    expect([1, 2, 3].map(() => inputs.admit('in', 0, 2))).toEqual([true, true, false])
    expect(inputs.admit('in', 1, 2)).toBe(true)
    inputs.drained()
    expect(inputs.admit('in', 0, 2)).toBe(true)
  })

  it('commits the offset after the last record processed of each partition, once', () => {
    const inputs = new InputPartitions()
    expect(inputs.committable()).toEqual([])
    inputs.processed('in', 0, 4)
    inputs.processed('in', 0, 9)
    inputs.processed('other', 0, 0)
    expect(inputs.committable()).toEqual([
      { topic: 'in', partition: 0, offset: 10 },
      { topic: 'other', partition: 0, offset: 1 },
    ])
    inputs.committed()
    expect(inputs.committable()).toEqual([])
  })
})
