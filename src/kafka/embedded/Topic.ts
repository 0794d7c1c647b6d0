/**
 * A topic of the embedded broker: its partitions' logs and the configs it was created with.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'
import type { ProducerRecord } from '../ports.js'
import { PartitionLog } from './PartitionLog.js'

/** Kafka's default `max.message.bytes`. */
const defaultMaxMessageBytes = 1_048_588

/** A topic: named partition logs plus configs. */
export class Topic {
  readonly partitions: readonly PartitionLog[]
  /** `cleanup.policy` includes `compact`. */
  readonly compacted: boolean
  /** `message.timestamp.type=LogAppendTime`: the broker stamps records with its own clock. */
  readonly logAppendTime: boolean
  /** `max.message.bytes`: larger records are refused. */
  readonly maxMessageBytes: number

  constructor(
    readonly name: string,
    numPartitions: number,
    /** The configs given at creation (the non-default ones). */
    readonly configs: Readonly<Record<string, string>>,
  ) {
    this.compacted = (configs['cleanup.policy'] ?? 'delete').split(',').includes('compact')
    this.partitions = Array.from(
      { length: numPartitions },
      (_, p) => new PartitionLog(name, p, this.compacted),
    )
    this.logAppendTime = configs['message.timestamp.type'] === 'LogAppendTime'
    this.maxMessageBytes = Number(configs['max.message.bytes'] ?? defaultMaxMessageBytes)
  }

  /**
   * Checks a record as the broker would before appending it.
   * @throws KafkaClientError `KafkaProtocolError` for a keyless record on a compacted topic (InvalidRecord), a
   *   record larger than `max.message.bytes` (MessageTooLarge) or a negative timestamp (InvalidTimestamp).
   */
  check(record: ProducerRecord): void {
    if (record.key === null && this.compacted) {
      throw this.refused(`topic '${this.name}' is compacted, so every record needs a key (InvalidRecord)`)
    }
    const timestamp = record.timestamp
    if (timestamp !== undefined && !(Number.isInteger(timestamp) && timestamp >= 0)) {
      throw this.refused(
        `timestamp ${timestamp} is not a non-negative integer of milliseconds (InvalidTimestamp)`,
      )
    }
    let size = (record.key?.length ?? 0) + (record.value?.length ?? 0)
    if (record.headers !== undefined) {
      for (const h of record.headers) size += Buffer.byteLength(h.key) + (h.value?.length ?? 0)
    }
    if (size > this.maxMessageBytes) {
      throw this.refused(
        `the record has ${size} bytes, more than max.message.bytes=${this.maxMessageBytes} of topic '${this.name}' (MessageTooLarge)`,
      )
    }
  }

  private refused(reason: string): KafkaClientError<'KafkaProtocolError'> {
    return new KafkaClientError('KafkaProtocolError', `Record refused: ${reason}.`, {
      topic: this.name,
      retryable: false,
    })
  }

  /** Marks every log deleted, so readers holding them stop. */
  delete(): void {
    for (const log of this.partitions) log.deleted = true
  }
}
