import { describe, expect, it } from 'vitest'
import { rangeAssignor } from '../../src/kafka/rangeAssignor.js'

const member = (memberId: string, topics: string[]) => ({ memberId, topics, userData: Buffer.alloc(0) })

describe('rangeAssignor', () => {
  it('gives each subscriber of a topic a consecutive range, the first members one extra', () => {
    const result = rangeAssignor.assign({
      members: [member('b', ['t', 'u']), member('a', ['t']), member('c', ['t'])],
      partitionsPerTopic: new Map([
        ['t', 5],
        ['u', 2],
      ]),
    })
    const of = (id: string) => result.get(id)?.partitions.map((p) => `${p.topic}${p.partition}`)
    expect(of('a')).toEqual(['t0', 't1'])
    expect(of('b')).toEqual(['t2', 't3', 'u0', 'u1'])
    expect(of('c')).toEqual(['t4'])
    expect(rangeAssignor.name).toBe('range')
  })

  it('leaves members with more than partitions empty-handed', () => {
    const result = rangeAssignor.assign({
      members: [member('a', ['t']), member('b', ['t'])],
      partitionsPerTopic: new Map([['t', 1]]),
    })
    expect(result.get('a')?.partitions).toEqual([{ topic: 't', partition: 0 }])
    expect(result.get('b')?.partitions).toEqual([])
  })
})
