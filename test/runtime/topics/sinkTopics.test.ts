import { filter as filterState, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, MissingSinkTopicsError, Serdes, StreamsBuilder, to } from '../../../src/index.js'
import type { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { KafkaStreams as Streams } from '../../../src/runtime/KafkaStreams.js'
import { requireTopics } from '../../../src/runtime/topics/requireTopics.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountStreams,
} from '../thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const wordCount = (kafka: EmbeddedKafka): KafkaStreams =>
  wordCountStreams(kafka, {
    'application.id': 'word-count',
    'state.dir': dirs.make(),
    'commit.interval.ms': 50,
  })

const topicsOf = async (kafka: EmbeddedKafka): Promise<string[]> => {
  const admin = kafka.admin()
  await admin.connect()
  try {
    return (await admin.listTopics()).sort()
  } finally {
    await admin.disconnect()
  }
}

describe('sink topics at start', () => {
  it('requireTopics names the missing topics once each, sorted', () => {
    expect(() =>
      requireTopics(new Set(['a']), ['c', 'a', 'b', 'c'], (topics) => new MissingSinkTopicsError(topics)),
    ).toThrow(expect.objectContaining({ _tag: 'MissingSinkTopics', topics: ['b', 'c'] }))
    expect(() => requireTopics(new Set(['a']), ['a'], () => new Error('never'))).not.toThrow()
  })

  it('fails with MissingSinkTopicsError naming only the missing output topic, before consuming anything', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines'], 2)
    await produceLines(kafka, 'text-lines', someLines(20))
    const streams = wordCount(kafka)
    const failure = await streams.start().then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(MissingSinkTopicsError)
    // the repartition and changelog topics are the runtime's: not reported
    expect(failure).toMatchObject({ _tag: 'MissingSinkTopics', topics: ['word-counts-out'] })
    expect((failure as Error).message).toMatch(/'word-counts-out'.*Create them/)
    expect(streams.state()).toBe('ERROR')
    expect(streams.error).toBe(failure)
    // nothing created, nothing consumed
    expect(await topicsOf(kafka)).toEqual(['text-lines'])
    const admin = kafka.admin()
    await admin.connect()
    expect(await admin.fetchCommittedOffsets('word-count', ['text-lines'])).toEqual([])
    await admin.disconnect()
    expect(await streams.close()).toBe(true)
  })

  it('does not check a sink that picks its topic per record (TopicNameExtractor)', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'even', 'odd'], 1)
    const builder = new StreamsBuilder()
    const text = Serdes.string()
    builder
      .stream('numbers', { key: text, value: text })
      .pipe(to((_key, value) => (Number(value) % 2 === 0 ? 'even' : 'odd'), { key: text, value: text }))
    const streams = new Streams(
      builder.build(),
      {
        'application.id': 'route',
        'state.dir': dirs.make(),
        'poll.ms': 20,
      },
      kafka,
    )
    const running = firstValueFrom(streams.state$.pipe(filterState((c) => c.newState === 'RUNNING')))
    await streams.start()
    await running
    expect(streams.state()).toBe('RUNNING')
    expect(await streams.close()).toBe(true)
  })
})

describe('a failed send', () => {
  it('names only the topic whose records failed, not the changelog sent with them', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 1)
    const first = someLines(10)
    await produceLines(kafka, 'text-lines', first)
    const streams = wordCount(kafka)
    const failed = firstValueFrom(streams.state$.pipe(filterState((c) => c.newState === 'ERROR')))
    await streams.start()
    expect(await readCounts(kafka, 'word-counts-out', 1, referenceCounts(first))).toEqual(
      referenceCounts(first),
    )
    const admin = kafka.admin()
    await admin.connect()
    await admin.deleteTopics(['word-counts-out'])
    await admin.disconnect()
    await produceLines(kafka, 'text-lines', someLines(10, 2))
    await failed
    const message = (streams.error as Error).message
    expect(message).toContain('word-counts-out')
    expect(message).not.toContain('changelog')
    expect(message).not.toContain('repartition')
    expect(await streams.close()).toBe(true)
  })
})
