import type { KeyValue } from '../core/KeyValue.js'
import type { ProducedRecord } from '../runtime/task/ProducedRecord.js'
import type { Deserializer, Serde } from '../serde/Serde.js'
import type { DriverPort } from './DriverPort.js'
import { deserializerOf } from './serializerOf.js'
import { checkTopicArguments, TestDriverError } from './TestDriverError.js'
import { TestRecord } from './TestRecord.js'

/**
 * Reads what a {@link TopologyTestDriver} produced to one topic, oldest first, as Kafka Streams' `TestOutputTopic`.
 * Reading consumes: each record is returned once (readers of the same topic share the queue).
 * @example
 * const output = driver.createOutputTopic('out', Serdes.string(), Serdes.long())
 * output.readKeyValuesToList() // [{ key: 'a', value: 1 }]
 * @category Testing
 * @since 0.1.0
 */
export class TestOutputTopic<K, V> {
  private readonly keyDeserializer: Deserializer<K>
  private readonly valueDeserializer: Deserializer<V>

  constructor(
    private readonly driver: DriverPort,
    readonly topic: string,
    keySerde: Serde<K> | Deserializer<K>,
    valueSerde: Serde<V> | Deserializer<V>,
  ) {
    checkTopicArguments('TestOutputTopic', driver, topic)
    this.keyDeserializer = deserializerOf(keySerde)
    this.valueDeserializer = deserializerOf(valueSerde)
  }

  /** Reads the next record; throws `EmptyTopic` when none is left. */
  readRecord(): TestRecord<K, V> {
    const raw = this.driver.outputQueue(this.topic).shift()
    if (raw === undefined) {
      throw new TestDriverError('EmptyTopic', `No more records in output topic ${this.topic}.`, this.topic)
    }
    return this.decode(raw)
  }

  /** Reads the next value. */
  readValue(): V | null {
    return this.readRecord().value
  }

  /** Reads the next key and value. */
  readKeyValue(): KeyValue<K | null, V | null> {
    const r = this.readRecord()
    return { key: r.key, value: r.value }
  }

  /** Reads every remaining record. */
  readRecordsToList(): TestRecord<K, V>[] {
    return this.driver
      .outputQueue(this.topic)
      .splice(0)
      .map((r) => this.decode(r))
  }

  /** Reads every remaining value. */
  readValuesToList(): (V | null)[] {
    return this.readRecordsToList().map((r) => r.value)
  }

  /** Reads every remaining key and value. */
  readKeyValuesToList(): KeyValue<K | null, V | null>[] {
    return this.readRecordsToList().map((r) => ({ key: r.key, value: r.value }))
  }

  /**
   * Reads every remaining record into a map holding the latest value per key, as Java: a tombstone keeps its key
   * with a null value, and a record without a key throws `NullKey` (the records before it are consumed).
   */
  readKeyValuesToMap(): Map<K, V | null> {
    const map = new Map<K, V | null>()
    while (!this.isEmpty()) {
      const r = this.readRecord()
      if (r.key === null) {
        throw new TestDriverError(
          'NullKey',
          `A record on ${this.topic} has no key, and readKeyValuesToMap needs keys: read it with readKeyValuesToList.`,
          this.topic,
        )
      }
      map.set(r.key, r.value)
    }
    return map
  }

  /** How many records are left to read. */
  getQueueSize(): number {
    return this.driver.outputQueue(this.topic).length
  }

  /** Whether no record is left to read. */
  isEmpty(): boolean {
    return this.getQueueSize() === 0
  }

  /** `TestOutputTopic[topic='...', size=n]`, as Java's (which also names the deserializer classes). */
  toString(): string {
    return `TestOutputTopic[topic='${this.topic}', size=${this.getQueueSize()}]`
  }

  private decode(raw: ProducedRecord): TestRecord<K, V> {
    return new TestRecord(
      raw.key === null ? null : this.keyDeserializer.deserialize(this.topic, raw.key),
      raw.value === null ? null : this.valueDeserializer.deserialize(this.topic, raw.value),
      raw.timestamp,
      raw.headers,
    )
  }
}
