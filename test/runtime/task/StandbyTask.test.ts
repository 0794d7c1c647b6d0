import { describe, expect, it } from 'vitest'
import { StandbyTask } from '../../../src/runtime/task/StandbyTask.js'
import { rememberingState } from './rememberingState.js'

describe('StandbyTask', () => {
  it('applies changelog records and reaches the committed input position once its changelog got to the end', async () => {
    const state = rememberingState()
    await state.initialize()
    const standby = new StandbyTask(state, [{ topic: 'in', partition: 1 }])
    expect(standby.taskId).toBe('0_1')
    expect(standby.sourceTopics()).toEqual(['in'])
    const [entry] = state.changelogged()
    if (entry === undefined) throw new Error('no changelog')

    standby.awaitPosition([{ topic: 'in', partition: 1, offset: 10 }], new Map([['seen', 2]]))
    await standby.apply(entry, [{ key: Buffer.from('a'), value: Buffer.from('x'), offset: 0 }], 1)
    standby.maybeReachPosition()
    expect(standby.awaitingPosition).toBe(true)
    expect(standby.positions.knows('in', 1)).toBe(false)

    await standby.apply(entry, [{ key: Buffer.from('b'), value: Buffer.from('y'), offset: 1 }], 2)
    standby.maybeReachPosition()
    expect(standby.awaitingPosition).toBe(false)
    expect(standby.positions.position().offset('in', 1)).toBe(9)
    await standby.close()
  })
})
