import * as E from 'fp-ts/lib/Either.js'
import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EmbeddedKafka,
  Materialized,
  StreamsBuilder,
  count,
  groupByKey,
  KeyQuery,
  QueryableStoreTypes,
  RangeQuery,
  Serdes,
  StateQueryRequest,
  StoreQueryParameters,
} from '../../../src/index.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import type { StreamsConfigInput } from '../../../src/runtime/config/StreamsConfig.js'
import type { QueryKeyValueIterator } from '../../../src/query/QueryKeyValueIterator.js'
import type { QueryResult } from '../../../src/query/QueryResult.js'
import type { StoreError } from '../../../src/query/StoreError.js'
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

const PARTITIONS = 3
const counts = (name = 'word-counts') =>
  StoreQueryParameters.fromNameAndType(name, QueryableStoreTypes.keyValueStore<string, number>())
const partitionOf = (word: string): number =>
  partitionForKey(Serdes.string().serializer.serialize('word-counts', word), PARTITIONS)

const tagOf = <A>(e: E.Either<StoreError, A>): string => (E.isLeft(e) ? e.left._tag : 'Right')
const right = <A>(e: E.Either<StoreError, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected a Right, got ${e.left._tag}`)
  return e.right
}
const rows = <K, V>(it: QueryKeyValueIterator<K, V>): Map<K, V> => {
  const out = new Map<K, V>()
  for (const row of it) out.set(right(row).key, right(row).value)
  it.close()
  return out
}

const succeeded = <R>(r: QueryResult<R> | undefined): R => {
  if (r?.isSuccess() !== true) throw new Error('expected a successful partition result')
  return r.result
}
const failureOf = <R>(r: QueryResult<R> | undefined): string | undefined =>
  r?.isFailure() === true ? r.failureReason : undefined

const app = (streams: KafkaStreams, partition: number) => streams.store(counts().withPartition(partition))

/** text lines keyed 'line-<i>' -> count per key ('line-counts' store, one stateful sub-topology). */
const lineCountStreams = (kafka: EmbeddedKafka, config: StreamsConfigInput): KafkaStreams => {
  const builder = new StreamsBuilder()
  builder
    .stream('text-lines', { key: Serdes.string(), value: Serdes.string() })
    .pipe(groupByKey(), count(Materialized.as('line-counts')))
  return new KafkaStreams(builder.build(), { 'poll.ms': 20, ...config }, kafka, {
    logger: { warn: () => undefined, error: () => undefined },
  })
}

const running = (streams: KafkaStreams) =>
  firstValueFrom(streams.state$.pipe(filter((c) => c.newState === 'RUNNING')))

const wordCount = async (): Promise<{
  readonly kafka: EmbeddedKafka
  readonly app: KafkaStreams
  readonly expected: Map<string, number>
}> => {
  const kafka = new EmbeddedKafka()
  await createTopics(kafka, ['text-lines', 'word-counts-out'], PARTITIONS)
  const lines = someLines(120)
  await produceLines(kafka, 'text-lines', lines)
  const app = wordCountStreams(kafka, {
    'application.id': 'word-count-queries',
    'state.dir': dirs.make(),
    'commit.interval.ms': 50,
  })
  return { kafka, app, expected: referenceCounts(lines) }
}

describe('interactive queries on a running KafkaStreams (embedded broker)', () => {
  it('answers IQv1 and IQv2 queries from the local stores through the whole lifecycle', async () => {
    const { kafka, app, expected } = await wordCount()
    const [word, count] = [...expected].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    const p = partitionOf(word)
    const keyQuery = StateQueryRequest.inStore('word-counts').withQuery(
      KeyQuery.withKey<string, number>(word),
    )

    // CREATED: not started; an unknown store name is reported first
    expect(tagOf(app.store(counts()))).toBe('StreamsNotStarted')
    expect(tagOf(await app.query(keyQuery))).toBe('StreamsNotStarted')
    expect(tagOf(app.store(counts('no-such-store')))).toBe('UnknownStateStore')

    await app.start()
    await running(app)
    expect(await readCounts(kafka, 'word-counts-out', PARTITIONS, expected)).toEqual(expected)

    // IQv1 over every local partition, and over exactly the key's partition
    const all = right(app.store(counts()))
    expect(right(await all.get(word))).toBe(count)
    expect(rows(right(await all.all()))).toEqual(expected)
    expect(right(await all.approximateNumEntries())).toBe(expected.size)
    const hinted = right(app.store(counts().withPartition(p)))
    expect(right(await hinted.get(word))).toBe(count)
    const other = right(app.store(counts().withPartition((p + 1) % PARTITIONS)))
    expect(right(await other.get(word))).toBeUndefined()
    const perPartition = rows(right(await hinted.all()))
    expect([...perPartition.keys()].every((w) => partitionOf(w) === p)).toBe(true)
    expect(perPartition.get(word)).toBe(count)
    expect(tagOf(await right(app.store(counts().withReadCommitted())).get(word))).toBe('Right')
    expect(tagOf(app.store(counts().withPartition(PARTITIONS + 4)))).toBe('InvalidStateStorePartition')
    expect(tagOf(app.store(counts('no-such-store')))).toBe('UnknownStateStore')

    // IQv2: a key query on one partition, a range query on all of them
    const keyResult = right(await app.query(keyQuery.withPartitions([p])))
    expect(succeeded(keyResult.partitionResults.get(p))).toBe(count)
    const ranged = right(
      await app.query(
        StateQueryRequest.inStore('word-counts')
          .withQuery(RangeQuery.withNoBounds<string, number>())
          .withAllPartitions(),
      ),
    )
    expect([...ranged.partitionResults.keys()].sort()).toEqual([0, 1, 2])
    const union = new Map<string, number>()
    for (const [partition, result] of ranged.partitionResults) {
      for (const [w, c] of rows(succeeded(result))) {
        expect(partitionOf(w)).toBe(partition)
        union.set(w, c)
      }
    }
    expect(union).toEqual(expected)
    const missing = right(await app.query(keyQuery.withPartitions([PARTITIONS + 4])))
    expect(failureOf(missing.partitionResults.get(PARTITIONS + 4))).toBe('DOES_NOT_EXIST')

    // after close: not available here any more, for new handles, held handles and IQv2
    expect(await app.close({ timeout: 10_000 })).toBe(true)
    expect(tagOf(app.store(counts()))).toBe('StateStoreNotAvailable')
    expect(tagOf(await hinted.get(word))).toBe('StateStoreNotAvailable')
    expect(tagOf(await app.query(keyQuery))).toBe('StateStoreNotAvailable')
  })

  it('refuses a partition hosted on the other instance, and reads its standby copy with stale stores', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], PARTITIONS)
    const instance = (): KafkaStreams =>
      wordCountStreams(kafka, {
        'application.id': 'word-count-two-instances',
        'state.dir': dirs.make(),
        'num.standby.replicas': 1,
        'commit.interval.ms': 50,
      })
    const a = instance()
    await a.start()
    await running(a)
    const b = instance()
    await b.start()
    const storeTasks = (x: KafkaStreams) => [...x.localTasks().keys()].filter((t) => t.startsWith('1_'))
    await vi.waitUntil(
      () =>
        a.state() === 'RUNNING' &&
        b.state() === 'RUNNING' &&
        storeTasks(a).length + storeTasks(b).length === PARTITIONS,
      { timeout: 10_000, interval: 10 },
    )
    const lines = someLines(120, 5)
    await produceLines(kafka, 'text-lines', lines)
    const expected = referenceCounts(lines)
    expect(await readCounts(kafka, 'word-counts-out', PARTITIONS, expected)).toEqual(expected)

    // an instance without the active copy of some store partition: `here` asks, `host` has it
    const [here, host] = storeTasks(a).length < PARTITIONS ? [a, b] : [b, a]
    const activeHere = new Set(storeTasks(here))
    const word = [...expected.keys()].find((w) => !activeHere.has(`1_${partitionOf(w)}`)) ?? ''
    expect(expected.has(word)).toBe(true)
    const p = partitionOf(word)
    expect(tagOf(app(here, p))).toBe('InvalidStateStorePartition')
    expect(right(await right(app(host, p)).get(word))).toBe(expected.get(word))

    // the standby copy here catches up and answers stale reads; IQv2 with requireActive says NOT_ACTIVE
    const stale = right(here.store(counts().withPartition(p).enableStaleStores()))
    await vi.waitUntil(
      async () => {
        const r = await stale.get(word)
        return E.isRight(r) && r.right === expected.get(word)
      },
      { timeout: 10_000, interval: 10 },
    )
    const request = StateQueryRequest.inStore('word-counts').withQuery(KeyQuery.withKey<string, number>(word))
    const active = right(await here.query(request.withPartitions([p]).requireActive()))
    expect(failureOf(active.partitionResults.get(p))).toBe('NOT_ACTIVE')
    expect(succeeded(right(await here.query(request.withPartitions([p]))).partitionResults.get(p))).toBe(
      expected.get(word),
    )

    expect(await b.close({ timeout: 10_000 })).toBe(true)
    expect(await a.close({ timeout: 10_000 })).toBe(true)
  }, 30_000)

  it('reads committed data only with withReadCommitted, the latest writes without it', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines'], PARTITIONS)
    const lines = someLines(30, 9)
    await produceLines(kafka, 'text-lines', lines)
    const dir = dirs.make()
    const lineCounts = (): KafkaStreams =>
      lineCountStreams(kafka, {
        'application.id': 'line-counts-read-committed',
        'state.dir': dir,
        'statestore.transactional.enabled': true,
        'commit.interval.ms': 3_600_000,
      })
    const streams = lineCounts()
    await streams.start()
    await running(streams)
    const params = counts('line-counts')
    const latest = right(streams.store(params))
    const committed = right(streams.store(params.withReadCommitted()))
    await vi.waitUntil(async () => rows(right(await latest.all())).size === lines.length, {
      timeout: 10_000,
      interval: 10,
    })
    expect(right(await latest.get('line-0'))).toBe(1)
    // nothing was committed yet: the committed view has no counts
    expect(rows(right(await committed.all())).size).toBe(0)
    expect(right(await committed.get('line-0'))).toBeUndefined()
    expect(await streams.close({ timeout: 10_000 })).toBe(true)

    // close committed: after a restart on the same state, the committed view has every count
    const again = lineCounts()
    await again.start()
    await running(again)
    const afterRestart = right(again.store(params.withReadCommitted()))
    expect(rows(right(await afterRestart.all())).size).toBe(lines.length)
    expect(right(await afterRestart.get('line-0'))).toBe(1)
    expect(await again.close({ timeout: 10_000 })).toBe(true)
  })
})
