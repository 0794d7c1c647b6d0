import { describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import type { AssignedConsumerPort, TopicPartition } from '../../../src/kafka/ports.js'
import type { RestoreProgress } from '../../../src/runtime/task/RestoreProgress.js'
import { restoreStores, type StoreRestore } from '../../../src/runtime/task/restoreStores.js'
import type { ChangelogOffset } from '../../../src/state/ChangelogOffset.js'
import type { RestoreRecord } from '../../../src/state/RestoreRecord.js'
import type { StateStore } from '../../../src/state/StateStore.js'

/** A store that keeps what it restored, in batches, and the offset written with each batch. */
class RecordingStore implements StateStore {
  readonly persistent = true
  readonly transactional = false
  readonly isOpen = true
  readonly batches: { readonly keys: string[]; readonly offset: number }[] = []
  constructor(
    readonly name: string,
    private offsets: readonly ChangelogOffset[] = [],
  ) {}
  init(): Promise<void> {
    return Promise.resolve()
  }
  flush(): void {}
  commit(): Promise<void> {
    return Promise.resolve()
  }
  abort(): void {}
  committedOffsets(): readonly ChangelogOffset[] {
    return this.offsets
  }
  approximateNumUncommittedBytes(): number {
    return 0
  }
  restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    this.batches.push({ keys: records.map((r) => r.key.toString()), offset: offset.offset })
    this.offsets = [offset]
    return Promise.resolve()
  }
  close(): Promise<void> {
    return Promise.resolve()
  }
}

const topic = 'app-counts-changelog'

const setUp = async (perPartition: readonly number[], maxPollRecords?: number) => {
  const kafka = new EmbeddedKafka()
  const admin = kafka.admin({ clientId: 'test-admin' })
  await admin.connect()
  await admin.createTopics([{ topic, numPartitions: perPartition.length }])
  const producer = kafka.producer({ clientId: 'test-producer' })
  await producer.connect()
  await producer.send(
    perPartition.flatMap((count, partition) =>
      Array.from({ length: count }, (_, i) => ({
        topic,
        partition,
        key: Buffer.from(`p${partition}-k${i}`),
        value: Buffer.from('v'),
      })),
    ),
  )
  await producer.disconnect()
  const inner = kafka.assignedConsumer({
    clientId: 'test-restore',
    ...(maxPollRecords === undefined ? {} : { maxPollRecords }),
  })
  await inner.connect()
  const assignments: TopicPartition[][] = []
  const consumer: AssignedConsumerPort = Object.assign(Object.create(inner) as AssignedConsumerPort, {
    assign: (partitions: readonly TopicPartition[]) => {
      assignments.push([...partitions])
      return inner.assign(partitions)
    },
  })
  const progress: RestoreProgress[] = []
  const context = {
    admin,
    consumer,
    pollMs: 10,
    isolationLevel: 'read_uncommitted' as const,
    logger: { warn: () => undefined, error: () => undefined },
    progress: (p: RestoreProgress) => progress.push(p),
  }
  return { context, assignments, progress }
}

const restoreOf = (store: RecordingStore, partition: number, taskId: string): StoreRestore => ({
  taskId,
  storeName: store.name,
  store,
  changelog: { topic, partition },
  read: (r) => (r.key === null ? undefined : { key: r.key, value: r.value, offset: r.offset }),
})

/** A store whose writes end only when the test lets them: `writing` is true while one is in flight. */
class SlowStore extends RecordingStore {
  writing = false
  private release: (() => void) | undefined
  failWith: Error | undefined
  override async restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    if (this.writing) throw new Error('two writes of one store overlapped')
    this.writing = true
    await new Promise<void>((resolve) => (this.release = resolve))
    this.writing = false
    if (this.failWith !== undefined) throw this.failWith
    await super.restore(records, offset)
  }
  /** Ends the write in flight, if any. */
  finishWrite(): void {
    this.release?.()
    this.release = undefined
  }
}

describe('restoreStores', () => {
  it('polls the next records while the store writes the last ones, one write of a store at a time', async () => {
    const { context } = await setUp([6], 2)
    const store = new SlowStore('counts')
    const pollsDuringWrites: boolean[] = []
    const consumer = Object.assign(Object.create(context.consumer) as AssignedConsumerPort, {
      poll: (ms: number) => {
        pollsDuringWrites.push(store.writing)
        return context.consumer.poll(ms).finally(() => setTimeout(() => store.finishWrite(), 1))
      },
    })
    const restored = await restoreStores({ ...context, consumer }, [restoreOf(store, 0, '0_0')])

    expect(restored).toBe(6)
    expect(store.batches.map((b) => b.keys)).toEqual([
      ['p0-k0', 'p0-k1'],
      ['p0-k2', 'p0-k3'],
      ['p0-k4', 'p0-k5'],
    ])
    expect(store.batches.map((b) => b.offset)).toEqual([2, 4, 6])
    // the first poll comes before any write; the second and third while the previous poll's records are written
    expect(pollsDuringWrites.slice(0, 3)).toEqual([false, true, true])
  })

  it('fails with the store error when a write fails while the next poll runs', async () => {
    const { context } = await setUp([6], 2)
    const store = new SlowStore('counts')
    store.failWith = new Error('disk full')
    const consumer = Object.assign(Object.create(context.consumer) as AssignedConsumerPort, {
      poll: (ms: number) => context.consumer.poll(ms).finally(() => setTimeout(() => store.finishWrite(), 1)),
    })
    await expect(restoreStores({ ...context, consumer }, [restoreOf(store, 0, '0_0')])).rejects.toThrow(
      'disk full',
    )
    expect(store.batches).toEqual([])
  })

  it('restores the changelog partitions of several tasks together, each from its committed offset', async () => {
    const { context, assignments, progress } = await setUp([5, 3, 2])
    const a = new RecordingStore('counts', [{ topic, partition: 0, offset: 2 }])
    const b = new RecordingStore('counts')
    const c = new RecordingStore('counts', [{ topic, partition: 2, offset: 2 }])
    const restored = await restoreStores(context, [
      restoreOf(a, 0, '0_0'),
      restoreOf(b, 1, '0_1'),
      restoreOf(c, 2, '0_2'),
    ])

    expect(restored).toBe(6)
    expect(assignments[0]).toEqual([
      { topic, partition: 0 },
      { topic, partition: 1 },
    ])
    expect(assignments.at(-1)).toEqual([])
    expect(a.batches.flatMap((x) => x.keys)).toEqual(['p0-k2', 'p0-k3', 'p0-k4'])
    expect(b.batches.flatMap((x) => x.keys)).toEqual(['p1-k0', 'p1-k1', 'p1-k2'])
    expect(a.batches.at(-1)?.offset).toBe(5)
    expect(b.batches.at(-1)?.offset).toBe(3)
    expect(c.batches).toEqual([])
    const ends = progress.filter((p) => p._tag === 'RestoreEnded').map((p) => [p.taskId, p.restored, p.total])
    expect(ends.sort()).toEqual([
      ['0_0', 3, 3],
      ['0_1', 3, 3],
      ['0_2', 0, 0],
    ])
    expect(progress.filter((p) => p._tag === 'RestoreStarted').map((p) => p.taskId)).toEqual([
      '0_0',
      '0_1',
      '0_2',
    ])
  })

  it('a second restore starts at the offset the first one stored with its data, and restores nothing', async () => {
    const { context } = await setUp([4])
    const store = new RecordingStore('counts')
    expect(await restoreStores(context, [restoreOf(store, 0, '0_0')])).toBe(4)
    const batches = store.batches.length
    expect(await restoreStores(context, [restoreOf(store, 0, '0_0')])).toBe(0)
    expect(store.batches).toHaveLength(batches)
    expect(store.committedOffsets()).toEqual([{ topic, partition: 0, offset: 4 }])
  })
})
