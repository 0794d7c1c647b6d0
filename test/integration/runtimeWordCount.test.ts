// KafkaStreams on the real broker, through the kafkajs adapter it builds from bootstrap.servers.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { filter, firstValueFrom, toArray } from 'rxjs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../runtime/thread/wordCountApp.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const dir = mkdtempSync(join(tmpdir(), 'tributary-runtime-it-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('KafkaStreams word count on the real broker', () => {
  it('counts words, and continues after a restart without restoring from scratch', async () => {
    const run = randomUUID()
    const input = `text-lines-${run}`
    const output = `word-counts-${run}`
    await createTopics(kafka, [input, output], 3)
    const config = {
      'application.id': `word-count-${run}`,
      'bootstrap.servers': bootstrap,
      'state.dir': dir,
      'commit.interval.ms': 200,
      'fetch.max.wait.ms': 100,
    }
    const logger = { warn: () => undefined, error: (m: string) => console.error(m) }
    const first = someLines(300, 5)
    await produceLines(kafka, input, first)
    const one = new KafkaStreams(wordCountTopology(input, output), config, undefined, { logger })
    await one.start()
    await firstValueFrom(one.state$.pipe(filter((c) => c.newState === 'RUNNING')))
    expect(await readCounts(kafka, output, 3, referenceCounts(first), 1200)).toEqual(referenceCounts(first))
    expect(await one.close({ timeout: 60_000 })).toBe(true)

    const second = someLines(100, 6)
    await produceLines(kafka, input, second)
    const two = new KafkaStreams(wordCountTopology(input, output), config, undefined, { logger })
    const progress = firstValueFrom(two.restoration$.pipe(toArray()))
    await two.start()
    const expected = referenceCounts([...first, ...second])
    expect(await readCounts(kafka, output, 3, expected, 1200)).toEqual(expected)
    expect(await two.close({ timeout: 60_000 })).toBe(true)
    const ended = (await progress).filter((p) => p._tag === 'RestoreEnded')
    expect(ended).toHaveLength(3)
    expect(ended.every((p) => p.restored === 0)).toBe(true)
  })

  it('fails to start with MissingSinkTopicsError naming only the missing output topic', async () => {
    const run = randomUUID()
    const input = `text-lines-${run}`
    const output = `word-counts-${run}`
    await createTopics(kafka, [input], 1)
    const streams = new KafkaStreams(wordCountTopology(input, output), {
      'application.id': `word-count-no-sink-${run}`,
      'bootstrap.servers': bootstrap,
      'state.dir': dir,
    })
    await expect(streams.start()).rejects.toMatchObject({ _tag: 'MissingSinkTopics', topics: [output] })
    expect(streams.state()).toBe('ERROR')
    expect(await streams.close()).toBe(true)
  })

  it('counts words exactly-once: read-committed output equals the reference', async () => {
    const run = randomUUID()
    const input = `text-lines-${run}`
    const output = `word-counts-${run}`
    await createTopics(kafka, [input, output], 3)
    const lines = someLines(300, 11)
    await produceLines(kafka, input, lines)
    const warnings: string[] = []
    const streams = new KafkaStreams(
      wordCountTopology(input, output),
      {
        'application.id': `word-count-eos-${run}`,
        'bootstrap.servers': bootstrap,
        'state.dir': dir,
        'processing.guarantee': 'exactly_once_v2',
        'fetch.max.wait.ms': 100,
      },
      undefined,
      { logger: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) } },
    )
    await streams.start()
    const expected = referenceCounts(lines)
    expect(await readCounts(kafka, output, 3, expected, 1200, 'read_committed')).toEqual(expected)
    expect(await streams.close({ timeout: 60_000 })).toBe(true)
    expect(streams.state()).toBe('NOT_RUNNING')
    expect(warnings).toEqual([])
  })

  it('scales from 1 to 2 instances and back while input flows, with a standby; final counts equal the reference', async () => {
    const run = randomUUID()
    const input = `text-lines-${run}`
    const output = `word-counts-${run}`
    await createTopics(kafka, [input, output], 4)
    const instance = (n: number): KafkaStreams =>
      new KafkaStreams(
        wordCountTopology(input, output),
        {
          'application.id': `word-count-scale-${run}`,
          'bootstrap.servers': bootstrap,
          'state.dir': join(dir, `instance-${n}`),
          'num.standby.replicas': 1,
          'commit.interval.ms': 200,
          'fetch.max.wait.ms': 100,
        },
        undefined,
        { logger: { warn: () => undefined, error: (m: string) => console.error(m) } },
      )
    const running = (s: KafkaStreams) =>
      firstValueFrom(s.state$.pipe(filter((c) => c.newState === 'RUNNING')))
    const batches = [someLines(100, 21), someLines(100, 22), someLines(100, 23)]
    const one = instance(1)
    await one.start()
    await produceLines(kafka, input, batches[0] ?? [])
    await running(one)
    const two = instance(2)
    await two.start()
    await produceLines(kafka, input, batches[1] ?? [])
    await running(two)
    await produceLines(kafka, input, batches[2] ?? [])
    const expected = referenceCounts(batches.flat())
    expect(await readCounts(kafka, output, 4, expected, 1200)).toEqual(expected)
    expect(two.localTasks().size + one.localTasks().size).toBe(8)
    expect(await one.close({ timeout: 60_000 })).toBe(true)
    const more = someLines(50, 24)
    await produceLines(kafka, input, more)
    const all = referenceCounts([...batches.flat(), ...more])
    expect(await readCounts(kafka, output, 4, all, 1200)).toEqual(all)
    expect(await two.close({ timeout: 60_000 })).toBe(true)
  })
})
