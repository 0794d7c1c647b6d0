import { describe, expect, it } from 'vitest'
import { cooperativeTasks, partitionOwners } from '../../../src/runtime/assignor/cooperativeTasks.js'

// Java's StreamsPartitionAssignor#populateActiveTaskAndPartitionsLists and #buildStandbyTaskMap.
const partitionsOf = (task: string) => {
  const [sub, p] = task.split('_').map(Number)
  return sub === 1
    ? [
        { topic: 'left', partition: p ?? 0 },
        { topic: 'right', partition: p ?? 0 },
      ]
    : [{ topic: 'words', partition: p ?? 0 }]
}

describe('cooperativeTasks', () => {
  const owners = partitionOwners([
    { memberId: 'a', ownedPartitions: [{ topic: 'right', partition: 0 }] },
    { memberId: 'b', ownedPartitions: [{ topic: 'words', partition: 1 }] },
  ])

  it('withholds a whole task when any of its partitions is owned by another member, keeping it as standby', () => {
    const mine = cooperativeTasks({
      memberId: 'b',
      active: ['1_0', '0_1', '0_0'],
      standby: ['1_3'],
      partitionsOf,
      owners,
      keepsAsStandby: (task) => task === '1_0',
    })
    expect(mine.partitions).toEqual([
      { topic: 'words', partition: 0 },
      { topic: 'words', partition: 1 },
    ])
    expect(mine.activeTasks).toEqual([
      { subtopology: 0, partition: 0 },
      { subtopology: 0, partition: 1 },
    ])
    expect(mine.standbyTasks.map((s) => s.task)).toEqual([
      { subtopology: 1, partition: 3 },
      { subtopology: 1, partition: 0 },
    ])
    expect(mine.revoking).toBe(true)
  })

  it('assigns a task owned by the member itself, one task per partition in partition order', () => {
    const mine = cooperativeTasks({
      memberId: 'a',
      active: ['1_0'],
      standby: [],
      partitionsOf,
      owners,
      keepsAsStandby: () => false,
    })
    expect(mine.partitions).toEqual(partitionsOf('1_0'))
    expect(mine.activeTasks).toEqual([
      { subtopology: 1, partition: 0 },
      { subtopology: 1, partition: 0 },
    ])
    expect(mine.revoking).toBe(false)
  })
})
