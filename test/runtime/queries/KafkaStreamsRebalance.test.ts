import * as E from 'fp-ts/lib/Either.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka, QueryableStoreTypes, StoreQueryParameters } from '../../../src/index.js'
import type { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { createTopics, tempDirs } from '../thread/wordCountApp.js'
import {
  activePartitions as storePartitions,
  keyCountApp,
  partitionOf as partitionIn,
  produceRecords,
  right,
  running,
  tagOf,
} from './queryApps.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const TOPIC = 'views'
const STORE = 'view-counts'
const PARTITIONS = 4

const partitionOf = (key: string): number => partitionIn(TOPIC, key, PARTITIONS)
const counts = () =>
  StoreQueryParameters.fromNameAndType(STORE, QueryableStoreTypes.keyValueStore<string, number>())

/** `views` keyed by page -> count per page ('view-counts'); no standbys, so a moved partition leaves nothing. */
const viewCounts = (kafka: EmbeddedKafka): KafkaStreams =>
  keyCountApp(kafka, TOPIC, STORE, { 'application.id': 'view-counts', 'state.dir': dirs.make() })

/** 24 pages, each viewed (i mod 3) + 1 times. */
const views = (): string[] =>
  Array.from({ length: 24 }, (_, i) => Array.from({ length: 1 + (i % 3) }, () => `page-${i}`)).flat()
const expected = new Map(Array.from({ length: 24 }, (_, i) => [`page-${i}`, 1 + (i % 3)]))

const produce = async (kafka: EmbeddedKafka, keys: readonly string[]): Promise<void> => {
  await produceRecords(
    kafka,
    TOPIC,
    keys.map((key) => [key, 'view'] as const),
  )
}

/** A first instance, running, with every count of `views()` in its stores. */
const firstInstance = async (kafka: EmbeddedKafka): Promise<KafkaStreams> => {
  await createTopics(kafka, [TOPIC], PARTITIONS)
  const a = viewCounts(kafka)
  await a.start()
  await running(a)
  await produce(kafka, views())
  const all = right(a.store(counts()))
  await vi.waitUntil(async () => right(await all.get('page-23')) === expected.get('page-23'), {
    timeout: 10_000,
    interval: 10,
  })
  return a
}

/** Starts a second instance and waits until both run and the store partitions are split between them. */
const join = async (a: KafkaStreams, b: KafkaStreams): Promise<void> => {
  await b.start()
  await vi.waitUntil(
    () =>
      a.state() === 'RUNNING' &&
      b.state() === 'RUNNING' &&
      storePartitions(b).length > 0 &&
      storePartitions(a).length + storePartitions(b).length === PARTITIONS,
    { timeout: 15_000, interval: 10 },
  )
}

describe('interactive queries across a real rebalance (embedded broker)', () => {
  it('a joining instance answers StreamsRebalancing while it rebalances, then serves what it was given', async () => {
    const kafka = new EmbeddedKafka()
    const a = await firstInstance(kafka)
    const b = viewCounts(kafka)
    const duringRebalance: { readonly partition: number; readonly tag: string }[] = []
    const probe = () => {
      if (b.state() !== 'REBALANCING') return
      for (let p = 0; p < PARTITIONS; p++)
        duringRebalance.push({ partition: p, tag: tagOf(b.store(counts().withPartition(p))) })
    }
    b.state$.subscribe(probe)
    const polling = vi.waitUntil(
      () => {
        probe()
        return b.state() === 'RUNNING'
      },
      { timeout: 15_000, interval: 5 },
    )
    await join(a, b)
    await polling
    // not served here yet: StreamsRebalancing (retryable); a partition whose task already runs here answers
    expect(duringRebalance.some((r) => r.tag === 'StreamsRebalancing')).toBe(true)
    for (const { partition, tag } of duringRebalance) {
      if (tag === 'Right') expect(storePartitions(b)).toContain(partition)
      else expect(tag).toBe('StreamsRebalancing')
    }

    // settled: each instance serves its own partitions and refuses the other's
    for (const [page, n] of expected) {
      const p = partitionOf(page)
      const [host, other] = storePartitions(b).includes(p) ? [b, a] : [a, b]
      expect(right(await right(host.store(counts().withPartition(p))).get(page))).toBe(n)
      expect(tagOf(other.store(counts().withPartition(p)))).toBe('InvalidStateStorePartition')
    }
    expect(await b.close({ timeout: 10_000 })).toBe(true)
    expect(await a.close({ timeout: 10_000 })).toBe(true)
  }, 40_000)

  it('held handles and open iterators whose partition moves to a joining instance give StateStoreMigrated', async () => {
    const kafka = new EmbeddedKafka()
    const a = await firstInstance(kafka)
    const pagesOf = (p: number): string[] => [...expected.keys()].filter((k) => partitionOf(k) === p)
    expect([...Array(PARTITIONS).keys()].every((p) => pagesOf(p).length >= 2)).toBe(true)
    const held = [...Array(PARTITIONS).keys()].map((p) => right(a.store(counts().withPartition(p))))
    const iterators = await Promise.all(held.map(async (h) => right(await h.all())))
    for (const it of iterators) expect(right(it.next())).toBeDefined()
    const everywhere = right(a.store(counts()))
    const spanning = right(await everywhere.all())
    expect(right(spanning.next())).toBeDefined()

    const b = viewCounts(kafka)
    await join(a, b)
    const moved = storePartitions(b)
    for (let p = 0; p < PARTITIONS; p++) {
      const page = pagesOf(p)[0] ?? ''
      const read = await held[p]?.get(page)
      const step = iterators[p]?.next()
      if (moved.includes(p)) {
        // the held handle and the open iterator of a moved partition: migrated, retry after rediscovery
        expect(read && tagOf(read)).toBe('StateStoreMigrated')
        expect(read && E.isLeft(read) && read.left.retryable).toBe(true)
        expect(step && tagOf(step)).toBe('StateStoreMigrated')
        // its new host answers a fresh handle
        expect(right(await right(b.store(counts().withPartition(p))).get(page))).toBe(expected.get(page))
      } else {
        expect(read && right(read)).toBe(expected.get(page))
        expect(step && tagOf(step)).toBe('Right')
      }
      iterators[p]?.close()
    }
    // an iterator over every local partition: one of them moved, so its next step is migrated
    expect(tagOf(spanning.next())).toBe('StateStoreMigrated')
    // the all-partitions handle keeps reading the partitions still here
    const stayed = pagesOf(storePartitions(a)[0] ?? -1)[0] ?? ''
    expect(right(await everywhere.get(stayed))).toBe(expected.get(stayed))
    expect(await b.close({ timeout: 10_000 })).toBe(true)
    expect(await a.close({ timeout: 10_000 })).toBe(true)
  }, 40_000)
})
