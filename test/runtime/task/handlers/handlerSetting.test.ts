import { describe, expect, it } from 'vitest'
import { mapValues } from '../../../../src/dsl/operators/mapValues.js'
import { to } from '../../../../src/dsl/operators/to.js'
import { Produced } from '../../../../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../../../../src/dsl/StreamsBuilder.js'
import { decodeStreamsConfig } from '../../../../src/runtime/config/StreamsConfig.js'
import { LogAndContinueExceptionHandler } from '../../../../src/runtime/task/handlers/DeserializationExceptionHandler.js'
import { HandlerResponse } from '../../../../src/runtime/task/handlers/HandlerResponse.js'
import type { HandlerSettings } from '../../../../src/runtime/task/handlers/HandlerSettings.js'
import { LogAndContinueProcessingExceptionHandler } from '../../../../src/runtime/task/handlers/ProcessingExceptionHandler.js'
import type { ProcessingExceptionHandler } from '../../../../src/runtime/task/handlers/ProcessingExceptionHandler.js'
import { DefaultProductionExceptionHandler } from '../../../../src/runtime/task/handlers/ProductionExceptionHandler.js'
import type { TaskLogger } from '../../../../src/runtime/task/TaskLogger.js'
import { failingMapper, longValues } from '../../../testing/badInputTopologies.js'
import { Serdes } from '../../../../src/serde/Serdes.js'
import { TopologyTestDriver } from '../../../../src/testing/TopologyTestDriver.js'

const quiet: TaskLogger = { warn: () => undefined, error: () => undefined }

const config = (extra: Record<string, unknown>) => ({
  'application.id': 'handler-settings',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
  ...extra,
})

/** Pipes a failing then a good record through the mapper; returns what reached `out`. */
const survivors = async (extra: Record<string, unknown>): Promise<unknown[]> => {
  const driver = await TopologyTestDriver.create(failingMapper(), config(extra), { logger: quiet })
  try {
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    input.pipeInput('a', 'boom', 0)
    input.pipeInput('b', 'ok', 1)
    return driver.createOutputTopic('out', Serdes.string(), Serdes.string()).readValuesToList()
  } finally {
    await driver.close()
  }
}

class SkippingHandler implements ProcessingExceptionHandler {
  constructor(readonly settings: HandlerSettings) {}
  handleError(): HandlerResponse {
    return HandlerResponse.resume()
  }
}

class AnsweringHandler {
  constructor(private readonly answer: unknown) {}
  handleError(): unknown {
    return this.answer
  }
}

describe('handler settings', () => {
  it('accept the exported built-in handlers as values, not only their names', () => {
    const decoded = decodeStreamsConfig({
      'application.id': 'app',
      'deserialization.exception.handler': LogAndContinueExceptionHandler,
      'processing.exception.handler': LogAndContinueProcessingExceptionHandler,
      'production.exception.handler': DefaultProductionExceptionHandler,
    })
    expect(decoded._tag).toBe('Right')
  })

  it('run the exported built-in given as a value, as its name would', async () => {
    expect(
      await survivors({ 'processing.exception.handler': LogAndContinueProcessingExceptionHandler }),
    ).toEqual(['OK'])
  })

  it("accept Java's full class name", async () => {
    expect(
      await survivors({
        'processing.exception.handler':
          'org.apache.kafka.streams.errors.LogAndContinueProcessingExceptionHandler',
      }),
    ).toEqual(['OK'])
  })

  it('build a class given as the setting with the handler settings', async () => {
    expect(await survivors({ 'processing.exception.handler': SkippingHandler })).toEqual(['OK'])
  })

  it('refuse a function that makes no handler, naming the key', async () => {
    await expect(
      TopologyTestDriver.create(failingMapper(), config({ 'processing.exception.handler': () => 42 }), {
        logger: quiet,
      }),
    ).rejects.toMatchObject({ _tag: 'StreamsConfig', key: 'processing.exception.handler' })
  })

  it('refuse an unknown name with a sentence listing the built-ins', () => {
    const decoded = decodeStreamsConfig({ 'application.id': 'app', 'processing.exception.handler': 'Nope' })
    expect(decoded._tag === 'Left' && decoded.left.key).toBe('processing.exception.handler')
  })
})

describe("a custom handler's invalid answer", () => {
  it.each([
    ['undefined', undefined],
    ['a string', 'RESUME'],
    ['an unknown result', { result: 'SKIP', deadLetterQueueRecords: [] }],
    ['RETRY from a processing handler', HandlerResponse.retry()],
    ['records that are not an array', { result: 'RESUME', deadLetterQueueRecords: 'dlq' }],
  ])('is a typed error naming the handler: %s', async (_, answer) => {
    const driver = await TopologyTestDriver.create(
      failingMapper(),
      config({ 'processing.exception.handler': new AnsweringHandler(answer) }),
      { logger: quiet },
    )
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    expect(() => input.pipeInput('a', 'boom', 0)).toThrow(
      expect.objectContaining({
        _tag: 'InvalidHandlerResponse',
        key: 'processing.exception.handler',
        handler: 'AnsweringHandler',
      }),
    )
    await driver.close()
  })

  it('from the deserialization handler names that setting', async () => {
    const driver = await TopologyTestDriver.create(
      longValues(),
      config({ 'deserialization.exception.handler': { handleError: () => null } }),
      { logger: quiet },
    )
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    expect(() => input.pipeInput('k', 'abc', 0)).toThrow(
      expect.objectContaining({
        _tag: 'InvalidHandlerResponse',
        key: 'deserialization.exception.handler',
        handler: '(anonymous handler)',
      }),
    )
    await driver.close()
  })

  it('from the production handler names that setting', async () => {
    const b = new StreamsBuilder()
    b.stream<string, string>('in').pipe(
      mapValues(() => 'x'),
      to(
        'out',
        Produced.with(Serdes.string(), {
          serialize: () => {
            throw new Error('no')
          },
        } as never),
      ),
    )
    const driver = await TopologyTestDriver.create(
      b.build(),
      config({ 'production.exception.handler': new AnsweringHandler({ result: 'MAYBE' }) }),
      { logger: quiet },
    )
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    expect(() => input.pipeInput('k', 'v', 0)).toThrow(
      expect.objectContaining({ _tag: 'InvalidHandlerResponse', key: 'production.exception.handler' }),
    )
    await driver.close()
  })
})
