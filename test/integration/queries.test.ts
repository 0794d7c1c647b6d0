// Interactive queries on KafkaStreams against the real broker (kafkajs): IQv1 and IQv2 answers equal the
// reference, the request-level errors, read-committed versus latest under exactly-once, and a partition that
// moves to a joining instance.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, describe, expect, inject, it, vi } from 'vitest'
import {
  KeyQuery,
  PositionBound,
  QueryableStoreTypes,
  RangeQuery,
  StateQueryRequest,
  StoreQueryParameters,
} from '../../src/index.js'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { QueryResult } from '../../src/query/QueryResult.js'
import type { StreamsConfigInput } from '../../src/runtime/config/StreamsConfig.js'
import type { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import {
  activePartitions,
  keyCountApp,
  partitionOf,
  produceRecords,
  right,
  running,
  tagOf,
} from '../runtime/queries/queryApps.js'
import { createTopics } from '../runtime/thread/wordCountApp.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const root = mkdtempSync(join(tmpdir(), 'tributary-queries-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const PARTITIONS = 3
const STORE = 'page-counts'
const quiet = { warn: () => undefined, error: (m: string) => console.error(m) }

/** A fresh input topic and application on the real broker, keyed page -> count per page. */
const setUp = async (name: string) => {
  const run = randomUUID()
  const topic = `${name}-pages-${run}`
  await createTopics(kafka, [topic], PARTITIONS)
  const app = (config: Partial<StreamsConfigInput> = {}): KafkaStreams => {
    const streams = keyCountApp(kafka, topic, STORE, {
      'application.id': `${name}-${run}`,
      'state.dir': mkdtempSync(join(root, 'state-')),
      'commit.interval.ms': 200,
      'fetch.max.wait.ms': 100,
      ...config,
    })
    streams.state$.subscribe({ error: quiet.error })
    return streams
  }
  const keys = Array.from({ length: 60 }, (_, i) => `page-${(i * 7) % 20}`)
  const expected = new Map<string, number>()
  for (const k of keys) expected.set(k, (expected.get(k) ?? 0) + 1)
  const produce = () =>
    produceRecords(
      kafka,
      topic,
      keys.map((k) => [k, 'view'] as const),
    )
  return { topic, app, produce, expected }
}

const counts = () =>
  StoreQueryParameters.fromNameAndType(STORE, QueryableStoreTypes.keyValueStore<string, number>())
const succeeded = <R>(r: QueryResult<R> | undefined): R => {
  if (r?.isSuccess() !== true)
    throw new Error(`expected a successful partition result, got ${String(r?._tag)}`)
  return r.result
}

/** Every row of every partition, read through IQv2 range queries. */
const rangeRows = async (streams: KafkaStreams, readCommitted = false): Promise<Map<string, number>> => {
  const result = right(
    await streams.query(
      StateQueryRequest.inStore(STORE)
        .withQuery(RangeQuery.withNoBounds<string, number>())
        .withReadCommitted(readCommitted),
    ),
  )
  const rows = new Map<string, number>()
  for (const r of result.partitionResults.values()) {
    const it = succeeded(r)
    for (const row of it) rows.set(right(row).key, right(row).value)
  }
  return rows
}

const sameMap = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v)

const until = (condition: () => Promise<boolean> | boolean) =>
  vi.waitUntil(condition, { timeout: 60_000, interval: 100 })

describe('interactive queries on the real broker', () => {
  it('key and range queries equal the reference; not started, unknown store and bad partition are typed', async () => {
    const { topic, app, produce, expected } = await setUp('iq')
    const streams = app()
    const keyQuery = (key: string) =>
      StateQueryRequest.inStore(STORE).withQuery(KeyQuery.withKey<string, number>(key))
    expect(tagOf(streams.store(counts()))).toBe('StreamsNotStarted')
    expect(tagOf(await streams.query(keyQuery('page-0')))).toBe('StreamsNotStarted')
    expect(
      tagOf(streams.store(StoreQueryParameters.fromNameAndType('nope', QueryableStoreTypes.keyValueStore()))),
    ).toBe('UnknownStateStore')
    await produce()
    await streams.start()
    await running(streams)
    await until(async () => sameMap(await rangeRows(streams), expected))

    for (const [page, n] of expected) {
      const p = partitionOf(topic, page, PARTITIONS)
      expect(right(await right(streams.store(counts().withPartition(p))).get(page))).toBe(n)
      const answer = right(await streams.query(keyQuery(page).withPartitions([p]))).partitionResults.get(p)
      expect(succeeded(answer)).toBe(n)
      expect(answer?.position?.offset(topic, p)).toBeGreaterThanOrEqual(0)
    }
    expect(tagOf(streams.store(counts().withPartition(PARTITIONS + 2)))).toBe('InvalidStateStorePartition')
    const missing = right(await streams.query(keyQuery('page-0').withPartitions([PARTITIONS + 2])))
    expect(missing.partitionResults.get(PARTITIONS + 2)?._tag).toBe('Failure')
    expect(
      tagOf(await streams.query(StateQueryRequest.inStore('nope').withQuery(KeyQuery.withKey('k')))),
    ).toBe('UnknownStateStore')
    expect(await streams.close({ timeout: 60_000 })).toBe(true)
    expect(tagOf(streams.store(counts()))).toBe('StateStoreNotAvailable')
  }, 120_000)

  it('under exactly_once_v2, read-committed queries see only committed counts, latest ones every count', async () => {
    const { app, produce, expected } = await setUp('iq-eos')
    const config = {
      'processing.guarantee': 'exactly_once_v2',
      'statestore.transactional.enabled': true,
      'commit.interval.ms': 3_600_000,
    } as const
    const streams = app(config)
    await produce()
    await streams.start()
    await running(streams)
    await until(async () => sameMap(await rangeRows(streams), expected))
    // nothing committed yet (the first commit is an hour away): the committed view and position are empty
    expect((await rangeRows(streams, true)).size).toBe(0)
    // read-your-writes against the committed view: the latest position is a bound it has not reached
    const keyQuery = StateQueryRequest.inStore(STORE).withQuery(KeyQuery.withKey<string, number>('page-0'))
    const latest = right(await streams.query(keyQuery)).position()
    const committed = right(
      await streams.query(keyQuery.withPositionBound(PositionBound.at(latest)).withReadCommitted()),
    )
    const reasons = [...committed.partitionResults.values()].map((r) =>
      r.isFailure() ? r.failureReason : 'Success',
    )
    expect(reasons).toEqual(Array.from({ length: PARTITIONS }, () => 'NOT_UP_TO_BOUND'))
    expect(await streams.close({ timeout: 60_000 })).toBe(true)
    // closing committed the transaction: a restarted instance on the same state reads every count committed
    const again = app({ ...config, 'state.dir': streams.config['state.dir'] })
    await again.start()
    await running(again)
    expect(sameMap(await rangeRows(again, true), expected)).toBe(true)
    expect(await again.close({ timeout: 60_000 })).toBe(true)
  }, 120_000)

  it('a held handle whose partition moves to a joining instance gives StateStoreMigrated', async () => {
    const { topic, app, produce, expected } = await setUp('iq-move')
    const a = app()
    await produce()
    await a.start()
    await running(a)
    await until(async () => sameMap(await rangeRows(a), expected))
    const held = Array.from({ length: PARTITIONS }, (_, p) => right(a.store(counts().withPartition(p))))
    const b = app()
    await b.start()
    await until(
      () =>
        a.state() === 'RUNNING' &&
        b.state() === 'RUNNING' &&
        activePartitions(b).length > 0 &&
        activePartitions(a).length + activePartitions(b).length === PARTITIONS,
    )
    for (const [page, n] of expected) {
      const p = partitionOf(topic, page, PARTITIONS)
      const read = await held[p]?.get(page)
      if (activePartitions(b).includes(p)) {
        expect(read && tagOf(read)).toBe('StateStoreMigrated')
        expect(read && E.isLeft(read) && read.left.retryable).toBe(true)
        expect(right(await right(b.store(counts().withPartition(p))).get(page))).toBe(n)
      } else expect(read && right(read)).toBe(n)
    }
    expect(await b.close({ timeout: 60_000 })).toBe(true)
    expect(await a.close({ timeout: 60_000 })).toBe(true)
  }, 180_000)
})
