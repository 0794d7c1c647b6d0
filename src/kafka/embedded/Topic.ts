/**
 * A topic of the embedded broker: its partitions' logs and the configs it was created with.
 * @since 0.1.0
 */
import { PartitionLog } from './PartitionLog.js'

/** A topic: named partition logs plus configs. */
export class Topic {
  readonly partitions: readonly PartitionLog[]
  /** `cleanup.policy` includes `compact`. */
  readonly compacted: boolean
  /** `message.timestamp.type=LogAppendTime`: the broker stamps records with its own clock. */
  readonly logAppendTime: boolean

  constructor(
    readonly name: string,
    numPartitions: number,
    /** The configs given at creation (the non-default ones). */
    readonly configs: Readonly<Record<string, string>>,
  ) {
    this.partitions = Array.from({ length: numPartitions }, (_, p) => new PartitionLog(name, p))
    this.compacted = (configs['cleanup.policy'] ?? 'delete').split(',').includes('compact')
    this.logAppendTime = configs['message.timestamp.type'] === 'LogAppendTime'
  }

  /** Marks every log deleted, so readers holding them stop. */
  delete(): void {
    for (const log of this.partitions) log.deleted = true
  }
}
