import * as E from 'fp-ts/lib/Either.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryableStoreTypes, Serdes, StoreQueryParameters } from '../../../src/index.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
import { formatHostInfo, type HostInfo } from '../../../src/core/HostInfo.js'
import type { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { KeyQueryMetadata } from '../../../src/query/metadata/StreamsMetadataState.js'
import {
  produceLines,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountStreams,
} from '../thread/wordCountApp.js'
import { right, tagOf } from '../../routing/eithers.js'
import { startWordCountCluster, type Instance } from '../../routing/wordCountCluster.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const PARTITIONS = 3
const APP = 'metadata-three-clients'
const repartition = `${APP}-word-counts-repartition`
const text = Serdes.string()
const partitionOf = (word: string): number =>
  partitionForKey(text.serializer.serialize(repartition, word), PARTITIONS)
const hosted = (tasks: ReadonlyMap<string, unknown>, p: number): boolean => tasks.has(`1_${p}`)
const counts = StoreQueryParameters.fromNameAndType(
  'word-counts',
  QueryableStoreTypes.keyValueStore<string, number>(),
)

describe('KIP-535 metadata on KafkaStreams (embedded broker, three clients)', () => {
  it('gives every client the same host map: key partitions, active and standby hosts, store and client lists', async () => {
    const cluster = await startWordCountCluster({
      applicationId: APP,
      partitions: PARTITIONS,
      servers: ['a.test:7001', 'b.test:7002', 'c.test:7003'],
      stateDir: dirs.make,
    })
    const { kafka, instances } = cluster
    const [a, , c] = instances as readonly [Instance, Instance, Instance]
    const lines = someLines(90, 3)
    await produceLines(kafka, 'text-lines', lines)
    const expected = referenceCounts(lines)
    await vi.waitUntil(
      async () => {
        const r = await right(a.app.store(counts)).approximateNumEntries()
        return E.isRight(r)
      },
      { timeout: 10_000, interval: 20 },
    )

    for (const { app: asking } of instances) {
      for (const word of expected.keys()) {
        const p = partitionOf(word)
        const meta = right(asking.queryMetadataForKey('word-counts', word, text.serializer))
        const owner = instances.find((i) => hosted(i.app.localTasks(), p))
        const standbys = instances.filter((i) => hosted(i.app.localStandbyTasks(), p)).map((i) => i.host)
        expect(meta).toEqual({ partition: p, activeHost: owner?.host, standbyHosts: standbys })
        expect(standbys).toHaveLength(1)
      }
    }
    // the active host answers the key on exactly that partition
    await vi.waitUntil(
      async () => {
        for (const [word, count] of expected) {
          const meta = right(a.app.queryMetadataForKey('word-counts', word, text.serializer))
          const owner = instances.find((i) => formatHostInfo(i.host) === formatHostInfo(meta.activeHost))
          if (owner === undefined) return false
          const got = await right(owner.app.store(counts.withPartition(meta.partition))).get(word)
          if (!E.isRight(got) || got.right !== count) return false
        }
        return true
      },
      { timeout: 10_000, interval: 20 },
    )

    for (const { app } of instances) {
      const all = right(app.metadataForAllStreamsClients())
      expect(all.map((m) => m.hostInfo)).toEqual(instances.map((i) => i.host))
      for (const [i, m] of all.entries()) {
        const other = instances[i]?.app
        const activeStore = [...(other?.localTasks().keys() ?? [])].filter((t) => t.startsWith('1_'))
        expect(m.stateStoreNames.has('word-counts')).toBe(activeStore.length > 0)
        expect(
          m.topicPartitions
            .filter((tp) => tp.topic === repartition)
            .map((tp) => `1_${tp.partition}`)
            .sort(),
        ).toEqual(activeStore.sort())
      }
      expect(right(app.streamsMetadataForStore('word-counts')).map((m) => m.hostInfo)).toEqual(
        instances.map((i) => i.host),
      )
      expect(tagOf(app.streamsMetadataForStore('no-such-store'))).toBe('UnknownStateStore')
      expect(tagOf(app.queryMetadataForKey('no-such-store', 'k', text.serializer))).toBe('UnknownStateStore')
      const threads = app.metadataForLocalThreads()
      expect(threads.flatMap((t) => t.activeTasks.map((task) => task.taskId)).sort()).toEqual(
        [...app.localTasks().keys()].sort(),
      )
      expect(threads.flatMap((t) => t.standbyTasks.map((task) => task.taskId)).sort()).toEqual(
        [...app.localStandbyTasks().keys()].sort(),
      )
    }

    // a client that leaves drops out of the others' metadata; its own metadata is no longer available
    expect(await c.app.close({ timeout: 10_000 })).toBe(true)
    expect(tagOf(c.app.metadataForAllStreamsClients())).toBe('StateStoreNotAvailable')
    await vi.waitUntil(() => right(a.app.metadataForAllStreamsClients()).length === 2, {
      timeout: 10_000,
      interval: 20,
    })
    await cluster.close()
  }, 60_000)

  it('says not started before start, NOT_AVAILABLE before an assignment, and not available after close (two threads)', async () => {
    const { kafka } = await startWordCountCluster({
      applicationId: 'metadata-lifecycle',
      partitions: PARTITIONS,
      servers: [],
      stateDir: dirs.make,
    })
    const app: KafkaStreams = wordCountStreams(kafka, {
      'application.id': 'metadata-lifecycle',
      'application.server': 'solo.test:7000',
      'state.dir': dirs.make(),
      'num.stream.threads': 2,
    })
    expect(tagOf(app.queryMetadataForKey('word-counts', 'kafka', text.serializer))).toBe('StreamsNotStarted')
    expect(tagOf(app.metadataForAllStreamsClients())).toBe('StreamsNotStarted')
    const seen: unknown[] = []
    app.state$.subscribe(({ newState }) => {
      if (newState !== 'REBALANCING' || seen.length > 0) return
      seen.push(
        right(app.queryMetadataForKey('word-counts', 'kafka', text.serializer)),
        right(app.streamsMetadataForStore('word-counts')),
        right(app.metadataForAllStreamsClients()),
      )
    })
    await app.start()
    expect(seen).toEqual([KeyQueryMetadata.NOT_AVAILABLE, [], []])
    await vi.waitUntil(() => app.state() === 'RUNNING', { timeout: 10_000, interval: 10 })
    const solo: HostInfo = { host: 'solo.test', port: 7000 }
    expect(right(app.queryMetadataForKey('word-counts', 'kafka', text.serializer)).activeHost).toEqual(solo)
    // two threads, one host map: every partition of the store is on this instance
    expect(app.metadataForLocalThreads()).toHaveLength(2)
    expect(right(app.metadataForStorePartitions('word-counts')).map((m) => m.activeHost)).toEqual([
      solo,
      solo,
      solo,
    ])
    expect(await app.close({ timeout: 10_000 })).toBe(true)
    expect(tagOf(app.queryMetadataForKey('word-counts', 'kafka', text.serializer))).toBe(
      'StateStoreNotAvailable',
    )
  })
})
