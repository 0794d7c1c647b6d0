import type { Record } from '../../processor/Record.js'
import type { Serde } from '../../serde/Serde.js'
import type { SinkNode } from '../../topology/PhysicalNode.js'
import { InvalidRecordTimestampError } from './errors/InvalidRecordTimestampError.js'
import type { NodeHost } from './NodeHost.js'
import type { RecordCollector } from './RecordCollector.js'
import { TaskNode } from './TaskNode.js'

type TopicExtractor = (key: unknown, value: unknown, context: unknown) => string

/**
 * A sink node: picks the topic (fixed, or a user extractor inside the processing-error guard), refuses negative
 * timestamps, and hands the record to the {@link RecordCollector} with the sink's serdes.
 * @category model
 * @since 0.1.0
 */
export class SinkTaskNode extends TaskNode {
  private readonly serializers: {
    readonly key: Serde<unknown>['serializer']
    readonly value: Serde<unknown>['serializer']
  }

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
    let topic: string
    try {
      const t = this.spec.topic
      topic = this.topic(
        typeof t === 'string'
          ? t
          : (t.extractor as TopicExtractor)(record.key, record.value, this.host.recordContext),
      )
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
    this.collector.sendRecord(
      this.name,
      topic,
      record.key,
      record.value,
      record.timestamp,
      record.headers,
      this.serializers,
    )
  }
}
