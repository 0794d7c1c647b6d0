import type { ProducerRecord } from '../../kafka/ports.js'
import type { ProducedRecord } from './ProducedRecord.js'
import type { SinkPort } from '../processing/SinkPort.js'

/**
 * The {@link SinkPort} of a stream thread's tasks: output and changelog records are buffered synchronously while a
 * batch is processed, and handed to the producer between batches (`drain`).
 * @example
 * const sink = new ProducerSink(new Map([['out', 3]]))
 * sink.send(record)
 * await producer.send(sink.drain())
 * @category Running
 * @since 0.1.0
 */
export class ProducerSink implements SinkPort {
  private buffer: ProducerRecord[] = []
  private deadLetters: ProducerRecord[] = []

  constructor(private readonly partitions: ReadonlyMap<string, number>) {}

  /** Buffers the record itself (a produced record is a producer record: no copy per record). */
  send(record: ProducedRecord): void {
    this.buffer.push(record)
  }

  /** Buffers a dead-letter record like any other, and remembers it for {@link drainDeadLetters}. */
  sendDeadLetter(record: ProducedRecord): void {
    this.buffer.push(record)
    this.deadLetters.push(record)
  }

  partitionsFor(topic: string): number | undefined {
    return this.partitions.get(topic)
  }

  /** How many records are buffered. */
  get size(): number {
    return this.buffer.length
  }

  /** The records buffered since the last drain, in the order they were sent. */
  drain(): ProducerRecord[] {
    const out = this.buffer
    this.buffer = []
    this.deadLetters = []
    return out
  }

  /**
   * Only the dead-letter records buffered since the last drain; every other buffered record is dropped (a task
   * failed: its output is replayed after a restart, its dead letters must still reach their topic).
   */
  drainDeadLetters(): ProducerRecord[] {
    const out = this.deadLetters
    this.buffer = []
    this.deadLetters = []
    return out
  }
}
