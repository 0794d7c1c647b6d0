import { lastValueFrom, toArray, type Observable } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka } from '../../../src/index.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import type { StreamsConfigInput } from '../../../src/runtime/config/StreamsConfig.js'
import type { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import type { StoreChange } from '../../../src/state/StoreChange.js'
import { createTopics, tempDirs } from '../thread/wordCountApp.js'
import {
  activePartitions,
  keyCountApp,
  partitionOf as partitionIn,
  produceRecords,
  running,
} from './queryApps.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const TOPIC = 'clicks'
const STORE = 'click-counts'
const PARTITIONS = 4

const partitionOf = (key: string): number => partitionIn(TOPIC, key, PARTITIONS)

/** `clicks` keyed by page -> count per page ('click-counts'). */
const clickCounts = (kafka: EmbeddedKafka, config: Partial<StreamsConfigInput> = {}): KafkaStreams =>
  keyCountApp(kafka, TOPIC, STORE, { 'application.id': 'click-counts', 'state.dir': dirs.make(), ...config })

const produce = async (kafka: EmbeddedKafka, keys: readonly string[]): Promise<void> => {
  await produceRecords(
    kafka,
    TOPIC,
    keys.map((key) => [key, 'click'] as const),
  )
}

const pages = (n: number, round = 0): string[] =>
  Array.from({ length: n }, (_, i) => `page-${(i * 7 + round) % 12}`)

const tally = (keys: readonly string[]): Map<string, number> => {
  const out = new Map<string, number>()
  for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1)
  return out
}

type Change = StoreChange<string, number>

/** Collects a feed's changes, and its error or completion. */
const collect = (feed: Observable<Change>) => {
  const changes: Change[] = []
  const end: { error?: StoreError; completed?: boolean } = {}
  const subscription = feed.subscribe({
    next: (c) => changes.push(c),
    error: (e: StoreError) => (end.error = e),
    complete: () => (end.completed = true),
  })
  /** The latest new value per key. */
  const latest = (): Map<string, number | undefined> => new Map(changes.map((c) => [c.key, c.newValue]))
  return { changes, end, subscription, latest }
}

const waitFor = (condition: () => boolean): Promise<true> =>
  vi.waitUntil(condition, { timeout: 15_000, interval: 10 })

const sameMap = <K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): boolean =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v)

describe('app.changes: store change feeds on a running KafkaStreams (embedded broker)', () => {
  it.each([1, 2])(
    'emits each committed change once, with its partition (%i stream threads)',
    async (threads) => {
      const kafka = new EmbeddedKafka()
      await createTopics(kafka, [TOPIC], PARTITIONS)
      const app = clickCounts(kafka, { 'num.stream.threads': threads })
      const feed = collect(app.changes<string, number>(STORE))
      const written = collect(app.changes<string, number>(STORE, { readCommitted: false }))
      await app.start()
      const keys = pages(60)
      await produce(kafka, keys)
      const expected = tally(keys)
      await waitFor(() => sameMap(feed.latest(), expected))
      // each change continues the previous one of its key, and comes from the key's partition
      const before = new Map<string, number | undefined>()
      for (const c of feed.changes) {
        expect(c.oldValue).toBe(before.get(c.key))
        expect(c.newValue).toBeGreaterThan(c.oldValue ?? 0)
        expect(c.partition).toBe(partitionOf(c.key))
        before.set(c.key, c.newValue)
      }
      // as written: one change per record, counting up by one
      await waitFor(() => written.changes.length === keys.length)
      expect(written.changes.every((c) => c.newValue === (c.oldValue ?? 0) + 1)).toBe(true)
      expect(sameMap(written.latest(), expected)).toBe(true)

      expect(await app.close({ timeout: 10_000 })).toBe(true)
      expect(feed.end).toEqual({ completed: true })
      const late = await lastValueFrom(app.changes(STORE).pipe(toArray())).catch((e: StoreError) => e._tag)
      expect(late).toBe('StateStoreNotAvailable')
    },
    30_000,
  )

  it('rejects an unknown store and a partition that does not exist', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, [TOPIC], PARTITIONS)
    const app = clickCounts(kafka)
    const unknown = collect(app.changes<string, number>('no-such-store'))
    expect(unknown.end.error?._tag).toBe('UnknownStateStore')
    const beyond = collect(app.changes<string, number>(STORE, { partitions: [PARTITIONS + 1] }))
    await app.start()
    await running(app)
    expect(beyond.end.error?._tag).toBe('InvalidStateStorePartition')
    expect(await app.close({ timeout: 10_000 })).toBe(true)
  })

  it('follows the partitions across a real rebalance: moved ones stop here and start on the joining instance', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, [TOPIC], PARTITIONS)
    const a = clickCounts(kafka)
    const onA = collect(a.changes<string, number>(STORE))
    await a.start()
    await running(a)
    const first = pages(40)
    await produce(kafka, first)
    await waitFor(() => sameMap(onA.latest(), tally(first)))
    const pinned = new Map(
      [...Array(PARTITIONS).keys()].map((p) => [
        p,
        collect(a.changes<string, number>(STORE, { partitions: [p] })),
      ]),
    )

    // a second instance joins: the small stores move to it at once (it is within acceptable.recovery.lag)
    const b = clickCounts(kafka)
    const onB = collect(b.changes<string, number>(STORE))
    await b.start()
    await waitFor(
      () =>
        a.state() === 'RUNNING' &&
        b.state() === 'RUNNING' &&
        activePartitions(a).length + activePartitions(b).length === PARTITIONS &&
        activePartitions(b).length > 0,
    )
    const movedAway = activePartitions(b)
    for (const [p, feed] of pinned) {
      if (movedAway.includes(p)) {
        await waitFor(() => feed.end.error !== undefined)
        expect(feed.end.error?._tag).toBe('StateStoreMigrated')
        expect(feed.end.error?.retryable).toBe(true)
      } else expect(feed.end).toEqual({})
    }
    const emittedOnA = onA.changes.length
    const second = pages(40, 5)
    await produce(kafka, second)
    const total = tally([...first, ...second])
    const secondKeys = new Set(second)
    const afterRebalance = (
      feed: ReturnType<typeof collect>,
      from: number,
    ): Map<string, number | undefined> => new Map(feed.changes.slice(from).map((c) => [c.key, c.newValue]))
    await waitFor(() => {
      const union = new Map([...afterRebalance(onA, emittedOnA), ...afterRebalance(onB, 0)])
      return [...secondKeys].every((k) => union.get(k) === total.get(k))
    })
    // every change after the rebalance comes from the instance that owns its partition now
    expect(onA.changes.slice(emittedOnA).every((c) => !movedAway.includes(c.partition))).toBe(true)
    expect(onB.changes.every((c) => movedAway.includes(c.partition))).toBe(true)
    // the joining instance continues the counts it restored: its first change of a key starts from the old count
    for (const c of onB.changes.filter((x, i, all) => all.findIndex((y) => y.key === x.key) === i))
      expect(c.oldValue).toBe(tally(first).get(c.key))
    expect(onA.end).toEqual({})

    expect(await b.close({ timeout: 10_000 })).toBe(true)
    expect(await a.close({ timeout: 10_000 })).toBe(true)
    expect(onA.end).toEqual({ completed: true })
    expect(onB.end).toEqual({ completed: true })
  }, 60_000)
})
