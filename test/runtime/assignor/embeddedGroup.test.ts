import { describe, expect, it } from 'vitest'
import type { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import type { GroupConsumerPort } from '../../../src/kafka/ports.js'
import { decodeAssignmentInfo, type AssignmentInfo } from '../../../src/runtime/assignor/AssignmentInfo.js'
import { AssignorErrorCode } from '../../../src/runtime/assignor/AssignorErrorCode.js'
import { StreamsPartitionAssignor } from '../../../src/runtime/assignor/StreamsPartitionAssignor.js'
import { formatTaskId } from '../../../src/core/TaskId.js'
import { embedded, pollRounds } from '../../kafka/embedded/fixtures.js'
import { pid } from './testProcessId.js'

const topics = ['words', 'app-counts-repartition']

/** A stream thread's consumer: the assignor reports the tasks it was last given, as a running thread would. */
const thread = async (
  kafka: EmbeddedKafka,
  name: string,
  processId: string,
  endpoint: string,
  received: Map<string, AssignmentInfo>,
  shutdown = { requested: false },
): Promise<GroupConsumerPort> => {
  const assignor = new StreamsPartitionAssignor({
    processId: pid(processId),
    applicationServer: endpoint,
    numStandbyReplicas: 1,
    subtopologies: [
      { id: 0, sourceTopics: ['words'] },
      { id: 1, sourceTopics: ['app-counts-repartition'], stateful: true },
    ],
    localState: () => {
      const info = received.get(name)
      return {
        activeTasks: [...new Map((info?.activeTasks ?? []).map((t) => [formatTaskId(t), t])).values()],
        standbyTasks: (info?.standbyTasks ?? []).map((s) => s.task),
        taskOffsetSums: [],
      }
    },
    shutdownRequested: () => shutdown.requested,
  })
  const consumer = kafka.consumer({
    clientId: name,
    groupId: 'app',
    assignor,
    rebalanceListener: {
      onPartitionsRevoked: () => Promise.resolve(),
      onPartitionsAssigned: (assignment) => {
        received.set(name, decodeAssignmentInfo(assignment.userData))
        return Promise.resolve()
      },
    },
  })
  await consumer.connect()
  await consumer.subscribe(topics)
  return consumer
}

const owned = (consumers: readonly GroupConsumerPort[]): string[] =>
  consumers.flatMap((c) => c.assignment().map((p) => `${p.topic}-${p.partition}`)).sort()

describe('StreamsPartitionAssignor on the embedded broker', () => {
  it('shares the tasks between instances and threads, keeps them through a new member, and shuts all down on request', async () => {
    const { kafka, clock } = await embedded(topics.map((topic) => ({ topic, numPartitions: 4 })))
    const received = new Map<string, AssignmentInfo>()
    const a1 = await thread(kafka, 'a1', 'process-a', 'host-a:1', received)
    const a2 = await thread(kafka, 'a2', 'process-a', 'host-a:1', received)
    const shutdown = { requested: false }
    const b1 = await thread(kafka, 'b1', 'process-b', 'host-b:1', received, shutdown)
    await pollRounds(clock, [a1, a2, b1])
    const all = topics.flatMap((t) => [0, 1, 2, 3].map((p) => `${t}-${p}`)).sort()
    expect(owned([a1, a2, b1])).toEqual(all)
    // 8 tasks over 3 threads: the two-thread instance takes 5, the one-thread instance 3
    expect(owned([a1, a2])).toHaveLength(5)
    expect(owned([b1])).toHaveLength(3)
    const hosts = received.get('a1')?.partitionsByHost.map((h) => `${h.host.host}:${h.host.port}`)
    expect(hosts).toEqual(['host-a:1', 'host-b:1'])
    const standbyA = ['a1', 'a2'].flatMap(
      (n) => received.get(n)?.standbyTasks.map((s) => formatTaskId(s.task)) ?? [],
    )
    const activeB = received.get('b1')?.activeTasks.map(formatTaskId) ?? []
    expect(standbyA.sort()).toEqual(activeB.filter((t) => t.startsWith('1_')).sort())

    const before = new Map([...received].map(([n, i]) => [n, i.activeTasks.map(formatTaskId)]))
    const c1 = await thread(kafka, 'c1', 'process-c', 'host-c:1', received)
    await pollRounds(clock, [a1, a2, b1, c1])
    expect(owned([a1, a2, b1, c1])).toEqual(all)
    // state lives per instance, so stickiness is per instance (threads of one may swap tasks)
    const tasksOf = (names: readonly string[], from: ReadonlyMap<string, readonly string[]>): string[] =>
      names.flatMap((n) => from.get(n) ?? [])
    const after = new Map([...received].map(([n, i]) => [n, i.activeTasks.map(formatTaskId)]))
    for (const names of [['a1', 'a2'], ['b1']]) {
      const kept = tasksOf(names, after)
      expect(kept.filter((t) => !tasksOf(names, before).includes(t))).toEqual([])
    }

    shutdown.requested = true
    b1.enforceRebalance()
    await pollRounds(clock, [a1, a2, b1, c1])
    for (const name of ['a1', 'a2', 'b1', 'c1']) {
      expect(received.get(name)?.errorCode).toBe(AssignorErrorCode.SHUTDOWN_REQUESTED)
    }
    expect(owned([a1, a2, b1, c1])).toEqual([])
  })
})
