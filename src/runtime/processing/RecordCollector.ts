import { emptyHeaders, type Headers } from '../../core/processorApi/Headers.js'
import type { Serializer } from '../../serde/Serde.js'
import type {
  ChangelogCollector,
  ChangelogRecord,
  ChangelogWrites,
} from '../../state/logging/ChangelogCollector.js'
import { ProductionFailedError } from '../../errors/TaskError.js'
import { checkedResponse } from '../task/handlers/checkedResponse.js'
import type { ErrorHandlerContext } from '../task/handlers/ErrorHandlerContext.js'
import type { ProductionExceptionHandler } from '../task/handlers/ProductionExceptionHandler.js'
import type { ProducedRecord } from '../task/ProducedRecord.js'
import type { SinkPort } from './SinkPort.js'

/** What the collector needs to report a failed record. */
export interface CollectorHooks {
  readonly errorContext: (node: string) => ErrorHandlerContext
  readonly dropped: (node: string, reason: string) => void
}

/**
 * Serializes a task's output records and hands them to the {@link SinkPort}; serialization and send errors go to
 * `production.exception.handler` (RESUME drops the record and counts it, FAIL throws a
 * {@link ProductionFailedError}). Also the task's {@link ChangelogCollector}.
 * @example
 * const collector = new RecordCollector(port, DefaultProductionExceptionHandler(settings), hooks)
 * @category Running
 * @since 0.1.0
 */
export class RecordCollector implements ChangelogCollector {
  constructor(
    private readonly port: SinkPort,
    private readonly handler: ProductionExceptionHandler,
    private readonly hooks: CollectorHooks,
  ) {}

  /** Serializes and sends one record from sink `node` (to `partition`, or where the port's partitioner puts it). */
  sendRecord(
    node: string,
    topic: string,
    key: unknown,
    value: unknown,
    timestamp: number,
    headers: Headers,
    serializers: { readonly key: Serializer<unknown>; readonly value: Serializer<unknown> },
    partition: number | undefined,
  ): void {
    const keyBytes = this.serialize(node, topic, serializers.key, key, 'KEY')
    if (keyBytes === undefined) return
    const valueBytes = this.serialize(node, topic, serializers.value, value, 'VALUE')
    if (valueBytes === undefined) return
    this.sendProduced(node, {
      topic,
      partition,
      key: keyBytes,
      value: valueBytes,
      timestamp,
      headers,
    })
  }

  /** Sends an already serialized record (changelogs). */
  send(record: ChangelogRecord): void {
    this.sendProduced('changelog', {
      topic: record.topic,
      partition: record.partition,
      key: record.key,
      value: record.value,
      timestamp: record.timestamp,
      headers: record.headers ?? emptyHeaders,
    })
  }

  /** Sends a set of already serialized writes (a store's cache flush) to its changelog. */
  sendAll(topic: string, partition: number, writes: ChangelogWrites, timestamp: number): void {
    writes.forEach((value, key) =>
      this.sendProduced('changelog', {
        topic,
        partition,
        key: Buffer.from(key, 'latin1'),
        value,
        timestamp,
        headers: emptyHeaders,
      }),
    )
  }

  /** The partition count of `topic` when the port knows it. */
  partitionsFor(topic: string): number | undefined {
    return this.port.partitionsFor?.(topic)
  }

  /** Sends records a handler asked for (dead-letter queue). */
  sendDeadLetters(records: readonly ProducedRecord[]): void {
    const port = this.port
    for (const r of records) {
      if (port.sendDeadLetter === undefined) port.send(r)
      else port.sendDeadLetter(r)
    }
  }

  private sendProduced(node: string, record: ProducedRecord): void {
    try {
      this.port.send(record)
    } catch (error) {
      this.decide(node, record.topic, record, error, 'SEND')
    }
  }

  private serialize(
    node: string,
    topic: string,
    serializer: Serializer<unknown>,
    data: unknown,
    origin: 'KEY' | 'VALUE',
  ): Buffer | null | undefined {
    if (data === null || data === undefined) return null
    try {
      return serializer.serialize(topic, data)
    } catch (error) {
      this.decide(node, topic, undefined, error, origin)
      return undefined
    }
  }

  private decide(
    node: string,
    topic: string,
    record: ProducedRecord | undefined,
    error: unknown,
    origin: 'KEY' | 'VALUE' | 'SEND',
  ): void {
    const response = checkedResponse(
      'production.exception.handler',
      this.handler,
      this.handler.handleError(this.hooks.errorContext(node), record, error, origin),
      ['RESUME', 'FAIL', 'RETRY'],
    )
    this.sendDeadLetters(response.deadLetterQueueRecords)
    if (response.result === 'RESUME') {
      this.hooks.dropped(node, `production error (${origin}) for topic ${topic}`)
      return
    }
    throw new ProductionFailedError(
      `Error sending a record to topic ${topic} from node ${node} (${origin}); the production exception handler ` +
        `answered ${response.result}. Fix the serde of the sink or set 'production.exception.handler'.`,
      topic,
      node,
      { cause: error },
    )
  }
}
