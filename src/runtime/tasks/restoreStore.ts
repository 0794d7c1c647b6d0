import type { AdminPort, AssignedConsumerPort, IsolationLevel, TopicPartition } from '../../kafka/ports.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { StateStore } from '../../state/StateStore.js'
import type { TaskLogger } from '../task/TaskLogger.js'
import type { RestoreProgress } from './RestoreProgress.js'
import type { RestoreRecordReader } from './restoreRecordReader.js'

/**
 * What restoring one store partition needs.
 * @category model
 * @since 0.1.0
 */
export interface RestoreInput {
  readonly taskId: string
  readonly storeName: string
  readonly store: StateStore
  readonly changelog: TopicPartition
  readonly admin: AdminPort
  readonly consumer: AssignedConsumerPort
  readonly pollMs: number
  /** `read_committed` under exactly-once: the end offset is then the last stable offset. */
  readonly isolationLevel: IsolationLevel
  readonly logger: TaskLogger
  readonly progress: (p: RestoreProgress) => void
  /** How a changelog record becomes a restored one (see `restoreRecordReader`). */
  readonly read: RestoreRecordReader
}

/** Empty polls in a row after which a restore stops short of the end offset (e.g. trailing transaction markers). */
const MAX_EMPTY_POLLS = 20

/**
 * Replays a store's changelog partition from the offset the store committed (or the earliest offset) to the end
 * offset listed when the restore starts, in the batches `poll` returns; each batch is written with its next offset
 * in one store batch, so an interrupted restore resumes where it stopped. Resolves with the records restored.
 * @example
 * await restoreStore({ taskId: '0_1', storeName: 'counts', store, changelog: { topic: 'wc-counts-changelog', partition: 1 }, admin, consumer, pollMs: 100, logger, progress: () => {} })
 * @category constructors
 * @since 0.1.0
 */
export const restoreStore = async (input: RestoreInput): Promise<number> => {
  const { store, changelog: tp, consumer } = input
  const bounds = (await input.admin.listOffsets(tp.topic, input.isolationLevel)).find(
    (o) => o.partition === tp.partition,
  )
  if (bounds === undefined) return 0
  const committed = store
    .committedOffsets()
    .find((o) => o.topic === tp.topic && o.partition === tp.partition)?.offset
  const from = Math.max(committed ?? bounds.earliest, bounds.earliest)
  const report = (tag: RestoreProgress['_tag'], restored: number): void =>
    input.progress({
      _tag: tag,
      taskId: input.taskId,
      store: input.storeName,
      topic: tp.topic,
      partition: tp.partition,
      restored,
      total: Math.max(0, bounds.latest - from),
    })
  report('RestoreStarted', 0)
  let restored = 0
  if (from < bounds.latest) {
    await consumer.assign([tp])
    consumer.seek({ ...tp, offset: from })
    let position = from
    let written = from
    let empty = 0
    while (position < bounds.latest && empty < MAX_EMPTY_POLLS) {
      const records = await consumer.poll(input.pollMs)
      empty = records.length === 0 ? empty + 1 : 0
      const batch: RestoreRecord[] = []
      for (const r of records) {
        if (r.topic !== tp.topic || r.partition !== tp.partition || r.offset >= bounds.latest) continue
        position = r.offset + 1
        const record = input.read(r)
        if (record !== undefined) batch.push(record)
      }
      position = Math.min(Math.max(position, consumer.position(tp) ?? position), bounds.latest)
      if (batch.length > 0 || position > written) await store.restore(batch, { ...tp, offset: position })
      written = position
      restored += batch.length
      if (batch.length > 0) report('RestoreBatch', restored)
    }
    if (position < bounds.latest) {
      input.logger.warn(
        `Restore of store ${input.storeName} (task ${input.taskId}) stopped at offset ${position} of ` +
          `${tp.topic}-${tp.partition}, before the end offset ${bounds.latest}: no more records came.`,
      )
    }
    await consumer.assign([])
  }
  report('RestoreEnded', restored)
  return restored
}
