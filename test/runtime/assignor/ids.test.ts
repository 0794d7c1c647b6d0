import { describe, expect, it } from 'vitest'
import { formatHostInfo, parseHostInfo, UNKNOWN_HOST } from '../../../src/core/HostInfo.js'
import { sourceTasks } from '../../../src/runtime/assignor/sourceTasks.js'
import { compareTaskIds, formatTaskId, parseTaskId, taskId } from '../../../src/core/TaskId.js'

describe('TaskId', () => {
  it('reads and writes <subtopology>_<partition> and orders by sub-topology first', () => {
    expect(formatTaskId(taskId(1, 12))).toBe('1_12')
    expect(parseTaskId('1_12')).toEqual(taskId(1, 12))
    expect(parseTaskId('1-12')).toBeUndefined()
    expect([taskId(1, 0), taskId(0, 10), taskId(0, 2)].sort(compareTaskIds).map(formatTaskId)).toEqual([
      '0_2',
      '0_10',
      '1_0',
    ])
  })
})

describe('HostInfo', () => {
  it('parses host:port, bracketed IPv6 and empty as UNKNOWN_HOST', () => {
    expect(parseHostInfo('localhost:8080')).toEqual({ host: 'localhost', port: 8080 })
    expect(parseHostInfo('[::1]:9')).toEqual({ host: '[::1]', port: 9 })
    expect(parseHostInfo('')).toBe(UNKNOWN_HOST)
    expect(formatHostInfo({ host: 'a', port: 1 })).toBe('a:1')
  })

  it('rejects what is not host:port', () => {
    for (const bad of ['localhost', 'localhost:', ':80', 'a:65536', 'a b:1', 'a:1:2']) {
      expect(parseHostInfo(bad)).toBeUndefined()
    }
  })
})

describe('sourceTasks', () => {
  it('makes one task per partition of the largest source topic', () => {
    const result = sourceTasks(
      [{ id: 0, sourceTopics: ['a', 'b'], stateful: true }],
      [],
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    )
    expect(result).toEqual({
      _tag: 'Tasks',
      tasks: new Map([
        [
          '0_0',
          [
            { topic: 'a', partition: 0 },
            { topic: 'b', partition: 0 },
          ],
        ],
        ['0_1', [{ topic: 'b', partition: 1 }]],
      ]),
      stateful: new Set(['0_0', '0_1']),
    })
  })

  it('lists the missing source topics', () => {
    expect(sourceTasks([{ id: 0, sourceTopics: ['z', 'a', 'x'] }], [], new Map([['x', 1]]))).toEqual({
      _tag: 'MissingSourceTopics',
      topics: ['a', 'z'],
    })
  })
})
