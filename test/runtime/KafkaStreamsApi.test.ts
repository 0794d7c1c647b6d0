// Java's KafkaStreams API on the embedded broker: setStateListener, addStreamThread / removeStreamThread, pause /
// resume / isPaused, close({ timeout, leaveGroup }), metrics() of added threads; the real broker runs the same
// scenarios in test/integration/kafkaStreamsApi.test.ts.
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import * as scenario from './kafkaStreamsApiScenario.js'
import { createTopics, tempDirs, wordCountTopology } from './thread/wordCountApp.js'

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
