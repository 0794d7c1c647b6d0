import { filter, firstValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, StreamsBuilder, Serdes, mapValues, to } from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import type { RestoreProgress } from '../../src/runtime/task/RestoreProgress.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountStreams,
  wordCountTopology,
} from './thread/wordCountApp.js'

const dirs = tempDirs()
const stateDir = dirs.make
afterEach(dirs.cleanUp)

const app = (kafka: EmbeddedKafka, dir: string, threads = 1): KafkaStreams =>
  wordCountStreams(kafka, {
    'application.id': 'word-count',
    'state.dir': dir,
    'num.stream.threads': threads,
    'commit.interval.ms': 50,
  })

const running = (streams: KafkaStreams) =>
  firstValueFrom(streams.state$.pipe(filter((c) => c.newState === 'RUNNING')))

describe('KafkaStreams on the embedded broker', () => {
  it('counts words end to end with two threads: output equals the reference', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 3)
    const lines = someLines(200)
    await produceLines(kafka, 'text-lines', lines)
    const streams = app(kafka, stateDir(), 2)
    const states = streams.state$.pipe(toArray())
    const seen = firstValueFrom(states)
    await streams.start()
    await running(streams)
    const expected = referenceCounts(lines)
    expect(await readCounts(kafka, 'word-counts-out', 3, expected)).toEqual(expected)
    expect([...streams.localTasks().keys()].sort()).toEqual(['0_0', '0_1', '0_2', '1_0', '1_1', '1_2'])
    expect(await streams.close({ timeout: 10_000 })).toBe(true)
    expect((await seen).map((c) => c.newState)).toEqual([
      'CREATED',
      'REBALANCING',
      'RUNNING',
      'PENDING_SHUTDOWN',
      'NOT_RUNNING',
    ])
    const admin = kafka.admin()
    await admin.connect()
    const topics = await admin.listTopics()
    const internal = ['word-count-word-counts-changelog', 'word-count-word-counts-repartition']
    expect(topics.filter((t) => t.startsWith('word-count-')).sort()).toEqual(internal)
    const described = await admin.describeTopics(internal)
    expect(described.map((d) => d.partitions.length)).toEqual([3, 3])
    expect(await admin.describeTopicConfigs('word-count-word-counts-changelog')).toMatchObject({
      'cleanup.policy': 'compact',
    })
    await admin.disconnect()
  })

  it('continues from its committed state after a restart, without restoring from scratch', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const dir = stateDir()
    const first = someLines(100, 1)
    await produceLines(kafka, 'text-lines', first)
    const one = app(kafka, dir)
    await one.start()
    expect(await readCounts(kafka, 'word-counts-out', 2, referenceCounts(first))).toEqual(
      referenceCounts(first),
    )
    expect(await one.close()).toBe(true)

    const second = someLines(50, 2)
    await produceLines(kafka, 'text-lines', second)
    const two = app(kafka, dir)
    const progress = firstValueFrom(two.restoration$.pipe(toArray()))
    await two.start()
    const expected = referenceCounts([...first, ...second])
    expect(await readCounts(kafka, 'word-counts-out', 2, expected)).toEqual(expected)
    expect(await two.close()).toBe(true)
    const ended = (await progress).filter((p: RestoreProgress) => p._tag === 'RestoreEnded')
    expect(ended.map((p) => `${p.store}/${p.partition}`).sort()).toEqual(['word-counts/0', 'word-counts/1'])
    expect(ended.map((p) => p.restored)).toEqual([0, 0])
  })

  it('restores a lost store from its changelog', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 1)
    const first = someLines(40, 3)
    await produceLines(kafka, 'text-lines', first)
    const one = app(kafka, stateDir())
    await one.start()
    expect(await readCounts(kafka, 'word-counts-out', 1, referenceCounts(first))).toEqual(
      referenceCounts(first),
    )
    await one.close()

    const second = someLines(10, 4)
    await produceLines(kafka, 'text-lines', second)
    const two = app(kafka, stateDir())
    const progress = firstValueFrom(two.restoration$.pipe(toArray()))
    await two.start()
    const expected = referenceCounts([...first, ...second])
    expect(await readCounts(kafka, 'word-counts-out', 1, expected)).toEqual(expected)
    await two.close()
    const ended = (await progress).filter((p) => p._tag === 'RestoreEnded')
    expect(ended).toHaveLength(1)
    // one changelog record per word and commit: at least one per word
    expect(ended[0]?.restored).toBeGreaterThanOrEqual(referenceCounts(first).size)
  })

  it('fails to start with a typed error when a source topic is missing', async () => {
    const kafka = new EmbeddedKafka()
    const streams = app(kafka, stateDir())
    await expect(streams.start()).rejects.toMatchObject({
      _tag: 'MissingSourceTopics',
      topics: ['text-lines'],
    })
    expect(streams.state()).toBe('ERROR')
  })

  it('rejects a configuration without bootstrap.servers and without a client supplier', () => {
    expect(() => new KafkaStreams(wordCountTopology('a', 'b'), { 'application.id': 'x' })).toThrow(
      expect.objectContaining({ _tag: 'StreamsConfig', key: 'bootstrap.servers' }),
    )
  })

  it('ends in ERROR with the typed processing error when a processor fails (LogAndFail)', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'halves'], 1)
    const builder = new StreamsBuilder()
    builder.stream('numbers', { key: Serdes.string(), value: Serdes.string() }).pipe(
      mapValues((v) => {
        if (v === 'boom') throw new Error('cannot halve boom')
        return String(Number(v) / 2)
      }),
      to('halves', { key: Serdes.string(), value: Serdes.string() }),
    )
    const errors: string[] = []
    const streams = new KafkaStreams(
      builder.build(),
      { 'application.id': 'halves', 'state.dir': stateDir(), 'poll.ms': 20 },
      kafka,
      { logger: { warn: () => undefined, error: (m) => void errors.push(m) } },
    )
    const final = firstValueFrom(streams.state$.pipe(toArray()))
    await streams.start()
    await produceLines(kafka, 'numbers', ['4', 'boom'])
    expect((await final).map((c) => c.newState).slice(-2)).toEqual(['PENDING_ERROR', 'ERROR'])
    expect(streams.error).toMatchObject({ _tag: 'ProcessingFailed' })
    expect(errors).toHaveLength(1)
    expect(await streams.close()).toBe(true)
  })

  it('refuses a second start with a typed error', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 1)
    const streams = app(kafka, stateDir())
    await streams.start()
    await expect(streams.start()).rejects.toMatchObject({ _tag: 'IllegalStateTransition' })
    expect(await streams.close()).toBe(true)
  })

  it('shares the work as instances with two threads each join and leave while input flows', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 4)
    const batches = [someLines(80, 31), someLines(80, 32), someLines(80, 33)]
    const a = app(kafka, stateDir(), 2)
    await a.start()
    await produceLines(kafka, 'text-lines', batches[0] ?? [])
    await running(a)
    const b = app(kafka, stateDir(), 2)
    await b.start()
    await produceLines(kafka, 'text-lines', batches[1] ?? [])
    await running(b)
    const expected = referenceCounts(batches.slice(0, 2).flat())
    expect(await readCounts(kafka, 'word-counts-out', 4, expected)).toEqual(expected)
    expect(a.localTasks().size + b.localTasks().size).toBe(8)
    expect(await a.close()).toBe(true)
    await produceLines(kafka, 'text-lines', batches[2] ?? [])
    const all = referenceCounts(batches.flat())
    expect(await readCounts(kafka, 'word-counts-out', 4, all)).toEqual(all)
    expect(b.localTasks().size).toBe(8)
    expect(await b.close()).toBe(true)
  })
})
