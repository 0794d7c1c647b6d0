import { filter, firstValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../src/index.js'
import { systemClock } from '../../src/core/clock.js'
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

const instance = (kafka: EmbeddedKafka): KafkaStreams =>
  wordCountStreams(kafka, {
    'application.id': 'word-count-standby',
    'state.dir': dirs.make(),
    'num.standby.replicas': 1,
    'commit.interval.ms': 50,
  })

const settled = (streams: KafkaStreams, test: () => boolean): Promise<unknown> =>
  firstValueFrom(streams.state$.pipe(filter((c) => c.newState === 'RUNNING' && test())))

/** Asks `check` again every 10 ms, while the instances' threads run, up to `rounds` times. */
const eventually = async (check: () => Promise<boolean>, rounds = 500): Promise<boolean> => {
  for (let i = 0; i < rounds; i++) {
    if (await check()) return true
    await systemClock.sleep(10)
  }
  return false
}

describe('KafkaStreams standby replicas on the embedded broker', () => {
  it('keeps a warm copy on the other instance, which takes over without restoring from scratch', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const a = instance(kafka)
    await a.start()
    await settled(a, () => true)
    const b = instance(kafka)
    await b.start()
    await settled(b, () => b.localStandbyTasks().size + b.localTasks().size > 0)

    const lines = someLines(200, 12)
    await produceLines(kafka, 'text-lines', lines)
    const expected = referenceCounts(lines)
    expect(await readCounts(kafka, 'word-counts-out', 2, expected)).toEqual(expected)

    // every stateful task (sub-topology 1) is active on one instance and standby on the other
    const stateful = ['1_0', '1_1']
    const activeOn = (s: KafkaStreams) => [...s.localTasks().keys()].filter((t) => stateful.includes(t))
    const standbyOn = (s: KafkaStreams) => [...s.localStandbyTasks().keys()]
    expect([...activeOn(a), ...activeOn(b)].sort()).toEqual(stateful)
    expect(standbyOn(a).sort()).toEqual(stateful.filter((t) => !activeOn(a).includes(t)))
    expect(standbyOn(b).sort()).toEqual(stateful.filter((t) => !activeOn(b).includes(t)))

    // the standbys catch up with the changelog
    const caughtUp = async (s: KafkaStreams): Promise<boolean> => {
      const lags = await s.allLocalStorePartitionLags()
      const parts = [...(lags.get('word-counts')?.values() ?? [])]
      return parts.length === 2 && parts.every((l) => l.offsetLag === 0 && l.endOffsetPosition > 0)
    }
    const ok = await eventually(async () => (await caughtUp(a)) && (await caughtUp(b)))
    expect(
      ok ? 'caught up' : [await a.allLocalStorePartitionLags(), await b.allLocalStorePartitionLags()],
    ).toBe('caught up')

    // a leaves: b runs every task; what it restores is only what it had not applied yet (nothing here)
    const progress = firstValueFrom(b.restoration$.pipe(toArray()))
    expect(await a.close()).toBe(true)
    await settled(b, () => activeOn(b).length === 2)
    const more = someLines(20, 13)
    await produceLines(kafka, 'text-lines', more)
    const all = referenceCounts([...lines, ...more])
    expect(await readCounts(kafka, 'word-counts-out', 2, all)).toEqual(all)
    expect(await b.close()).toBe(true)
    const takeover = (await progress).filter((p) => p._tag === 'RestoreEnded')
    expect(takeover.length).toBeGreaterThan(0)
    expect(takeover.every((p) => p.restored === 0)).toBe(true)
  })
})
