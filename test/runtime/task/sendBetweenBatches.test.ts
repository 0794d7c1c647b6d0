import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
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

const countWithoutCommits = async (appId: string, extra: Record<string, unknown>) => {
  const kafka = new EmbeddedKafka()
  await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
  const lines = someLines(300)
  await produceLines(kafka, 'text-lines', lines)
  const streams = wordCountStreams(kafka, {
    'application.id': appId,
    'state.dir': dirs.make(),
    'commit.interval.ms': 3_600_000,
    // without the record cache, which holds counts until a commit flushes it
    'statestore.cache.max.bytes': 0,
    ...extra,
  })
  await streams.start()
  await firstValueFrom(streams.state$.pipe(filter((c) => c.newState === 'RUNNING')))
  return { kafka, streams, expected: referenceCounts(lines) }
}

describe('output between batches', () => {
  it('at-least-once output and repartition records reach the broker long before the first commit', async () => {
    const { kafka, streams, expected } = await countWithoutCommits('wc-no-commit', {})
    expect(await readCounts(kafka, 'word-counts-out', 2, expected)).toEqual(expected)
    const admin = kafka.admin()
    await admin.connect()
    // nothing committed yet: the counts came from sends between batches
    expect(await admin.fetchCommittedOffsets('wc-no-commit', ['text-lines'])).toEqual([])
    await admin.disconnect()
    expect(await streams.close({ timeout: 10_000 })).toBe(true)
  })

  it('exactly-once commits a transaction half as old as transaction.timeout.ms, before the broker aborts it', async () => {
    const { kafka, streams, expected } = await countWithoutCommits('wc-eos-long-interval', {
      'processing.guarantee': 'exactly_once_v2',
      'transaction.timeout.ms': 1_000,
    })
    expect(await readCounts(kafka, 'word-counts-out', 2, expected, 300, 'read_committed')).toEqual(expected)
    expect(await streams.close({ timeout: 10_000 })).toBe(true)
  })
})
