import type {
  AdminPort,
  AssignedConsumerPort,
  ConsumerIsolationLevel,
  ConsumerRecord,
  PartitionOffsets,
  TopicPartition,
} from '../../kafka/ports.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { StateStore } from '../../state/StateStore.js'
import { committedChangelogOffset } from './committedChangelogOffset.js'
import type { TaskLogger } from './TaskLogger.js'
import type { RestoreProgress } from './RestoreProgress.js'
import type { RestoreRecordReader } from './restoreRecordReader.js'

/**
 * One store partition to restore.
 * @category Running
 * @since 0.1.0
 */
export interface StoreRestore {
  readonly taskId: string
  readonly storeName: string
  readonly store: StateStore
  readonly changelog: TopicPartition
  /** How a changelog record becomes a restored one (see `restoreRecordReader`). */
  readonly read: RestoreRecordReader
}

/**
 * The clients and settings a thread's restores share.
 * @category Running
 * @since 0.1.0
 */
export interface RestoreContext {
  readonly admin: AdminPort
  readonly consumer: AssignedConsumerPort
  readonly pollMs: number
  /** `read_committed` under exactly-once: the end offset is then the last stable offset. */
  readonly isolationLevel: ConsumerIsolationLevel
  readonly logger: TaskLogger
  readonly progress: (p: RestoreProgress) => void
}

/** Empty polls in a row after which a restore stops short of the end offset (e.g. trailing transaction markers). */
const MAX_EMPTY_POLLS = 20

const key = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/** A store partition being restored. */
interface Running {
  readonly input: StoreRestore
  readonly from: number
  readonly end: number
  position: number
  written: number
  restored: number
  batch: RestoreRecord[]
}

/**
 * Replays the changelog partitions of `stores` together, each from the offset its store committed (or the
 * earliest offset) to the end offset listed when the restore starts: the restore consumer is assigned every
 * partition still behind, each poll's records are routed to their stores, and each store writes its records of the
 * poll with its next offset in one store batch, so an interrupted restore resumes where it stopped. Progress is
 * reported per store partition. Resolves with the records restored.
 * @example
 * await restoreStores(context, [{ taskId: '0_1', storeName: 'counts', store, changelog: { topic: 'wc-counts-changelog', partition: 1 }, read }])
 * @category Running
 * @since 0.1.0
 */
export const restoreStores = async (
  context: RestoreContext,
  stores: readonly StoreRestore[],
): Promise<number> => {
  const ends = new Map<string, readonly PartitionOffsets[]>()
  for (const topic of new Set(stores.map((s) => s.changelog.topic)))
    ends.set(topic, await context.admin.listOffsets(topic, context.isolationLevel))
  const running: Running[] = []
  for (const input of stores) {
    const tp = input.changelog
    const bounds = ends.get(tp.topic)?.find((o) => o.partition === tp.partition)
    if (bounds === undefined) continue
    const committed = committedChangelogOffset(input.store, tp)
    const from = Math.max(committed ?? bounds.earliest, bounds.earliest)
    const r = { input, from, end: bounds.latest, position: from, written: from, restored: 0, batch: [] }
    report(context, r, 'RestoreStarted')
    if (from < bounds.latest) running.push(r)
    else report(context, r, 'RestoreEnded')
  }
  if (running.length > 0) await replay(context, running)
  return running.reduce((sum, r) => sum + r.restored, 0)
}

const report = (context: RestoreContext, r: Running, tag: RestoreProgress['_tag']): void =>
  context.progress({
    _tag: tag,
    taskId: r.input.taskId,
    store: r.input.storeName,
    topic: r.input.changelog.topic,
    partition: r.input.changelog.partition,
    restored: r.restored,
    total: Math.max(0, r.end - r.from),
  })

/** The restores of each changelog partition. */
const byPartition = (running: readonly Running[]): Map<string, Running[]> => {
  const out = new Map<string, Running[]>()
  for (const r of running) {
    const k = key(r.input.changelog)
    const list = out.get(k)
    if (list === undefined) out.set(k, [r])
    else list.push(r)
  }
  return out
}

/**
 * Polls the partitions of `running` until each reached its end (or the polls stay empty). The store writes of one
 * poll run while the next poll fetches: a round routes its records, waits for the previous round's writes, and
 * starts its own without waiting for them.
 */
const replay = async (context: RestoreContext, running: readonly Running[]): Promise<void> => {
  const { consumer } = context
  let behind = running
  let routes = await assign(consumer, behind)
  let empty = 0
  let writing: Promise<unknown> = Promise.resolve()
  while (behind.length > 0 && empty < MAX_EMPTY_POLLS) {
    const records = await consumer.poll(context.pollMs)
    empty = records.length === 0 ? empty + 1 : 0
    route(records, routes)
    await writing
    writing = Promise.all(behind.map((r) => write(context, r)))
    // a failed write is thrown by the next round's wait (or the last one), not reported as unhandled meanwhile
    writing.catch(() => undefined)
    const still = behind.filter((r) => r.position < r.end)
    if (still.length < behind.length && still.length > 0) routes = await assign(consumer, still)
    behind = still
  }
  await writing
  for (const r of behind) {
    context.logger.warn(
      `Restore of store ${r.input.storeName} (task ${r.input.taskId}) stopped at offset ${r.position} of ` +
        `${r.input.changelog.topic}-${r.input.changelog.partition}, before the end offset ${r.end}: no more records came.`,
    )
  }
  for (const r of running) report(context, r, 'RestoreEnded')
  await consumer.assign([])
}

/**
 * Adds each record to the batch of every restore of its partition that has not passed it. A poll's records come
 * in runs of one partition: the restores of a run are looked up once.
 */
const route = (records: readonly ConsumerRecord[], routes: ReadonlyMap<string, Running[]>): void => {
  let routeOf: TopicPartition | undefined
  let restores: readonly Running[] = []
  for (const record of records) {
    if (routeOf?.partition !== record.partition || routeOf.topic !== record.topic) {
      routeOf = record
      restores = routes.get(key(record)) ?? []
    }
    for (const r of restores) {
      if (record.offset < r.position || record.offset >= r.end) continue
      r.position = record.offset + 1
      const restored = r.input.read(record)
      if (restored !== undefined) r.batch.push(restored)
    }
  }
}

/** Assigns the partitions of `running`, each sought to the earliest position of its restores; returns the routes. */
const assign = async (
  consumer: AssignedConsumerPort,
  running: readonly Running[],
): Promise<Map<string, Running[]>> => {
  const routes = byPartition(running)
  await consumer.assign(
    [...routes.values()].flatMap((list) => list.slice(0, 1).map((r) => r.input.changelog)),
  )
  for (const list of routes.values()) {
    const tp = list[0]?.input.changelog
    if (tp !== undefined) consumer.seek({ ...tp, offset: Math.min(...list.map((r) => r.position)) })
  }
  return routes
}

/**
 * Writes a store's records of this poll with its next offset (also when only its position moved). The position
 * and the batch are taken before this returns its promise, so the next poll may run while the store writes.
 */
const write = async (context: RestoreContext, r: Running): Promise<void> => {
  const tp = r.input.changelog
  r.position = Math.min(Math.max(r.position, context.consumer.position(tp) ?? r.position), r.end)
  const batch = r.batch
  const position = r.position
  if (batch.length === 0 && position <= r.written) return
  r.batch = []
  await r.input.store.restore(batch, { ...tp, offset: position })
  r.written = position
  r.restored += batch.length
  if (batch.length > 0) report(context, r, 'RestoreBatch')
}
