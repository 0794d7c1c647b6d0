import { describe, expect, it } from 'vitest'
import { count } from '../../src/dsl/operators/count.js'
import { groupByKey } from '../../src/dsl/operators/groupByKey.js'
import { process } from '../../src/dsl/operators/process.js'
import { toStream } from '../../src/dsl/operators/toStream.js'
import { to } from '../../src/dsl/operators/to.js'
import { Produced } from '../../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { PunctuationType } from '../../src/core/processorApi/PunctuationType.js'
import { lastHeader } from '../../src/core/processorApi/Headers.js'
import { HandlerResponse } from '../../src/runtime/task/handlers/HandlerResponse.js'
import type { ErrorHandlerContext } from '../../src/runtime/task/handlers/ErrorHandlerContext.js'
import type { TaskLogger } from '../../src/runtime/task/TaskLogger.js'
import { failingMapper, longValues } from './badInputTopologies.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { Topology } from '../../src/topology/Topology.js'
import { TopologyTestDriver } from '../../src/testing/TopologyTestDriver.js'

const recordingLogger = (): TaskLogger & { lines: string[] } => {
  const lines: string[] = []
  return { lines, warn: (m) => void lines.push(m), error: (m) => void lines.push(m) }
}

const config = (extra: Record<string, unknown> = {}) => ({
  'application.id': 'bad-input',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
  ...extra,
})

describe('bytes that do not decode', () => {
  it('fail the task by default (LogAndFailExceptionHandler), naming topic, partition and offset', async () => {
    const logger = recordingLogger()
    const driver = await TopologyTestDriver.create(longValues(), config(), { logger })
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    expect(() => input.pipeInput('k', 'abc', 0)).toThrow(
      expect.objectContaining({ _tag: 'DeserializationFailed', topic: 'in', partition: 0, offset: 0 }),
    )
    expect(logger.lines).toHaveLength(1)
    await driver.close()
  })

  it('are skipped, counted and logged with LogAndContinueExceptionHandler', async () => {
    const logger = recordingLogger()
    const driver = await TopologyTestDriver.create(
      longValues(),
      config({ 'deserialization.exception.handler': 'LogAndContinueExceptionHandler' }),
      { logger },
    )
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.long())
    input.pipeInput('k', 'abc', 0)
    driver.createInputTopic('in', Serdes.string(), Serdes.long()).pipeInput('k', 7, 1)
    expect(output.readKeyValuesToList()).toEqual([{ key: 'k', value: 7 }])
    expect(driver.metrics().droppedRecords).toBe(1)
    expect(logger.lines).toHaveLength(1)
    await driver.close()
  })

  it('go to the dead-letter topic with their raw bytes and diagnostic headers', async () => {
    const driver = await TopologyTestDriver.create(
      longValues(),
      config({
        'deserialization.exception.handler': 'LogAndContinueExceptionHandler',
        'errors.deadletterqueue.topic.name': 'dlq',
      }),
      { logger: recordingLogger() },
    )
    driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', 'abc', 5)
    const dlq = driver.createOutputTopic('dlq', Serdes.string(), Serdes.string()).readRecordsToList()
    expect(dlq.map((r) => [r.key, r.value, r.timestamp])).toEqual([['k', 'abc', 5]])
    expect(lastHeader(dlq[0]?.headers ?? [], '__streams.errors.topic')?.toString()).toBe('in')
    expect(lastHeader(dlq[0]?.headers ?? [], '__streams.errors.offset')?.toString()).toBe('0')
    expect(driver.producedTopicNames().has('dlq')).toBe(true)
    await driver.close()
  })
})

describe('a user callback that throws', () => {
  it('fails with the node, topic, partition and offset by default', async () => {
    const driver = await TopologyTestDriver.create(failingMapper(), config(), { logger: recordingLogger() })
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    input.pipeInput('a', 'fine', 0)
    expect(() => input.pipeInput('b', 'boom', 1)).toThrow(
      expect.objectContaining({
        _tag: 'ProcessingFailed',
        node: 'KSTREAM-MAPVALUES-0000000001',
        topic: 'in',
        partition: 0,
        offset: 1,
      }),
    )
    await driver.close()
  })

  it('is dropped and counted with LogAndContinueProcessingExceptionHandler; later records flow', async () => {
    const driver = await TopologyTestDriver.create(
      failingMapper(),
      config({ 'processing.exception.handler': 'LogAndContinueProcessingExceptionHandler' }),
      { logger: recordingLogger() },
    )
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.string())
    input.pipeInput('a', 'boom', 0)
    input.pipeInput('b', 'ok', 1)
    expect(output.readKeyValuesToList()).toEqual([{ key: 'b', value: 'OK' }])
    expect(driver.metrics().droppedRecords).toBe(1)
    await driver.close()
  })

  it('reaches a custom handler with its context, and a punctuator failure has no topic', async () => {
    const seen: ErrorHandlerContext[] = []
    const b = new StreamsBuilder()
    b.stream<string, string>('in').pipe(
      process({
        get: () => ({
          init: (context) => {
            context.schedule(1000, PunctuationType.WALL_CLOCK_TIME, () => {
              throw new Error('tick failed')
            })
          },
          process: () => {
            throw new Error('process failed')
          },
        }),
      }),
    )
    const driver = await TopologyTestDriver.create(
      b.build(),
      config({
        'processing.exception.handler': {
          handleError: (context: ErrorHandlerContext) => {
            seen.push(context)
            return HandlerResponse.resume()
          },
        },
      }),
    )
    driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', 'v', 3)
    driver.advanceWallClockTime(1000)
    expect(seen.map((c) => [c.processorNodeId, c.topic, c.partition, c.offset])).toEqual([
      ['KSTREAM-PROCESSOR-0000000001', 'in', 0, 0],
      ['KSTREAM-PROCESSOR-0000000001', undefined, -1, -1],
    ])
    expect(driver.metrics().droppedRecords).toBe(2)
    await driver.close()
  })
})

describe('a null key where an aggregation needs one', () => {
  it('is dropped with the dropped-records metric and a log line, as Kafka Streams', async () => {
    const b = new StreamsBuilder()
    b.stream<string, string>('in').pipe(
      groupByKey(),
      count(),
      toStream(),
      to('out', Produced.with(Serdes.string(), Serdes.long())),
    )
    const logger = recordingLogger()
    const driver = await TopologyTestDriver.create(b.build(), config(), { logger })
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.long())
    input.pipeInput(null, 'v', 0)
    input.pipeInput('k', 'v', 1)
    expect(output.readKeyValuesToList()).toEqual([{ key: 'k', value: 1 }])
    expect(driver.metrics().droppedRecords).toBe(1)
    expect(logger.lines.some((l) => l.includes('null key'))).toBe(true)
    await driver.close()
  })
})

describe('a negative timestamp', () => {
  const passThrough = (): Topology => {
    const b = new StreamsBuilder()
    b.stream('in').pipe(to('out'))
    return b.build()
  }

  it('fails with the default extractor (FailOnInvalidTimestamp)', async () => {
    const driver = await TopologyTestDriver.create(passThrough(), config(), { logger: recordingLogger() })
    expect(() =>
      driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', 'v', -1),
    ).toThrow(expect.objectContaining({ _tag: 'InvalidRecordTimestamp', topic: 'in', timestamp: -1 }))
    await driver.close()
  })

  it('is skipped, counted and logged with LogAndSkipOnInvalidTimestamp', async () => {
    const logger = recordingLogger()
    const driver = await TopologyTestDriver.create(
      passThrough(),
      config({ 'default.timestamp.extractor': 'LogAndSkipOnInvalidTimestamp' }),
      { logger },
    )
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.string())
    driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', 'v', -1)
    expect(output.isEmpty()).toBe(true)
    expect(driver.metrics().droppedRecords).toBe(1)
    expect(logger.lines.length).toBeGreaterThan(0)
    await driver.close()
  })

  it('takes the partition time with UsePartitionTimeOnInvalidTimestamp', async () => {
    const driver = await TopologyTestDriver.create(
      passThrough(),
      config({ 'default.timestamp.extractor': 'UsePartitionTimeOnInvalidTimestamp' }),
    )
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.string())
    input.pipeInput('a', 'v', 40)
    input.pipeInput('b', 'v', -1)
    expect(output.readRecordsToList().map((r) => r.timestamp)).toEqual([40, 40])
    await driver.close()
  })
})

describe('an output record that does not serialize', () => {
  const badSink = (): Topology => {
    const b = new StreamsBuilder()
    b.stream<string, string>('in').pipe(to('out', Produced.with(Serdes.string(), Serdes.long() as never)))
    return b.build()
  }

  it('fails by default (DefaultProductionExceptionHandler)', async () => {
    const driver = await TopologyTestDriver.create(badSink(), config(), { logger: recordingLogger() })
    expect(() =>
      driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', 'v', 0),
    ).toThrow(expect.objectContaining({ _tag: 'ProductionFailed', topic: 'out' }))
    await driver.close()
  })

  it('is dropped and counted when the production handler resumes', async () => {
    const driver = await TopologyTestDriver.create(
      badSink(),
      config({ 'production.exception.handler': { handleError: () => HandlerResponse.resume() } }),
    )
    driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', 'v', 0)
    expect(driver.metrics().droppedRecords).toBe(1)
    expect(driver.producedTopicNames().has('out')).toBe(false)
    await driver.close()
  })
})
