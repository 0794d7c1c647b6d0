import type { KeyValue } from '../core/KeyValue.js'
import type { Serde, Serializer } from '../serde/Serde.js'
import type { DriverPort } from './DriverPort.js'
import { serializerOf } from './serializerOf.js'
import { TestRecord } from './TestRecord.js'

/**
 * Pipes records into one input topic of a {@link TopologyTestDriver}, as Kafka Streams' `TestInputTopic`. Each
 * record is processed completely (through repartition topics too) before the call returns. Records without a
 * timestamp get the topic's current time, which then advances by `autoAdvanceMs`.
 * @example
 * const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
 * input.pipeInput('k', 'v', 1000)
 * @category model
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
    this.keySerializer = serializerOf(keySerde)
    this.valueSerializer = serializerOf(valueSerde)
    this.currentTime = startTimestampMs
  }

  /** Moves the topic's current time forward by `ms`. */
  advanceTime(ms: number): void {
    this.currentTime += ms
  }

  /** Pipes a {@link TestRecord}, or a key, a value and an optional timestamp. */
  pipeInput(record: TestRecord<K, V>): void
  pipeInput(key: K | null, value: V | null, timestamp?: number): void
  pipeInput(first: TestRecord<K, V> | K | null, value?: V | null, timestamp?: number): void {
    const record = first instanceof TestRecord ? first : new TestRecord<K, V>(first, value ?? null, timestamp)
    this.pipe(record)
  }

  /** Pipes values with null keys. */
  pipeValueList(values: readonly (V | null)[]): void {
    for (const value of values) this.pipe(new TestRecord<K, V>(null, value))
  }

  /** Pipes key-value pairs at the topic's current time (advancing by `advanceMs` after each when given). */
  pipeKeyValueList(pairs: readonly KeyValue<K | null, V | null>[], advanceMs?: number): void {
    for (const pair of pairs) {
      this.pipe(new TestRecord(pair.key, pair.value))
      if (advanceMs !== undefined) this.currentTime += advanceMs
    }
  }

  /** Pipes records in order. */
  pipeRecordList(records: readonly TestRecord<K, V>[]): void {
    for (const record of records) this.pipe(record)
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
