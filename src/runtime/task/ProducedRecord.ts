import type { Headers } from '../../core/processorApi/Headers.js'

/**
 * A serialized record handed to the `SinkPort`: output topics, repartition topics, changelogs and dead-letter
 * queues. `partition` is undefined when the port picks it (default partitioner).
 * @example
 * const r: ProducedRecord = { topic: 'out', partition: undefined, key: null, value: Buffer.from('x'), timestamp: 0, headers: new Map() }
 * @category Running
 * @since 0.1.0
 */
export interface ProducedRecord {
  readonly topic: string
  readonly partition: number | undefined
  readonly key: Buffer | null
  readonly value: Buffer | null
  /** Undefined: the producer stamps it (Kafka Streams' suppression buffer changelog). */
  readonly timestamp: number | undefined
  readonly headers: Headers
}
