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

describe('output between batches', () => {
  it('at-least-once output and repartition records reach the broker long before the first commit', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const lines = someLines(300)
    await produceLines(kafka, 'text-lines', lines)
    const streams = wordCountStreams(kafka, {
      'application.id': 'wc-no-commit',
      'state.dir': dirs.make(),
      'commit.interval.ms': 3_600_000,
      // without the record cache, which holds counts until a commit flushes it
      'statestore.cache.max.bytes': 0,
    })
    await streams.start()
    await firstValueFrom(streams.state$.pipe(filter((c) => c.newState === 'RUNNING')))
    const expected = referenceCounts(lines)
    expect(await readCounts(kafka, 'word-counts-out', 2, expected)).toEqual(expected)
    const admin = kafka.admin()
    await admin.connect()
    // nothing committed yet: the counts came from sends between batches
    expect(await admin.fetchCommittedOffsets('wc-no-commit', ['text-lines'])).toEqual([])
    await admin.disconnect()
    expect(await streams.close({ timeout: 10_000 })).toBe(true)
  })
})
