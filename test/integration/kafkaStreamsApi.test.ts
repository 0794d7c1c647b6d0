// Java's KafkaStreams API on the real broker: the scenarios of test/runtime/KafkaStreamsApi.test.ts (threads added
// and removed, pause and resume, close with leaveGroup) through the kafkajs adapter.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, inject, it } from 'vitest'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import * as scenario from '../runtime/kafkaStreamsApiScenario.js'
import { createTopics } from '../runtime/thread/wordCountApp.js'

const kafka = new KafkajsClientSupplier({
  'bootstrap.servers': inject('kafkaBootstrap'),
  'fetch.max.wait.ms': 100,
})
const root = mkdtempSync(join(tmpdir(), 'tributary-api-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Fresh topics and application for one scenario. */
const setUp = async (name: string): Promise<scenario.Setup> => {
  const run = randomUUID()
  const input = `${name}-lines-${run}`
  const output = `${name}-counts-${run}`
  await createTopics(kafka, [input, output], scenario.PARTITIONS)
  return {
    kafka,
    input,
    output,
    config: {
      'application.id': `${name}-${run}`,
      'state.dir': mkdtempSync(join(root, `${name}-`)),
      'commit.interval.ms': 200,
      'fetch.max.wait.ms': 100,
    },
    waitMs: 60_000,
  }
}

describe('KafkaStreams API on the real broker', () => {
  it('addStreamThread and removeStreamThread return the thread names and move tasks through a rebalance', async () => {
    await scenario.addAndRemoveThreads(await setUp('api-threads'))
  }, 240_000)

  it('pause() keeps the client in the group without processing; resume() processes what waited', async () => {
    await scenario.pauseAndResume(await setUp('api-pause'))
  }, 180_000)

  it('close({ leaveGroup: true }) hands the partitions to the other instance at once', async () => {
    await scenario.closeLeavingTheGroup(await setUp('api-leave'))
  }, 180_000)
})
