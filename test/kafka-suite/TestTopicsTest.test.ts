// Ported from Apache Kafka: streams/test-utils/src/test/java/org/apache/kafka/streams/TestTopicsTest.java
// Each `it` is named after the Kafka test method; expected values are Kafka's. Instants are epoch milliseconds and
// Durations milliseconds (our driver's time unit).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Consumed, KeyValue, map, Produced, Serdes, StreamsBuilder, to } from '../../src/index.js'
import { TestInputTopic, TestOutputTopic, TestRecord, TopologyTestDriver } from '../../src/testing/index.js'
import type { Headers } from '../../src/core/processorApi/Headers.js'

const INPUT_TOPIC = 'input'
const OUTPUT_TOPIC = 'output1'
const INPUT_TOPIC_MAP = OUTPUT_TOPIC
const OUTPUT_TOPIC_MAP = 'output2'

const stringSerde = Serdes.string()
const longSerde = Serdes.long()
const testBaseTime = Date.parse('2019-06-01T10:00:00Z')
const seconds = (s: number): number => s * 1000
const DAY = 24 * 3600 * 1000

const tag = (t: string): unknown => expect.objectContaining({ _tag: t })

describe('TestTopicsTest', () => {
  let testDriver: TopologyTestDriver

  beforeEach(async () => {
    const builder = new StreamsBuilder()
    builder.stream(INPUT_TOPIC).pipe(to(OUTPUT_TOPIC))
    builder.stream(INPUT_TOPIC_MAP, Consumed.with(longSerde, stringSerde)).pipe(
      map((key: number, value: string) => KeyValue.pair(value, key)),
      to(OUTPUT_TOPIC_MAP, Produced.with(stringSerde, longSerde)),
    )
    testDriver = await TopologyTestDriver.create(builder.build(), {
      'default.key.serde': Serdes.bytes(),
      'default.value.serde': Serdes.bytes(),
    })
  })

  afterEach(async () => {
    await testDriver.close()
  })

  // TestTopicsTest#testValue
  it('testValue', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, stringSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, stringSerde, stringSerde)
    inputTopic.pipeInput('Hello')
    expect(outputTopic.readValue()).toBe('Hello')
    expect(outputTopic.isEmpty()).toBe(true)
  })

  // TestTopicsTest#testValueList
  it('testValueList', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, stringSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, stringSerde, stringSerde)
    const inputList = ['This', 'is', 'an', 'example']
    inputTopic.pipeValueList(inputList)
    expect(outputTopic.readValuesToList()).toEqual(inputList)
  })

  // TestTopicsTest#testKeyValue
  it('testKeyValue', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    inputTopic.pipeInput(1, 'Hello')
    expect(outputTopic.readKeyValue()).toEqual(KeyValue.pair(1, 'Hello'))
    expect(outputTopic.isEmpty()).toBe(true)
  })

  const pairs = (): { input: KeyValue<number, string>[]; expected: KeyValue<string, number>[] } => {
    const inputList = ['This', 'is', 'an', 'example']
    return {
      input: inputList.map((s, i) => KeyValue.pair(i, s)),
      expected: inputList.map((s, i) => KeyValue.pair(s, i)),
    }
  }

  // TestTopicsTest#testKeyValueList
  it('testKeyValueList', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC_MAP, stringSerde, longSerde)
    const { input, expected } = pairs()
    inputTopic.pipeKeyValueList(input)
    expect(outputTopic.readKeyValuesToList()).toEqual(expected)
  })

  // TestTopicsTest#testKeyValuesToMap
  it('testKeyValuesToMap', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC_MAP, stringSerde, longSerde)
    const { input, expected } = pairs()
    inputTopic.pipeKeyValueList(input)
    expect(outputTopic.readKeyValuesToMap()).toEqual(new Map(expected.map((kv) => [kv.key, kv.value])))
  })

  // TestTopicsTest#testKeyValuesToMapWithNull (Java: IllegalStateException)
  it('testKeyValuesToMapWithNull', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    inputTopic.pipeInput('value')
    expect(() => outputTopic.readKeyValuesToMap()).toThrow(tag('NullKey'))
  })

  const timedExpectations = (start: number, advance: number) => {
    const { input, expected } = pairs()
    return {
      input,
      expected: expected.map((kv, i) => new TestRecord(kv.key, kv.value, start + i * advance)),
    }
  }

  // TestTopicsTest#testKeyValueListDuration
  it('testKeyValueListDuration', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC_MAP, stringSerde, longSerde)
    const { input, expected } = timedExpectations(testBaseTime, seconds(15))
    inputTopic.pipeKeyValueList(input, testBaseTime, seconds(15))
    expect(outputTopic.readRecordsToList()).toEqual(expected)
  })

  // TestTopicsTest#testRecordList
  it('testRecordList', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC_MAP, stringSerde, longSerde)
    const { input, expected } = timedExpectations(testBaseTime, seconds(15))
    inputTopic.pipeRecordList(
      input.map((kv, i) => new TestRecord(kv.key, kv.value, testBaseTime + i * seconds(15))),
    )
    expect(outputTopic.readRecordsToList()).toEqual(expected)
  })

  // TestTopicsTest#testTimestamp
  it('testTimestamp', () => {
    let baseTime = 3
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    inputTopic.pipeInput(null, 'Hello', baseTime)
    expect(outputTopic.readRecord()).toEqual(new TestRecord(null, 'Hello', baseTime))

    inputTopic.pipeInput(2, 'Kafka', ++baseTime)
    expect(outputTopic.readRecord()).toEqual(new TestRecord(2, 'Kafka', baseTime))

    inputTopic.pipeInput(2, 'Kafka', testBaseTime)
    expect(outputTopic.readRecord()).toEqual(new TestRecord(2, 'Kafka', testBaseTime))

    const advance = seconds(15)
    const recordInstant = testBaseTime + DAY
    inputTopic.pipeValueList(['Advancing', 'time'], recordInstant, advance)
    expect(outputTopic.readRecord()).toEqual(new TestRecord(null, 'Advancing', recordInstant))
    expect(outputTopic.readRecord()).toEqual(new TestRecord(null, 'time', recordInstant + advance))
  })

  // TestTopicsTest#testWithHeaders
  it('testWithHeaders', () => {
    let baseTime = 3
    const headers: Headers = [
      { key: 'foo', value: Buffer.from('value') },
      { key: 'bar', value: null },
      { key: '"A\\u00ea\\u00f1\\u00fcC"', value: Buffer.from('value') },
    ]
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    inputTopic.pipeInput(new TestRecord(1, 'Hello', undefined, headers))
    const first = outputTopic.readRecord()
    expect([first.key, first.value, first.headers]).toEqual([1, 'Hello', headers])
    inputTopic.pipeInput(new TestRecord(2, 'Kafka', ++baseTime, headers))
    expect(outputTopic.readRecord()).toEqual(new TestRecord(2, 'Kafka', baseTime, headers))
  })

  // TestTopicsTest#testStartTimestamp
  it('testStartTimestamp', () => {
    const advance = seconds(2)
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, longSerde, stringSerde, testBaseTime, 0)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    inputTopic.pipeInput(1, 'Hello')
    expect(outputTopic.readRecord()).toEqual(new TestRecord(1, 'Hello', testBaseTime))
    inputTopic.pipeInput(2, 'World')
    expect(outputTopic.readRecord()).toEqual(new TestRecord(2, 'World', testBaseTime))
    inputTopic.advanceTime(advance)
    inputTopic.pipeInput(3, 'Kafka')
    expect(outputTopic.readRecord()).toEqual(new TestRecord(3, 'Kafka', testBaseTime + advance))
  })

  // TestTopicsTest#testTimestampAutoAdvance
  it('testTimestampAutoAdvance', () => {
    const advance = seconds(2)
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, longSerde, stringSerde, testBaseTime, advance)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    inputTopic.pipeInput('Hello')
    expect(outputTopic.readRecord()).toEqual(new TestRecord(null, 'Hello', testBaseTime))
    inputTopic.pipeInput(2, 'Kafka')
    expect(outputTopic.readRecord()).toEqual(new TestRecord(2, 'Kafka', testBaseTime + advance))
  })

  // TestTopicsTest#testMultipleTopics
  it('testMultipleTopics', () => {
    const inputTopic1 = testDriver.createInputTopic(INPUT_TOPIC, longSerde, stringSerde)
    const inputTopic2 = testDriver.createInputTopic(INPUT_TOPIC_MAP, longSerde, stringSerde)
    const outputTopic1 = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    const outputTopic2 = testDriver.createOutputTopic(OUTPUT_TOPIC_MAP, stringSerde, longSerde)
    inputTopic1.pipeInput(1, 'Hello')
    expect(outputTopic1.readKeyValue()).toEqual(KeyValue.pair(1, 'Hello'))
    expect(outputTopic2.readKeyValue()).toEqual(KeyValue.pair('Hello', 1))
    expect(outputTopic1.isEmpty()).toBe(true)
    expect(outputTopic2.isEmpty()).toBe(true)
    inputTopic2.pipeInput(1, 'Hello')
    // not visible in outputTopic1 even though it is the same topic
    expect(outputTopic2.readKeyValue()).toEqual(KeyValue.pair('Hello', 1))
    expect(outputTopic1.isEmpty()).toBe(true)
    expect(outputTopic2.isEmpty()).toBe(true)
  })

  // TestTopicsTest#testNonExistingOutputTopic (Java: NoSuchElementException)
  it('testNonExistingOutputTopic', () => {
    const outputTopic = testDriver.createOutputTopic('no-exist', longSerde, stringSerde)
    expect(() => outputTopic.readRecord()).toThrow(tag('EmptyTopic'))
  })

  // TestTopicsTest#testNonUsedOutputTopic
  it('testNonUsedOutputTopic', () => {
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, longSerde, stringSerde)
    expect(() => outputTopic.readRecord()).toThrow(tag('EmptyTopic'))
  })

  // TestTopicsTest#testEmptyTopic
  it('testEmptyTopic', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC, stringSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, stringSerde, stringSerde)
    inputTopic.pipeInput('Hello')
    expect(outputTopic.readValue()).toBe('Hello')
    expect(() => outputTopic.readRecord()).toThrow(tag('EmptyTopic'))
  })

  // TestTopicsTest#testNonExistingInputTopic (Java: IllegalArgumentException at pipeInput, not at creation)
  it('testNonExistingInputTopic', () => {
    const inputTopic = testDriver.createInputTopic('no-exist', longSerde, stringSerde)
    expect(() => inputTopic.pipeInput(1, 'Hello')).toThrow(tag('UnknownTopic'))
  })

  // TestTopicsTest#shouldNotAllowToCreateTopicWithNullTopicName (reachable from plain JavaScript)
  it('shouldNotAllowToCreateTopicWithNullTopicName', () => {
    expect(() => testDriver.createInputTopic(null as unknown as string, stringSerde, stringSerde)).toThrow(
      tag('InvalidArgument'),
    )
  })

  // TestTopicsTest#shouldNotAllowToCreateWithNullDriver (reachable from plain JavaScript)
  it('shouldNotAllowToCreateWithNullDriver', () => {
    expect(
      () =>
        new TestInputTopic(
          null as unknown as TopologyTestDriver,
          INPUT_TOPIC,
          stringSerde,
          stringSerde,
          Date.now(),
          0,
        ),
    ).toThrow(tag('InvalidArgument'))
  })

  // TestTopicsTest#testWrongSerde (Java: StreamsException from the source's deserializer)
  it('testWrongSerde', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, stringSerde, stringSerde)
    expect(() => inputTopic.pipeInput('1L', 'Hello')).toThrow(tag('DeserializationFailed'))
  })

  // TestTopicsTest#testDuration
  it('testDuration', () => {
    expect(() =>
      testDriver.createInputTopic(INPUT_TOPIC_MAP, stringSerde, stringSerde, testBaseTime, -DAY),
    ).toThrow(tag('InvalidArgument'))
  })

  // TestTopicsTest#testNegativeAdvance
  it('testNegativeAdvance', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, stringSerde, stringSerde)
    expect(() => inputTopic.advanceTime(-DAY)).toThrow(tag('InvalidArgument'))
  })

  // TestTopicsTest#testInputToString. Deliberate difference: our serdes are plain objects, not classes, so the
  // string names no serializer class (Java's also contains "StringSerializer").
  it('testInputToString', () => {
    const inputTopic = testDriver.createInputTopic('topicName', stringSerde, stringSerde)
    expect(inputTopic.toString()).toContain('TestInputTopic')
    expect(inputTopic.toString()).toContain("topic='topicName'")
  })

  // TestTopicsTest#shouldNotAllowToCreateOutputTopicWithNullTopicName (reachable from plain JavaScript)
  it('shouldNotAllowToCreateOutputTopicWithNullTopicName', () => {
    expect(() => testDriver.createOutputTopic(null as unknown as string, stringSerde, stringSerde)).toThrow(
      tag('InvalidArgument'),
    )
  })

  // TestTopicsTest#shouldNotAllowToCreateOutputWithNullDriver (reachable from plain JavaScript)
  it('shouldNotAllowToCreateOutputWithNullDriver', () => {
    expect(
      () =>
        new TestOutputTopic(null as unknown as TopologyTestDriver, OUTPUT_TOPIC, stringSerde, stringSerde),
    ).toThrow(tag('InvalidArgument'))
  })

  // TestTopicsTest#testOutputWrongSerde (Java: SerializationException)
  it('testOutputWrongSerde', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC_MAP, longSerde, stringSerde)
    inputTopic.pipeInput(1, 'Hello')
    expect(() => outputTopic.readKeyValue()).toThrow(tag('SerializationError'))
  })

  // TestTopicsTest#testOutputToString. Deliberate difference: no serializer class name (see testInputToString).
  it('testOutputToString', () => {
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC, stringSerde, stringSerde)
    expect(outputTopic.toString()).toContain('TestOutputTopic')
    expect(outputTopic.toString()).toContain("topic='output1'")
    expect(outputTopic.toString()).toContain('size=0')
  })

  // TestTopicsTest#testRecordsToList
  it('testRecordsToList', () => {
    const inputTopic = testDriver.createInputTopic(INPUT_TOPIC_MAP, longSerde, stringSerde)
    const outputTopic = testDriver.createOutputTopic(OUTPUT_TOPIC_MAP, stringSerde, longSerde)
    const { input, expected } = timedExpectations(testBaseTime, seconds(15))
    inputTopic.pipeKeyValueList(input, Date.parse('2019-06-01T10:00:00Z'), seconds(15))
    expect(outputTopic.readRecordsToList()).toEqual(expected)
  })
})
