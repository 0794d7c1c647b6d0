import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { EmbeddedKafka, Serdes } from '../../../src/index.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import type { HostPartitions } from '../../../src/runtime/assignor/AssignmentInfo.js'
import { UNKNOWN_HOST } from '../../../src/core/HostInfo.js'
import {
  KeyQueryMetadata,
  StreamsMetadataState,
  type HostMap,
  type StreamsMetadata,
} from '../../../src/query/metadata/StreamsMetadataState.js'
import type { StreamsState } from '../../../src/core/StreamsState.js'
import type { TopicLayout } from '../../../src/runtime/topics/TopicLayout.js'
import { prepareTopics } from '../../../src/runtime/topics/prepareTopics.js'
import { createTopics, wordCountTopology } from '../../runtime/thread/wordCountApp.js'

const PARTITIONS = 3
const repartition = 'meta-word-counts-repartition'
const a = { host: 'a.example', port: 8080 }
const b = { host: 'b.example', port: 8080 }
const on = (host: HostPartitions['host'], topic: string, partitions: readonly number[]): HostPartitions => ({
  host,
  partitions: partitions.map((partition) => ({ topic, partition })),
})
/** a: active store partitions 0 and 1, standby 2; b: active 2, standby 0 and 1; text-lines split alike. */
const hostMap: HostMap = {
  active: [on(a, repartition, [0, 1]), on(a, 'text-lines', [0]), on(b, repartition, [2])],
  standby: [on(a, repartition, [2]), on(b, repartition, [0, 1])],
}

const layoutOfWordCount = async (): Promise<TopicLayout> => {
  const kafka = new EmbeddedKafka()
  await createTopics(kafka, ['text-lines', 'word-counts-out'], PARTITIONS)
  const admin = kafka.admin()
  await admin.connect()
  const layout = await prepareTopics({
    topology: wordCountTopology('text-lines', 'word-counts-out'),
    applicationId: 'meta',
    admin,
    replicationFactor: 1,
  })
  await admin.disconnect()
  return layout
}

const tagOf = <A>(e: E.Either<StoreError, A>): string => (E.isLeft(e) ? e.left._tag : 'Right')
const right = <A>(e: E.Either<StoreError, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected a Right, got ${e.left._tag}`)
  return e.right
}
const hostsOf = (ms: readonly StreamsMetadata[]) => ms.map((m) => m.hostInfo)

describe('StreamsMetadataState', () => {
  it('places keys, finds store hosts and lists every client from the layout and the host map', async () => {
    const layout = await layoutOfWordCount()
    let state: StreamsState = 'RUNNING'
    const meta = new StreamsMetadataState({
      state: () => state,
      layout: () => layout,
      hostMap: () => hostMap,
    })

    const words = ['kafka', 'streams', 'hello', 'world', 'tributary']
    for (const word of words) {
      const partition = partitionForKey(Serdes.string().serializer.serialize(repartition, word), PARTITIONS)
      const m = meta.queryMetadataForKey('word-counts', word, Serdes.string().serializer)
      expect(m).toEqual(
        E.right({
          partition,
          activeHost: partition === 2 ? b : a,
          standbyHosts: partition === 2 ? [a] : [b],
        }),
      )
    }
    const all = right(meta.metadataForAllStreamsClients())
    expect(all.map((m) => [m.hostInfo, [...m.stateStoreNames], [...m.standbyStateStoreNames]])).toEqual([
      [a, ['word-counts'], ['word-counts']],
      [b, ['word-counts'], ['word-counts']],
    ])
    expect(all[0]?.topicPartitions).toHaveLength(3)
    expect(hostsOf(right(meta.streamsMetadataForStore('word-counts')))).toEqual([a, b])
    expect(right(meta.metadataForStorePartitions('word-counts'))).toEqual([
      { partition: 0, activeHost: a, standbyHosts: [b] },
      { partition: 1, activeHost: a, standbyHosts: [b] },
      { partition: 2, activeHost: b, standbyHosts: [a] },
    ])
    // a custom partitioner places the key; one that gives no single existing partition is refused
    expect(right(meta.queryMetadataForKey('word-counts', 'any', () => 2))).toEqual({
      partition: 2,
      activeHost: b,
      standbyHosts: [a],
    })
    expect(right(meta.queryMetadataForKey('word-counts', 'any', () => [1])).partition).toBe(1)
    expect(tagOf(meta.queryMetadataForKey('word-counts', 'any', () => [0, 1]))).toBe(
      'InvalidStateStorePartition',
    )
    expect(tagOf(meta.queryMetadataForKey('word-counts', 'any', () => PARTITIONS))).toBe(
      'InvalidStateStorePartition',
    )
    expect(tagOf(meta.streamsMetadataForStore('no-such-store'))).toBe('UnknownStateStore')
    expect(tagOf(meta.queryMetadataForKey('no-such-store', 'k', Serdes.string().serializer))).toBe(
      'UnknownStateStore',
    )

    state = 'NOT_RUNNING'
    expect(tagOf(meta.queryMetadataForKey('word-counts', 'k', Serdes.string().serializer))).toBe(
      'StateStoreNotAvailable',
    )
    expect(tagOf(meta.metadataForAllStreamsClients())).toBe('StateStoreNotAvailable')
  })

  it('says not started before start, NOT_AVAILABLE before an assignment, UNKNOWN_HOST for a partition nobody serves', async () => {
    const layout = await layoutOfWordCount()
    const early = new StreamsMetadataState({
      state: () => 'CREATED',
      layout: () => undefined,
      hostMap: () => undefined,
    })
    expect(tagOf(early.queryMetadataForKey('word-counts', 'k', Serdes.string().serializer))).toBe(
      'StreamsNotStarted',
    )
    expect(tagOf(early.metadataForAllStreamsClients())).toBe('StreamsNotStarted')
    const partial = new StreamsMetadataState({
      state: () => 'REBALANCING',
      layout: () => layout,
      hostMap: () => ({ active: [on(a, repartition, [0])], standby: [] }),
    })
    const word = ['kafka', 'streams', 'hello', 'world', 'tributary'].find(
      (w) => partitionForKey(Serdes.string().serializer.serialize(repartition, w), PARTITIONS) !== 0,
    )
    const m = partial.queryMetadataForKey('word-counts', word ?? '', Serdes.string().serializer)
    expect(E.isRight(m) && m.right.activeHost).toEqual(UNKNOWN_HOST)
    const none = new StreamsMetadataState({
      state: () => 'REBALANCING',
      layout: () => layout,
      hostMap: () => undefined,
    })
    expect(right(none.queryMetadataForKey('word-counts', 'k', Serdes.string().serializer))).toBe(
      KeyQueryMetadata.NOT_AVAILABLE,
    )
    expect(right(none.streamsMetadataForStore('word-counts'))).toEqual([])
    expect(right(none.metadataForAllStreamsClients())).toEqual([])
    expect(right(none.metadataForStorePartitions('word-counts')).map((m) => m.activeHost)).toEqual(
      Array.from({ length: PARTITIONS }, () => UNKNOWN_HOST),
    )
  })

  it('answers for a global store as Java: on every instance; a key gets this instance and partition -1', async () => {
    const layout = await layoutOfWordCount()
    const sources = { state: () => 'RUNNING' as const, layout: () => layout, hostMap: () => hostMap }
    const globals = () => new Set(['products'])
    const meta = new StreamsMetadataState({ ...sources, globalStores: globals, thisHost: () => b })
    expect(right(meta.queryMetadataForKey('products', 'p1', Serdes.string().serializer))).toEqual({
      activeHost: b,
      standbyHosts: [],
      partition: -1,
    })
    expect(hostsOf(right(meta.streamsMetadataForStore('products')))).toEqual([a, b])
    expect(right(meta.metadataForAllStreamsClients()).every((m) => m.stateStoreNames.has('products'))).toBe(
      true,
    )
    expect(tagOf(meta.metadataForStorePartitions('products'))).toBe('UnknownStateStore')
    const anonymous = new StreamsMetadataState({
      ...sources,
      globalStores: globals,
      thisHost: () => UNKNOWN_HOST,
    })
    expect(
      right(anonymous.queryMetadataForKey('products', 'p1', Serdes.string().serializer)).activeHost,
    ).toEqual(a)
    const early = new StreamsMetadataState({ ...sources, hostMap: () => undefined, globalStores: globals })
    expect(right(early.queryMetadataForKey('products', 'p1', Serdes.string().serializer))).toBe(
      KeyQueryMetadata.NOT_AVAILABLE,
    )
  })
})
