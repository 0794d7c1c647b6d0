import { firstValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../src/index.js'
import type { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountStreams,
} from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const eosApp = (kafka: EmbeddedKafka, applicationId: string, dir: string, warnings: string[]): KafkaStreams =>
  wordCountStreams(
    kafka,
    { 'application.id': applicationId, 'state.dir': dir, 'processing.guarantee': 'exactly_once_v2' },
    { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) },
  )

describe('KafkaStreams exactly_once_v2 on the embedded broker', () => {
  it('commits output, changelogs and offsets in transactions: read-committed output equals the reference across a restart', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const dir = dirs.make()
    const warnings: string[] = []
    const app = (): KafkaStreams => eosApp(kafka, 'word-count-eos', dir, warnings)
    const first = someLines(120, 7)
    await produceLines(kafka, 'text-lines', first)
    const one = app()
    await one.start()
    const firstCounts = referenceCounts(first)
    expect(await readCounts(kafka, 'word-counts-out', 2, firstCounts, 300, 'read_committed')).toEqual(
      firstCounts,
    )
    expect(await one.close()).toBe(true)

    const second = someLines(60, 8)
    await produceLines(kafka, 'text-lines', second)
    const two = app()
    const progress = firstValueFrom(two.restoration$.pipe(toArray()))
    await two.start()
    const expected = referenceCounts([...first, ...second])
    expect(await readCounts(kafka, 'word-counts-out', 2, expected, 300, 'read_committed')).toEqual(expected)
    expect(await two.close()).toBe(true)
    const ended = (await progress).filter((p) => p._tag === 'RestoreEnded')
    expect(ended.map((p) => p.restored)).toEqual([0, 0])
    expect(warnings).toEqual([])

    const admin = kafka.admin()
    await admin.connect()
    const committed = await admin.fetchCommittedOffsets('word-count-eos', ['text-lines'])
    const ends = await admin.listOffsets('text-lines', 'read_committed')
    expect(committed.map((c) => c.offset).sort()).toEqual(ends.map((e) => e.latest).sort())
    await admin.disconnect()
  })

  it('restores a lost store from a transactional changelog up to its last stable offset', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 1)
    const warnings: string[] = []
    const app = (): KafkaStreams => eosApp(kafka, 'word-count-eos-restore', dirs.make(), warnings)
    const first = someLines(30, 9)
    await produceLines(kafka, 'text-lines', first)
    const one = app()
    await one.start()
    const firstCounts = referenceCounts(first)
    expect(await readCounts(kafka, 'word-counts-out', 1, firstCounts, 300, 'read_committed')).toEqual(
      firstCounts,
    )
    await one.close()

    const second = someLines(10, 10)
    await produceLines(kafka, 'text-lines', second)
    const two = app()
    const progress = firstValueFrom(two.restoration$.pipe(toArray()))
    await two.start()
    const expected = referenceCounts([...first, ...second])
    expect(await readCounts(kafka, 'word-counts-out', 1, expected, 300, 'read_committed')).toEqual(expected)
    await two.close()
    const ended = (await progress).filter((p) => p._tag === 'RestoreEnded')
    expect(ended).toHaveLength(1)
    // one changelog record per word and commit: at least one per word
    expect(ended[0]?.restored).toBeGreaterThanOrEqual(firstCounts.size)
    expect(warnings).toEqual([])
  })
})
