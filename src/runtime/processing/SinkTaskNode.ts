import type { Record } from '../../core/processorApi/Record.js'
import type { Serde } from '../../serde/Serde.js'
import type { SinkNode } from '../../topology/PhysicalNode.js'
import { InvalidRecordTimestampError } from '../../errors/TaskError.js'
import type { NodeHost } from './NodeHost.js'
import type { RecordCollector } from './RecordCollector.js'
import { TaskNode } from './TaskNode.js'

type TopicExtractor = (key: unknown, value: unknown, context: unknown) => string
type StreamPartitioner = (
  topic: string,
  key: unknown,
  value: unknown,
  numPartitions: number,
) => number | readonly number[] | undefined

/** The partitions of a record the producer's partitioner places (shared: no array per record). */
const PRODUCER_PICKS: readonly (number | undefined)[] = Object.freeze([undefined])

/**
 * A sink node: picks the topic (fixed, or a user extractor inside the processing-error guard), refuses negative
 * timestamps, asks the sink's `StreamPartitioner` for partitions when there is one, and hands the record to the
 * {@link RecordCollector} with the sink's serdes.
 * @category Running
 * @since 0.1.0
 */
export class SinkTaskNode extends TaskNode {
  private readonly serializers: {
    readonly key: Serde<unknown>['serializer']
    readonly value: Serde<unknown>['serializer']
  }
  /** The physical name of the sink's fixed topic, once resolved. */
  private fixedTopic: string | undefined

  constructor(
    private readonly spec: SinkNode,
    private readonly topic: (name: string) => string,
    serdes: { readonly key: Serde<unknown>; readonly value: Serde<unknown> },
    private readonly collector: RecordCollector,
    private readonly host: NodeHost,
  ) {
    super(spec.name)
    this.serializers = { key: serdes.key.serializer, value: serdes.value.serializer }
  }

  process(record: Record<unknown, unknown>): void {
    this.send(record)
    this.e2e?.recordSince(record.timestamp)
  }

  private send(record: Record<unknown, unknown>): void {
    let topic: string
    try {
      const t = this.spec.topic
      // a fixed topic's physical name is resolved once: one string for all its records
      topic =
        typeof t === 'string'
          ? (this.fixedTopic ??= this.topic(t))
          : this.topic((t.extractor as TopicExtractor)(record.key, record.value, this.host.recordContext))
    } catch (error) {
      this.host.processingFailed(this.name, record, error)
      return
    }
    if (record.timestamp < 0) {
      throw new InvalidRecordTimestampError(
        `Sink ${this.name} got a record with an invalid (negative) timestamp ${record.timestamp} for topic ` +
          `${topic}; a processor upstream forwarded it. Forward records with timestamps >= 0.`,
        topic,
        record.timestamp,
      )
    }
    const partitions = this.partitions(topic, record)
    if (partitions === undefined) return
    for (let i = 0; i < partitions.length; i++) {
      this.collector.sendRecord(
        this.name,
        topic,
        record.key,
        record.value,
        record.timestamp,
        record.headers,
        this.serializers,
        partitions[i],
      )
    }
  }

  /**
   * Where the record goes: the sink's `StreamPartitioner` (when the topic's partition count is known) may pick one
   * partition, several (multicast), or leave it to the producer (`undefined`); undefined here means the
   * partitioner failed and the processing handler dropped the record.
   */
  private partitions(
    topic: string,
    record: Record<unknown, unknown>,
  ): readonly (number | undefined)[] | undefined {
    const partitioner = this.spec.partitioner as StreamPartitioner | undefined
    const count = partitioner === undefined ? undefined : this.collector.partitionsFor(topic)
    if (partitioner === undefined || count === undefined) return PRODUCER_PICKS
    try {
      const chosen = partitioner(topic, record.key, record.value, count)
      return chosen === undefined
        ? PRODUCER_PICKS
        : typeof chosen === 'number'
          ? [chosen]
          : [...new Set(chosen)]
    } catch (error) {
      this.host.processingFailed(this.name, record, error)
      return undefined
    }
  }
}
