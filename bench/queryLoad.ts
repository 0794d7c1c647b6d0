// A query workload for memory checks (the soak bench and the retained-heap test): a count-per-key application on
// EmbeddedKafka with a key-value and a window store on each backend (memory, LevelDB), a QueryServer on 127.0.0.1,
// and one function per query kind, each checking its answer. A compacted input over a fixed key set keeps the
// broker's logs bounded, so the process's own memory is what grows.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { filter, firstValueFrom } from 'rxjs'
import {
  count,
  EmbeddedKafka,
  groupByKey,
  KafkaStreams,
  KeyQuery,
  Materialized,
  type QueryableStoreType,
  QueryableStoreTypes,
  RangeQuery,
  Serdes,
  StateQueryRequest,
  StoreQueryParameters,
  StreamsBuilder,
  Stores,
  TimeWindows,
  windowedBy,
} from '../src/index.js'
import { formatHostInfo, type HostInfo } from '../src/core/HostInfo.js'
import { httpGet } from '../src/routing/httpGet.js'
import { QueryServer } from '../src/routing/QueryServer.js'
import { WireCodec } from '../src/routing/WireCodec.js'

const INPUT = 'query-load-input'
const KEYS = 100
const RANGE = 10
const WINDOW_MS = 60_000
const BACKENDS = ['memory', 'level'] as const
/** The query kinds, each run on both backends. */
export const QUERY_KINDS = [
  'iqv1-key',
  'iqv1-range',
  'iqv2-key',
  'iqv2-range',
  'window-fetch',
  'http-range',
] as const
export type QueryKind = `${(typeof BACKENDS)[number]} ${(typeof QUERY_KINDS)[number]}`

const text = Serdes.string()
const keyOf = (i: number): string => `key-${String(i % KEYS).padStart(3, '0')}`

export interface QueryLoad {
  /**
   * One query of each kind; the i-th call of a kind reads the i-th key (or the range from it) and gives the
   * rows (or hits) found. Every key has rows; a failed query (`Left`) throws.
   */
  readonly queries: ReadonlyMap<QueryKind, (i: number) => Promise<number>>
  /** Produces `records` input records over the key set, timestamped now. */
  readonly feed: (records: number) => Promise<void>
  /** Compacts the input and changelog topics now, so the broker holds one record per key of each. */
  readonly compact: () => void
  readonly close: () => Promise<void>
}

const right = <A>(label: string, e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw new Error(`${label} failed: ${JSON.stringify(e.left)}`)
  return e.right
}

/** Steps a query iterator to its end (closing it), checking every row; the number of rows. */
const drain = (label: string, rows: Iterable<E.Either<unknown, unknown>>): number => {
  let n = 0
  for (const row of rows) {
    right(label, row)
    n++
  }
  return n
}

/** GETs `path` from the query server, checks it answered `Right`; the number of rows. */
const httpRange = async (server: HostInfo, path: string): Promise<number> => {
  const body = JSON.parse(right(path, await httpGet(server, path, 5_000))) as { _tag: string; right?: [] }
  if (body._tag !== 'Right') throw new Error(`${path} answered ${JSON.stringify(body)}`)
  return body.right?.length ?? 0
}

const kvName = (backend: string): string => `load-kv-${backend}`
const windowName = (backend: string): string => `load-window-${backend}`

/** Starts the application, feeds every key once and waits until every store has counted them. */
export const startQueryLoad = async (applicationId = 'query-load'): Promise<QueryLoad> => {
  const dir = mkdtempSync(join(tmpdir(), 'tributary-query-load-'))
  const kafka = new EmbeddedKafka()
  const builder = new StreamsBuilder()
  const input = builder.stream(INPUT, { key: text, value: text })
  for (const backend of BACKENDS) {
    const persistent = backend === 'level'
    const kv = persistent ? Stores.persistentKeyValueStore : Stores.inMemoryKeyValueStore
    const window = persistent ? Stores.persistentWindowStore : Stores.inMemoryWindowStore
    input.pipe(groupByKey(), count(Materialized.as(kv(kvName(backend)))))
    input.pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeWithNoGrace(WINDOW_MS)),
      count(Materialized.as(window(windowName(backend), 3 * WINDOW_MS, WINDOW_MS, false))),
    )
  }
  const codec = WireCodec.stringKeys(t.number)
  const server = new QueryServer({ stores: BACKENDS.map((b) => QueryServer.expose(kvName(b), codec)) })
  const endpoint = await server.listen()
  const app = new KafkaStreams(
    builder.build(),
    {
      'application.id': applicationId,
      'state.dir': dir,
      'application.server': formatHostInfo(endpoint),
      'poll.ms': 10,
      'commit.interval.ms': 100,
    },
    kafka,
    { logger: { warn: () => undefined, error: () => undefined } },
  )
  server.serve(app)
  const admin = kafka.admin()
  await admin.connect()
  await admin.createTopics([{ topic: INPUT, numPartitions: 2, configs: { 'cleanup.policy': 'compact' } }])
  await admin.disconnect()
  const producer = kafka.producer({ clientId: `${applicationId}-input` })
  await producer.connect()
  let fed = 0
  const feed = async (records: number): Promise<void> => {
    const value = text.serializer.serialize(INPUT, 'v')
    const timestamp = Date.now()
    await producer.send(
      Array.from({ length: records }, () => ({
        topic: INPUT,
        key: text.serializer.serialize(INPUT, keyOf(fed++)),
        value,
        timestamp,
      })),
    )
  }
  await feed(KEYS)
  await app.start()
  await firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))

  const facade = <T extends QueryableStoreType>(name: string, type: T) =>
    right(name, app.store(StoreQueryParameters.fromNameAndType(name, type)))
  const queries = new Map<QueryKind, (i: number) => Promise<number>>()
  for (const backend of BACKENDS) {
    const kv = facade(kvName(backend), QueryableStoreTypes.keyValueStore<string, number>())
    const windows = facade(windowName(backend), QueryableStoreTypes.windowStore<string, number>())
    const rangeOf = (i: number): [string, string] => [
      keyOf(i % (KEYS - RANGE)),
      keyOf((i % (KEYS - RANGE)) + RANGE),
    ]
    const add = (kind: (typeof QUERY_KINDS)[number], run: (i: number, label: string) => Promise<number>) => {
      const label: QueryKind = `${backend} ${kind}`
      queries.set(label, (i) => run(i, label))
    }
    add('iqv1-key', async (i, label) => (right(label, await kv.get(keyOf(i))) === undefined ? 0 : 1))
    add('iqv1-range', async (i, label) => drain(label, right(label, await kv.range(...rangeOf(i)))))
    add('iqv2-key', async (i, label) => {
      const request = StateQueryRequest.inStore(kvName(backend)).withQuery(
        KeyQuery.withKey<string, number>(keyOf(i)),
      )
      const results = [...right(label, await app.query(request)).partitionResults.values()]
      return results.filter((r) => r.isSuccess() && r.result !== undefined).length
    })
    add('iqv2-range', async (i, label) => {
      const request = StateQueryRequest.inStore(kvName(backend)).withQuery(
        RangeQuery.withRange<string, number>(...rangeOf(i)),
      )
      let n = 0
      for (const r of right(label, await app.query(request)).partitionResults.values())
        if (r.isSuccess()) n += drain(label, r.result)
      return n
    })
    add('window-fetch', async (i, label) => {
      const now = Date.now()
      return drain(label, right(label, await windows.fetch(keyOf(i), now - 3 * WINDOW_MS, now)))
    })
    add('http-range', (i) => {
      const [from, to] = rangeOf(i)
      return httpRange(endpoint, `/stores/${kvName(backend)}/range?from=${from}&to=${to}`)
    })
    // every key counted before the first query
    while (right('count', await kv.approximateNumEntries()) < KEYS)
      await new Promise((resolve) => setTimeout(resolve, 20))
  }

  const compacted = [
    INPUT,
    ...BACKENDS.flatMap((b) => [kvName(b), windowName(b)]).map((s) => `${applicationId}-${s}-changelog`),
  ]
  return {
    queries,
    feed,
    compact: () => compacted.forEach((topic) => kafka.compact(topic)),
    close: async () => {
      await server.close()
      await producer.disconnect()
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** `global.gc`: given by `node --expose-gc`, else exposed now through the V8 flag. */
const gc = ((): (() => void) => {
  const given = (globalThis as { gc?: () => void }).gc
  if (given !== undefined) return given
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
})()

/** Heap used after full garbage collections. */
export const heapAfterGc = async (): Promise<number> => {
  await new Promise((resolve) => setImmediate(resolve))
  gc()
  gc()
  return process.memoryUsage().heapUsed
}
