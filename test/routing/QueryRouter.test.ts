import * as E from 'fp-ts/lib/Either.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka, Serdes } from '../../src/index.js'
import type { KeyValue } from '../../src/core/KeyValue.js'
import { partitionForKey } from '../../src/kafka/partitioner.js'
import { LocalTransport } from '../../src/routing/LocalTransport.js'
import { QueryRouter } from '../../src/routing/QueryRouter.js'
import type { QueryTransport, ReplicaRead } from '../../src/routing/QueryTransport.js'
import { formatHostInfo } from '../../src/core/HostInfo.js'
import { invalidStateStorePartition } from '../../src/query/StoreError.js'
import { referenceCounts, someLines, tempDirs, wordCountStreams } from '../runtime/thread/wordCountApp.js'
import { right, tagOf } from './eithers.js'
import {
  keyedWordCountStreams,
  produceWords,
  startWordCountCluster,
  type Instance,
} from './wordCountCluster.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const APP = 'router-seed-003'
const text = Serdes.string()

/** Local transports of in-process instances, by host, recording every read as `host/partition/stale`. */
const recordingTransport = (
  instances: readonly Instance[],
): { readonly transport: QueryTransport<string, number>; readonly reads: string[] } => {
  const reads: string[] = []
  const locals = new Map(
    instances.map((i) => [formatHostInfo(i.host), new LocalTransport<string, number>(i.app)] as const),
  )
  const on = (read: ReplicaRead) => {
    reads.push(`${formatHostInfo(read.host)}/${read.partition}/${read.stale ? 'standby' : 'active'}`)
    const local = locals.get(formatHostInfo(read.host))
    if (local === undefined) throw new Error(`no instance at ${formatHostInfo(read.host)}`)
    return local
  }
  return {
    reads,
    transport: {
      get: (read, key) => on(read).get(read, key),
      range: (read, range) => on(read).range(read, range),
    },
  }
}

const asMap = (rows: readonly KeyValue<string, number>[]): Map<string, number> =>
  new Map(rows.map((r) => [r.key, r.value]))

describe('QueryRouter (seed 003: two instances, each partition active on one and standby on the other)', () => {
  it('fans a range out to exactly one replica per partition, and sends key queries to the key’s host', async () => {
    const cluster = await startWordCountCluster({
      applicationId: APP,
      partitions: 2,
      servers: ['a.test:7101', 'b.test:7102'],
      stateDir: dirs.make,
      app: { build: keyedWordCountStreams, subtopology: 0 },
    })
    const { kafka, instances } = cluster
    const [a, b] = instances as readonly [Instance, Instance]
    // seed 003's layout: A and B each hold both partitions, one active and one standby
    for (const { app } of instances) {
      expect([...app.localTasks().keys()]).toHaveLength(1)
      expect([...app.localStandbyTasks().keys()]).toHaveLength(1)
    }
    const words = someLines(80, 11).flatMap((line) => line.split(' '))
    await produceWords(kafka, words)
    const expected = referenceCounts(words)
    const { transport, reads } = recordingTransport(instances)
    const router = new QueryRouter({
      storeName: 'word-counts',
      metadata: a.app,
      locator: text.serializer,
      transport,
    })

    // standbys first (reads that do not compete with active processing): wait until they caught up
    await vi.waitUntil(
      async () => {
        const all = await router.all({ replicas: 'standbyThenActive' })
        return (
          E.isRight(all) &&
          JSON.stringify([...asMap(all.right)].sort()) === JSON.stringify([...expected].sort())
        )
      },
      { timeout: 15_000, interval: 50 },
    )
    const partitions = right(a.app.metadataForStorePartitions('word-counts'))
    const standbyOf = (p: number) => formatHostInfo(partitions[p]?.standbyHosts[0] ?? { host: '', port: 0 })
    const activeOf = (p: number) => formatHostInfo(partitions[p]?.activeHost ?? { host: '', port: 0 })
    expect(activeOf(0)).not.toBe(activeOf(1))

    reads.length = 0
    const viaStandbys = right(await router.all({ replicas: 'standbyThenActive' }))
    expect(reads.sort()).toEqual([`${standbyOf(0)}/0/standby`, `${standbyOf(1)}/1/standby`].sort())
    expect(viaStandbys).toHaveLength(expected.size)
    expect(asMap(viaStandbys)).toEqual(expected)

    reads.length = 0
    const viaActives = right(await router.all())
    expect(reads.sort()).toEqual([`${activeOf(0)}/0/active`, `${activeOf(1)}/1/active`].sort())
    expect(asMap(viaActives)).toEqual(expected)

    // a bounded range: every row once, each partition read once
    reads.length = 0
    const ranged = right(await router.range({ from: 'r', to: 't' }))
    expect(reads).toHaveLength(2)
    expect(asMap(ranged)).toEqual(new Map([...expected].filter(([w]) => w >= 'r' && w <= 't')))

    // key queries go to the key's active host only, whichever instance's metadata routes them
    const viaB = new QueryRouter({
      storeName: 'word-counts',
      metadata: b.app,
      locator: text.serializer,
      transport,
    })
    for (const [word, count] of expected) {
      const p = partitionForKey(text.serializer.serialize('words', word), 2)
      reads.length = 0
      expect(right(await router.get(word))).toBe(count)
      expect(right(await viaB.get(word))).toBe(count)
      expect(reads).toEqual([`${activeOf(p)}/${p}/active`, `${activeOf(p)}/${p}/active`])
    }
    expect(right(await router.get('no-such-word'))).toBeUndefined()

    // the router's bound on merged ranges, and store errors passed through
    const small = new QueryRouter({
      storeName: 'word-counts',
      metadata: a.app,
      locator: text.serializer,
      transport,
      maxRangeSize: 3,
    })
    expect(tagOf(await small.all())).toBe('RangeTooLarge')
    const unknown = new QueryRouter({
      storeName: 'nope',
      metadata: a.app,
      locator: text.serializer,
      transport,
    })
    expect(tagOf(await unknown.get('kafka'))).toBe('UnknownStateStore')
    await cluster.close()
  }, 60_000)

  it('passes the metadata’s answer on before the application runs', async () => {
    const app = wordCountStreams(new EmbeddedKafka(), {
      'application.id': 'router-not-started',
      'state.dir': dirs.make(),
    })
    const router = new QueryRouter({
      storeName: 'word-counts',
      metadata: app,
      locator: text.serializer,
      transport: new LocalTransport<string, number>(app),
    })
    expect(tagOf(await router.get('kafka'))).toBe('StreamsNotStarted')
    expect(tagOf(await router.all())).toBe('StreamsNotStarted')
  })
  it('answers StateStoreMigrated (retryable) when the hosts the metadata names no longer hold the partition', async () => {
    const host = { host: 'gone.test', port: 1 }
    const moved: QueryTransport<string, number> = {
      get: (read) =>
        Promise.resolve(
          E.left(invalidStateStorePartition({ storeName: read.storeName, partition: read.partition })),
        ),
      range: (read) =>
        Promise.resolve(
          E.left(invalidStateStorePartition({ storeName: read.storeName, partition: read.partition })),
        ),
    }
    const router = new QueryRouter<string, number>({
      storeName: 'word-counts',
      metadata: {
        queryMetadataForKey: () => E.right({ activeHost: host, standbyHosts: [], partition: 3 }),
        metadataForStorePartitions: () => E.right([{ activeHost: host, standbyHosts: [], partition: 3 }]),
      },
      locator: text.serializer,
      transport: moved,
    })
    const read = await router.get('kafka')
    expect(tagOf(read)).toBe('StateStoreMigrated')
    expect(E.isLeft(read) && read.left.retryable).toBe(true)
    expect(tagOf(await router.all())).toBe('StateStoreMigrated')
  })
})
