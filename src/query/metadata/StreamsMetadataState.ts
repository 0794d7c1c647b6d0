import * as E from 'fp-ts/lib/Either.js'
import type { StreamPartitioner } from '../../dsl/options/StreamPartitioner.js'
import type { TopicPartition } from '../../kafka/ports.js'
import { partitionForKey } from '../../kafka/partitioner.js'
import { appStateError } from '../local/resolveStoreAccess.js'
import {
  invalidStateStorePartition,
  streamsRebalancing,
  unknownStateStore,
  type StoreError,
} from '../StoreError.js'
import type { Serializer } from '../../serde/Serde.js'
import { UNKNOWN_HOST, type HostInfo } from '../../core/HostInfo.js'
import type { StreamsState } from '../../core/StreamsState.js'
import type { QuerySubtopology, QueryTopicLayout } from '../local/QueryTopicLayout.js'
import { keyedSourceTopic } from '../local/keyedSourceTopic.js'

/**
 * Where a key of a store lives (KIP-535): the partition, the instance with the active copy and those with
 * standby copies (Kafka Streams' `KeyQueryMetadata`). `activeHost` is `UNKNOWN_HOST` when no instance serving
 * queries holds the active copy.
 * @example
 * const m: KeyQueryMetadata = { activeHost: { host: 'a', port: 8080 }, standbyHosts: [], partition: 2 }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface KeyQueryMetadata {
  readonly activeHost: HostInfo
  readonly standbyHosts: readonly HostInfo[]
  readonly partition: number
}

/**
 * Java's `KeyQueryMetadata.NOT_AVAILABLE`: the answer while the client has no assignment yet (it is starting or
 * rejoining); no host and partition -1. Compare with `===`.
 * @example
 * if (meta === KeyQueryMetadata.NOT_AVAILABLE) retryLater()
 * @category Interactive queries
 * @since 0.1.0
 */
export const KeyQueryMetadata: { readonly NOT_AVAILABLE: KeyQueryMetadata } = {
  NOT_AVAILABLE: Object.freeze({ activeHost: UNKNOWN_HOST, standbyHosts: Object.freeze([]), partition: -1 }),
}

/**
 * One instance of the application, as the last assignment described it (Kafka Streams' `StreamsMetadata`).
 * @example
 * metadata.stateStoreNames.has('word-counts')
 * @category Interactive queries
 * @since 0.1.0
 */
export interface StreamsMetadata {
  readonly hostInfo: HostInfo
  /** Stores with an active copy on this instance. */
  readonly stateStoreNames: ReadonlySet<string>
  /** Source partitions of its active tasks. */
  readonly topicPartitions: readonly TopicPartition[]
  /** Stores with a standby copy on this instance. */
  readonly standbyStateStoreNames: ReadonlySet<string>
  /** Source partitions of its standby tasks. */
  readonly standbyTopicPartitions: readonly TopicPartition[]
}

/**
 * The host map of the last assignment: source partitions of active and standby tasks per instance that set
 * `application.server` (carried in the assignment user data).
 * @example
 * const map: HostMap = { active: info.partitionsByHost, standby: info.standbyPartitionsByHost }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface HostMap {
  readonly active: readonly { readonly host: HostInfo; readonly partitions: readonly TopicPartition[] }[]
  readonly standby: HostMap['active']
}

/**
 * How a key query finds its partition: the key serializer (Kafka's default partitioner over the serialized key,
 * as the producer placed it) or the `StreamPartitioner` that wrote the store's input, which must give exactly
 * one partition.
 * @example
 * const byKey: KeyLocator<string> = Serdes.string().serializer
 * @category Interactive queries
 * @since 0.1.0
 */
export type KeyLocator<K> = Serializer<K> | StreamPartitioner<K, unknown>

/** The store's sub-topology with its partition count and the topic Java hashes keys against. */
interface StoreTopics {
  readonly subtopology: QuerySubtopology
  readonly topic: string
  readonly partitions: number
}

/**
 * Answers metadata questions from the application state, the topic layout and the host map of the last
 * assignment; every question reads them afresh, so answers follow rebalances. As in Kafka Streams, before the
 * client has an assignment a key gets {@link KeyQueryMetadata.NOT_AVAILABLE} and store or client lists are
 * empty; a client not started gives `StreamsNotStarted`, a stopped one `StateStoreNotAvailable`, an unknown
 * store `UnknownStateStore` (where Java answers null or an empty list). A global store is on every instance: a key
 * of it gets this instance (partition -1), its store metadata lists every instance.
 * @example
 * new StreamsMetadataState({ state, layout, hostMap }).queryMetadataForKey('counts', 'kafka', Serdes.string().serializer)
 * @category Interactive queries
 * @since 0.1.0
 */
export class StreamsMetadataState {
  constructor(
    private readonly sources: {
      readonly state: () => StreamsState
      readonly layout: () => QueryTopicLayout | undefined
      readonly hostMap: () => HostMap | undefined
      /** Names of the topology's global stores (whole on every instance). */
      readonly globalStores?: () => ReadonlySet<string>
      /** This instance's `application.server`. */
      readonly thisHost?: () => HostInfo | undefined
    },
  ) {}

  /** Every instance of the application that serves queries (set `application.server`), sorted by host and port. */
  metadataForAllStreamsClients(): E.Either<StoreError, readonly StreamsMetadata[]> {
    const stateError = appStateError('*', this.sources.state())
    return stateError === undefined ? E.right(this.allClients()) : E.left(stateError)
  }

  /** The instances holding an active or standby copy of some partition of the store; empty before an assignment. */
  streamsMetadataForStore(storeName: string): E.Either<StoreError, readonly StreamsMetadata[]> {
    return E.map(() =>
      this.allClients().filter(
        (m) => m.stateStoreNames.has(storeName) || m.standbyStateStoreNames.has(storeName),
      ),
    )(this.storeTopics(storeName))
  }

  /**
   * The partition of `key` in the store and the instances holding its active and standby copies;
   * {@link KeyQueryMetadata.NOT_AVAILABLE} before the client has an assignment. A partitioner that does not
   * give exactly one partition of the store gives `InvalidStateStorePartition`.
   */
  queryMetadataForKey<K>(
    storeName: string,
    key: K,
    locator: KeyLocator<K>,
  ): E.Either<StoreError, KeyQueryMetadata> {
    const found = this.storeTopics(storeName)
    if (E.isLeft(found)) return found
    const map = this.sources.hostMap()
    if (found.right === undefined || map === undefined) return E.right(KeyQueryMetadata.NOT_AVAILABLE)
    if (found.right === 'global') {
      // as Java: this instance (or the first one when this one announces no endpoint), no partition
      const self = this.sources.thisHost?.()
      const host =
        self !== undefined && self.port >= 0 ? self : (this.allClients()[0]?.hostInfo ?? UNKNOWN_HOST)
      return E.right({ activeHost: host, standbyHosts: [], partition: -1 })
    }
    const { topic, partitions, subtopology } = found.right
    const partition =
      typeof locator === 'function'
        ? singlePartition(locator(topic, key, undefined, partitions))
        : partitionForKey(locator.serialize(topic, key), partitions)
    if (partition === undefined || partition < 0 || partition >= partitions)
      return E.left(invalidStateStorePartition({ storeName, partition: partition ?? -1, exists: false }))
    return E.right(hostsOf(map, subtopology, partition))
  }

  /**
   * The {@link KeyQueryMetadata} of every partition of the store, in partition order: what a router needs to
   * read each partition once. Before the client has an assignment every partition has `UNKNOWN_HOST`; before
   * its topics are known (while it starts) `StreamsRebalancing`. Global stores are not routed (`UnknownStateStore`,
   * as `app.store` answers for them).
   */
  metadataForStorePartitions(storeName: string): E.Either<StoreError, readonly KeyQueryMetadata[]> {
    const found = this.storeTopics(storeName)
    if (E.isLeft(found)) return found
    if (found.right === undefined) return E.left(streamsRebalancing({ storeName }))
    // a global store has no partitions to route: like app.store, this serves the stores of tasks only
    if (found.right === 'global') return E.left(unknownStateStore({ storeName }))
    const { partitions, subtopology } = found.right
    const map = this.sources.hostMap() ?? { active: [], standby: [] }
    return E.right(Array.from({ length: partitions }, (_, p) => hostsOf(map, subtopology, p)))
  }

  private allClients(): readonly StreamsMetadata[] {
    const map = this.sources.hostMap()
    const layout = this.sources.layout()
    if (map === undefined || layout === undefined) return []
    const hosts = new Map<string, { host: HostInfo; active: TopicPartition[]; standby: TopicPartition[] }>()
    const entry = (host: HostInfo) => {
      const key = `${host.host}:${host.port}`
      const found = hosts.get(key) ?? { host, active: [], standby: [] }
      hosts.set(key, found)
      return found
    }
    for (const h of map.active) entry(h.host).active.push(...h.partitions)
    for (const h of map.standby) entry(h.host).standby.push(...h.partitions)
    return [...hosts.values()]
      .sort((x, y) => x.host.host.localeCompare(y.host.host) || x.host.port - y.host.port)
      .map(({ host, active, standby }) => ({
        hostInfo: host,
        stateStoreNames: new Set([...storesOf(layout, active), ...(this.sources.globalStores?.() ?? [])]),
        topicPartitions: active,
        standbyStateStoreNames: storesOf(layout, standby),
        standbyTopicPartitions: standby,
      }))
  }

  /**
   * The store's sub-topology and partition count, or 'global' for a global store; undefined while the client
   * starts (its topics are not known yet); or why metadata cannot be given (client not running, unknown store).
   */
  private storeTopics(storeName: string): E.Either<StoreError, StoreTopics | 'global' | undefined> {
    const stateError = appStateError(storeName, this.sources.state())
    if (stateError !== undefined) return E.left(stateError)
    const layout = this.sources.layout()
    if (layout === undefined) return E.right(undefined)
    if (this.sources.globalStores?.().has(storeName) === true) return E.right('global')
    const subtopology = layout.subtopologies.find((s) => s.stores.includes(storeName))
    if (subtopology === undefined) return E.left(unknownStateStore({ storeName }))
    return E.right({ subtopology, ...keyedSourceTopic(layout, subtopology) })
  }
}

const singlePartition = (chosen: number | readonly number[] | undefined): number | undefined => {
  if (typeof chosen === 'number') return chosen
  return chosen?.length === 1 ? chosen[0] : undefined
}

const hostsOf = (map: HostMap, subtopology: QuerySubtopology, partition: number): KeyQueryMetadata => {
  const holds = (h: HostMap['active'][number]) =>
    h.partitions.some((tp) => tp.partition === partition && subtopology.sourceTopics.includes(tp.topic))
  return {
    activeHost: map.active.find(holds)?.host ?? UNKNOWN_HOST,
    standbyHosts: map.standby.filter(holds).map((h) => h.host),
    partition,
  }
}

const storesOf = (layout: QueryTopicLayout, partitions: readonly TopicPartition[]): ReadonlySet<string> => {
  const topics = new Set(partitions.map((tp) => tp.topic))
  return new Set(
    layout.subtopologies.filter((s) => s.sourceTopics.some((t) => topics.has(t))).flatMap((s) => s.stores),
  )
}
