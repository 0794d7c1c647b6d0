import * as E from 'fp-ts/lib/Either.js'
import type { TopicPartition } from '../../kafka/ports.js'
import { partitionForKey } from '../../kafka/partitioner.js'
import { appStateError } from '../../query/resolveStoreAccess.js'
import { streamsRebalancing, unknownStateStore, type StoreError } from '../../query/StoreError.js'
import type { Serializer } from '../../serde/Serde.js'
import type { HostPartitions } from '../assignor/AssignmentInfo.js'
import { UNKNOWN_HOST, type HostInfo } from '../assignor/HostInfo.js'
import type { StreamsState } from '../state/StreamsState.js'
import type { PhysicalSubtopology, TopicLayout } from '../topics/TopicLayout.js'

/**
 * Where a key of a store lives (KIP-535): the partition, the instance with the active copy and those with
 * standby copies (Kafka Streams' `KeyQueryMetadata`).
 * @example
 * const m: KeyQueryMetadata = { activeHost: { host: 'a', port: 8080 }, standbyHosts: [], partition: 2 }
 * @category model
 * @since 0.1.0
 */
export interface KeyQueryMetadata {
  readonly activeHost: HostInfo
  readonly standbyHosts: readonly HostInfo[]
  readonly partition: number
}

/**
 * One instance of the application, as the last assignment described it (Kafka Streams' `StreamsMetadata`).
 * @example
 * metadata.stateStoreNames.has('word-counts')
 * @category model
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
 * @category model
 * @since 0.1.0
 */
export interface HostMap {
  readonly active: readonly HostPartitions[]
  readonly standby: readonly HostPartitions[]
}

/**
 * Answers metadata questions from the application state, the topic layout and the host map of the last
 * assignment; every question reads them afresh, so answers follow rebalances.
 * @example
 * new StreamsMetadataState({ state, layout, hostMap }).queryMetadataForKey('counts', 'kafka', Serdes.string().serializer)
 * @category model
 * @since 0.1.0
 */
export class StreamsMetadataState {
  constructor(
    private readonly sources: {
      readonly state: () => StreamsState
      readonly layout: () => TopicLayout | undefined
      readonly hostMap: () => HostMap | undefined
    },
  ) {}

  /** Every instance of the application that serves queries. */
  metadataForAllStreamsClients(): readonly StreamsMetadata[] {
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
    return [...hosts.values()].map(({ host, active, standby }) => ({
      hostInfo: host,
      stateStoreNames: storesOf(layout, active),
      topicPartitions: active,
      standbyStateStoreNames: storesOf(layout, standby),
      standbyTopicPartitions: standby,
    }))
  }

  /** The instances holding an active or standby copy of some partition of the store. */
  streamsMetadataForStore(storeName: string): E.Either<StoreError, readonly StreamsMetadata[]> {
    const checked = this.check(storeName)
    if (E.isLeft(checked)) return checked
    return E.right(
      this.metadataForAllStreamsClients().filter(
        (m) => m.stateStoreNames.has(storeName) || m.standbyStateStoreNames.has(storeName),
      ),
    )
  }

  /**
   * The partition of `key` in the store (the default partitioner over the serialized key, as the producer
   * placed it), and the instances holding its active and standby copies (`UNKNOWN_HOST` when no instance
   * serving queries has the active copy).
   */
  queryMetadataForKey<K>(
    storeName: string,
    key: K,
    serializer: Serializer<K>,
  ): E.Either<StoreError, KeyQueryMetadata> {
    const checked = this.check(storeName)
    if (E.isLeft(checked)) return checked
    const { subtopology, partitions, map } = checked.right
    const topic = subtopology.sourceTopics[0] ?? ''
    const partition = partitionForKey(serializer.serialize(topic, key), partitions)
    const holds = (h: HostPartitions) =>
      h.partitions.some((tp) => tp.partition === partition && subtopology.sourceTopics.includes(tp.topic))
    return E.right({
      activeHost: map.active.find(holds)?.host ?? UNKNOWN_HOST,
      standbyHosts: map.standby.filter(holds).map((h) => h.host),
      partition,
    })
  }

  /** The store's sub-topology and partition count with the host map, or why metadata cannot be given now. */
  private check(storeName: string): E.Either<
    StoreError,
    {
      readonly subtopology: PhysicalSubtopology
      readonly partitions: number
      readonly map: HostMap
    }
  > {
    const layout = this.sources.layout()
    const subtopology = layout?.subtopologies.find((s) => s.stores.includes(storeName))
    const stateError = appStateError(storeName, this.sources.state())
    if (layout !== undefined && subtopology === undefined) return E.left(unknownStateStore({ storeName }))
    if (stateError !== undefined) return E.left(stateError)
    const partitions = layout?.partitions.get(subtopology?.sourceTopics[0] ?? '')
    const map = this.sources.hostMap()
    if (subtopology === undefined || partitions === undefined || map === undefined)
      return E.left(streamsRebalancing({ storeName }))
    return E.right({ subtopology, partitions, map })
  }
}

const storesOf = (layout: TopicLayout, partitions: readonly TopicPartition[]): ReadonlySet<string> => {
  const topics = new Set(partitions.map((tp) => tp.topic))
  return new Set(
    layout.subtopologies.filter((s) => s.sourceTopics.some((t) => topics.has(t))).flatMap((s) => s.stores),
  )
}
