// Word count with up to three instances, each its own process, on the real broker: scale 1 -> 3 -> 1 while the
// input flows; the final counts equal the reference computed from every line sent.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { createTopics, referenceCounts } from '../runtime/thread/wordCountApp.js'
import { InputFeeder } from './apps/InputFeeder.js'
import type { InstanceSettings } from './apps/instanceMessages.js'
import { InstanceProcess } from './apps/InstanceProcess.js'
import { latestCounts, readCountRecords, sameCounts } from './apps/readCountRecords.js'
import { settledAssignment } from './apps/settledAssignment.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const root = mkdtempSync(join(tmpdir(), 'tributary-multiprocess-'))
afterEach(() => InstanceProcess.killAll())
afterAll(() => rmSync(root, { recursive: true, force: true }))

const partitions = 6
/** Two subtopologies (split and count) over six partitions each. */
const tasks = 2 * partitions

describe('word count in several processes on the real broker', () => {
  it('scales from 1 to 3 instances and back to 1 while input flows; final counts equal the reference', async () => {
    const started = Date.now()
    const run = randomUUID()
    const input = `mp-lines-${run}`
    const output = `mp-counts-${run}`
    await createTopics(kafka, [input, output], partitions)
    const settings = (n: number): InstanceSettings => ({
      bootstrap,
      applicationId: `mp-word-count-${run}`,
      input,
      output,
      guarantee: 'at_least_once',
      stateDir: join(root, run, `instance-${n}`),
      standbys: 0,
      applicationServer: `127.0.0.1:${7000 + n}`,
      partitions,
    })
    const feeder = new InputFeeder(kafka, input)
    await feeder.start()
    const one = InstanceProcess.start(settings(1))
    await settledAssignment([one], tasks)
    await feeder.sentAtLeast(feeder.sent.length + 200)

    const two = InstanceProcess.start(settings(2))
    const three = InstanceProcess.start(settings(3))
    const spread = await settledAssignment([one, two, three], tasks)
    expect(spread.map((s) => s.active.length)).toEqual([4, 4, 4])
    await feeder.sentAtLeast(feeder.sent.length + 200)

    expect(await two.close()).toBe(true)
    expect(await three.close()).toBe(true)
    await settledAssignment([one], tasks)
    await feeder.sentAtLeast(feeder.sent.length + 200)
    const lines = await feeder.stop()

    const expected = referenceCounts(lines)
    const records = await readCountRecords(kafka, {
      topic: output,
      partitions,
      isolationLevel: 'read_uncommitted',
      format: 'long',
      done: (read) => sameCounts(latestCounts(read), expected),
    })
    expect(latestCounts(records)).toEqual(expected)
    expect(await one.close()).toBe(true)
    console.log(
      `multi-process scale 1 -> 3 -> 1: ${lines.length} lines, ${records.length} output records, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  })
})
