import type { KeyValue } from '../core/KeyValue.js'
import type { Serde, Serializer } from '../serde/Serde.js'
import type { DriverPort } from './DriverPort.js'
import { serializerOf } from './serializerOf.js'
import { checkAdvance, checkTopicArguments } from './TestDriverError.js'
import { TestRecord } from './TestRecord.js'

/**
 * Pipes records into one input topic of a {@link TopologyTestDriver}, as Kafka Streams' `TestInputTopic`. Each
 * record is processed completely (through repartition topics too) before the call returns. Records without a
 * timestamp get the topic's current time, which then advances by `autoAdvanceMs`. Times are epoch milliseconds.
 * As in Java, `pipeInput(value)` with one argument pipes a value with a null key; with two arguments the first is
 * the key (pipe a value at a time with `pipeInput(null, value, timestamp)`).
 * @example
 * const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
 * input.pipeInput('k', 'v', 1000)
 * input.pipeInput('just a value')
 * @category Testing
 * @since 0.1.0
 */
export class TestInputTopic<K, V> {
  private readonly keySerializer: Serializer<K>
  private readonly valueSerializer: Serializer<V>
  private currentTime: number

  constructor(
    private readonly driver: DriverPort,
    readonly topic: string,
    keySerde: Serde<K> | Serializer<K>,
    valueSerde: Serde<V> | Serializer<V>,
    startTimestampMs: number,
    private readonly autoAdvanceMs: number,
  ) {
    checkTopicArguments('TestInputTopic', driver, topic)
    checkAdvance('autoAdvance', autoAdvanceMs, topic)
    this.keySerializer = serializerOf(keySerde)
    this.valueSerializer = serializerOf(valueSerde)
    this.currentTime = startTimestampMs
  }

  /** Moves the topic's current time forward by `ms` (zero or more). */
  advanceTime(ms: number): void {
    checkAdvance('advanceTime', ms, this.topic)
    this.currentTime += ms
  }

  /**
   * Pipes a {@link TestRecord}; or one value with a null key; or a key, a value and an optional timestamp.
   */
  pipeInput(record: TestRecord<K, V>): void
  pipeInput(value: V | null): void
  pipeInput(key: K | null, value: V | null, timestamp?: number): void
  pipeInput(...args: readonly unknown[]): void {
    const [first, value, timestamp] = args
    if (args.length === 1) {
      this.pipe(
        first instanceof TestRecord ? (first as TestRecord<K, V>) : new TestRecord<K, V>(null, first as V),
      )
      return
    }
    this.pipe(new TestRecord<K, V>(first as K | null, value as V | null, timestamp as number | undefined))
  }

  /** Pipes values with null keys: at `startTimestampMs`, then `advanceMs` apart; at the topic's time without one. */
  pipeValueList(values: readonly (V | null)[], startTimestampMs?: number, advanceMs = 0): void {
    this.pipeTimed(
      values.map((value) => ({ key: null, value })),
      startTimestampMs,
      advanceMs,
    )
  }

  /** Pipes key-value pairs: at `startTimestampMs`, then `advanceMs` apart; at the topic's time without one. */
  pipeKeyValueList(
    pairs: readonly KeyValue<K | null, V | null>[],
    startTimestampMs?: number,
    advanceMs = 0,
  ): void {
    this.pipeTimed(pairs, startTimestampMs, advanceMs)
  }

  /** Pipes records in order. */
  pipeRecordList(records: readonly TestRecord<K, V>[]): void {
    for (const record of records) this.pipe(record)
  }

  /** `TestInputTopic[topic='...']`, as Java's (which also names the serializer classes). */
  toString(): string {
    return `TestInputTopic[topic='${this.topic}', currentTime=${this.currentTime}, autoAdvanceMs=${this.autoAdvanceMs}]`
  }

  private pipeTimed(
    pairs: readonly KeyValue<K | null, V | null>[],
    startTimestampMs: number | undefined,
    advanceMs: number,
  ): void {
    checkAdvance('advance', advanceMs, this.topic)
    let time = startTimestampMs
    for (const pair of pairs) {
      this.pipe(new TestRecord(pair.key, pair.value, time))
      if (time !== undefined) time += advanceMs
    }
  }

  private pipe(record: TestRecord<K, V>): void {
    let timestamp = record.timestamp
    if (timestamp === undefined) {
      timestamp = this.currentTime
      this.currentTime += this.autoAdvanceMs
    }
    const key = record.key === null ? null : this.keySerializer.serialize(this.topic, record.key)
    const value = record.value === null ? null : this.valueSerializer.serialize(this.topic, record.value)
    this.driver.pipe(this.topic, key, value, timestamp, record.headers)
  }
}
