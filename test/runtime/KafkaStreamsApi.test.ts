// Java's KafkaStreams API on the embedded broker: setStateListener, addStreamThread / removeStreamThread, pause /
// resume / isPaused, close({ timeout, leaveGroup }), metrics() of added threads; the real broker runs the same
// scenarios in test/integration/kafkaStreamsApi.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PunctuationType } from '../../src/core/processorApi/PunctuationType.js'
import { EmbeddedKafka, process, Serdes, StreamsBuilder } from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import * as scenario from './kafkaStreamsApiScenario.js'
import type { LagInfo } from '../../src/runtime/task/LagInfo.js'
import {
  createTopics,
  produceLines,
  someLines,
  tempDirs,
  wordCountStreams,
  wordCountTopology,
} from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const setUp = async (applicationId: string): Promise<scenario.Setup> => {
  const kafka = new EmbeddedKafka()
  await createTopics(kafka, ['text-lines', 'word-counts-out'], scenario.PARTITIONS)
  return {
    kafka,
    input: 'text-lines',
    output: 'word-counts-out',
    config: {
      'application.id': applicationId,
      'state.dir': dirs.make(),
      'poll.ms': 20,
      'commit.interval.ms': 50,
    },
    waitMs: 10_000,
  }
}

const quiet = { warn: () => undefined, error: () => undefined }

describe('KafkaStreams API (embedded broker)', () => {
  it('addStreamThread and removeStreamThread return the thread names and move tasks through a rebalance', async () => {
    await scenario.addAndRemoveThreads(await setUp('api-threads'))
  })

  it('pause() keeps the client in the group without processing; resume() processes what waited', async () => {
    await scenario.pauseAndResume(await setUp('api-pause'))
  })

  it('close({ leaveGroup: true }) hands the partitions to the other instance at once', async () => {
    await scenario.closeLeavingTheGroup(await setUp('api-leave'))
  })

  it('pause() stops wall-clock punctuation too; resume() starts it again', async () => {
    const { kafka, config } = await setUp('api-punctuation')
    let ticks = 0
    const builder = new StreamsBuilder()
    builder.stream('text-lines', { key: Serdes.string(), value: Serdes.string() }).pipe(
      process({
        get: () => ({
          init: (context) => {
            context.schedule(10, PunctuationType.WALL_CLOCK_TIME, () => {
              ticks++
            })
          },
          process: () => undefined,
        }),
      }),
    )
    const app = new KafkaStreams(builder.build(), config, kafka, { logger: quiet })
    app.pause()
    await app.start()
    await vi.waitFor(() => expect(app.state()).toBe('RUNNING'), { timeout: 10_000, interval: 20 })
    // twenty punctuation intervals, RUNNING with its tasks: not one tick while paused
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(app.localTasks().size).toBe(scenario.PARTITIONS)
    expect(ticks).toBe(0)
    app.resume()
    await vi.waitFor(() => expect(ticks).toBeGreaterThan(0), { timeout: 10_000, interval: 20 })
    expect(await app.close()).toBe(true)
  })

  it('pause() stops standby updates; resume() lets the standbys catch up', async () => {
    const { kafka, config } = await setUp('api-standby')
    const standbyConfig = { ...config, 'num.standby.replicas': 1 }
    const a = wordCountStreams(kafka, standbyConfig)
    const b = wordCountStreams(kafka, { ...standbyConfig, 'state.dir': dirs.make() })
    await a.start()
    await b.start()
    const wait = { timeout: 10_000, interval: 20 }
    await vi.waitFor(() => {
      expect([a.state(), b.state()]).toEqual(['RUNNING', 'RUNNING'])
      expect(b.localStandbyTasks().size).toBeGreaterThan(0)
    }, wait)
    /** The lag of each store partition `app` keeps as a standby. */
    const standbyLags = async (app: KafkaStreams): Promise<LagInfo[]> => {
      const standby = new Set([...app.localStandbyTasks().keys()].map((id) => Number(id.split('_')[1])))
      const lags = (await app.allLocalStorePartitionLags()).get('word-counts') ?? new Map<number, LagInfo>()
      return [...lags].filter(([partition]) => standby.has(partition)).map(([, lag]) => lag)
    }
    b.pause()
    await produceLines(kafka, 'text-lines', someLines(60))
    // a's active tasks write the changelogs that b's paused standbys do not read
    await vi.waitFor(async () => {
      const lags = await standbyLags(b)
      expect(lags.length).toBeGreaterThan(0)
      expect(lags.every((l) => l.endOffsetPosition > 0)).toBe(true)
    }, wait)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await standbyLags(b)).every((l) => l.currentOffsetPosition === 0 && l.offsetLag > 0)).toBe(true)
    b.resume()
    await vi.waitFor(
      async () => expect((await standbyLags(b)).every((l) => l.offsetLag === 0)).toBe(true),
      wait,
    )
    expect(await b.close()).toBe(true)
    expect(await a.close()).toBe(true)
  })

  it('removeStreamThread(timeout) throws StreamThreadTimeoutError when the thread is not stopped in time', async () => {
    const { kafka, config } = await setUp('api-remove-timeout')
    const app = wordCountStreams(kafka, { ...config, 'num.stream.threads': 2 })
    await app.start()
    await vi.waitFor(() => expect(app.state()).toBe('RUNNING'), { timeout: 10_000, interval: 20 })
    const [first, second] = app.metadataForLocalThreads().map((t) => t.threadName)
    await expect(app.removeStreamThread(0)).rejects.toMatchObject({
      _tag: 'StreamThreadTimeout',
      threadName: first,
    })
    // the thread was removed all the same: it goes on stopping, the other one takes its tasks
    expect(app.metadataForLocalThreads().map((t) => t.threadName)).toEqual([second])
    await vi.waitFor(() => expect(app.localTasks().size).toBe(2 * scenario.PARTITIONS), {
      timeout: 10_000,
      interval: 20,
    })
    expect(await app.close()).toBe(true)
  })

  it('rejects a state listener that is not a function, or set after start(), and a negative timeout', async () => {
    const { kafka, config } = await setUp('api-arguments')
    const app = new KafkaStreams(wordCountTopology('text-lines', 'word-counts-out'), config, kafka, {
      logger: quiet,
    })
    expect(() => app.setStateListener('listener' as never)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument', argument: 'listener' }),
    )
    await app.start()
    expect(() => app.setStateListener(() => undefined)).toThrow(
      expect.objectContaining({ _tag: 'IllegalClientState', operation: 'setStateListener' }),
    )
    await expect(app.removeStreamThread(-1)).rejects.toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'timeout',
    })
    await expect(app.close({ timeout: -1 })).rejects.toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'timeout',
    })
    expect(await app.close()).toBe(true)
  })
})
