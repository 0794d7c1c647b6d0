import {
  changelogTopicFor,
  internalTopicName,
  WINDOW_CHANGELOG_ADDITIONAL_RETENTION_MS,
  type InternalTopic,
} from './InternalTopic.js'
import type { PhysicalNode } from './PhysicalNode.js'
import type { StoreSpec } from '../graph/StoreSpec.js'
import { describeGlobalStore, describeSubtopology, TopologyDescription } from './TopologyDescription.js'

/**
 * A global store: the global source reading `topic`, its update processor and the store it fills.
 * @category Building topologies
 * @since 0.1.0
 */
export interface GlobalStoreInfo {
  readonly sourceName: string
  readonly processorName: string
  readonly storeName: string
  readonly topic: string
}

/**
 * A sub-topology: the nodes one task runs, with the topics it reads and writes and the stores it owns.
 * @category Building topologies
 * @since 0.1.0
 */
export interface Subtopology {
  readonly id: number
  /** Node names in the order they were added (parents before children). */
  readonly nodes: readonly string[]
  readonly sourceTopics: readonly string[]
  readonly sourcePatterns: readonly RegExp[]
  readonly sinkTopics: readonly string[]
  readonly stores: readonly string[]
}

/** What {@link TopologyBuilder} hands over. */
export interface TopologyParts {
  readonly nodes: readonly PhysicalNode[]
  readonly groupOf: ReadonlyMap<string, string>
  readonly stores: ReadonlyMap<string, StoreSpec>
  readonly internalTopics: readonly InternalTopic[]
  readonly storeToSourceTopic: ReadonlyMap<string, string>
  readonly copartitionGroups: readonly (readonly string[])[]
  readonly globalStores: readonly GlobalStoreInfo[]
}

const changelogConfig = (store: StoreSpec): Record<string, string> => {
  const windowed = store.kind === 'window' || store.kind === 'timestampedWindow' || store.kind === 'session'
  const base: Record<string, string> = windowed
    ? {
        'cleanup.policy': 'compact,delete',
        'retention.ms': String((store.retentionMs ?? 0) + WINDOW_CHANGELOG_ADDITIONAL_RETENTION_MS),
      }
    : store.kind === 'versionedKeyValue'
      ? {
          // Kafka's VersionedChangelogTopicConfig: keep every version for the history retention plus a day
          'cleanup.policy': 'compact',
          'min.compaction.lag.ms': String(
            (store.retentionMs ?? 0) + WINDOW_CHANGELOG_ADDITIONAL_RETENTION_MS,
          ),
        }
      : { 'cleanup.policy': 'compact' }
  return { ...base, ...store.logging.config }
}

/**
 * A compiled topology: physical nodes grouped into sub-topologies, store descriptions, internal topics and
 * co-partitioning groups. Immutable; the runtime reads it and `describe()` prints it as Kafka Streams does.
 * @example
 * const topology = builder.build()
 * console.log(topology.describe().toString())
 * @category Building topologies
 * @since 0.1.0
 */
export class Topology {
  /** Every node, in the order it was added. */
  readonly nodes: readonly PhysicalNode[]
  /** Every store description by name. */
  readonly stores: ReadonlyMap<string, StoreSpec>
  /** Global stores, each fed by its own source. */
  readonly globalStores: readonly GlobalStoreInfo[]
  /** Sub-topologies (without global stores), numbered as Kafka Streams numbers them. */
  readonly subtopologies: readonly Subtopology[]
  private readonly groups: readonly { readonly id: number; readonly nodes: readonly PhysicalNode[] }[]

  constructor(private readonly parts: TopologyParts) {
    this.nodes = parts.nodes
    this.stores = parts.stores
    this.globalStores = parts.globalStores
    const byRoot = new Map<string, { id: number; nodes: PhysicalNode[] }>()
    for (const node of parts.nodes) {
      const root = parts.groupOf.get(node.name) ?? node.name
      let group = byRoot.get(root)
      if (group === undefined) {
        group = { id: byRoot.size, nodes: [] }
        byRoot.set(root, group)
      }
      group.nodes.push(node)
    }
    this.groups = [...byRoot.values()]
    this.subtopologies = this.groups.filter((g) => !this.isGlobal(g.nodes)).map((g) => this.subtopology(g))
  }

  /** Repartition topics and store changelogs (undecorated names; prefix them with `<application.id>-`). */
  internalTopics(): readonly InternalTopic[] {
    const changelogs: InternalTopic[] = []
    for (const store of this.stores.values()) {
      if (!store.logging.enabled || this.parts.storeToSourceTopic.has(store.name)) continue
      changelogs.push({
        name: changelogTopicFor(store.name),
        kind: 'changelog',
        partitions: undefined,
        config: changelogConfig(store),
      })
    }
    return [...this.parts.internalTopics, ...changelogs]
  }

  /**
   * The topic a store's serdes are called with, as Kafka Streams': the source topic it reuses, else its changelog
   * `<application.id>-<store>-changelog`, whether logging is on or off.
   */
  serdeTopicOf(storeName: string, applicationId: string): string {
    return (
      this.parts.storeToSourceTopic.get(storeName) ??
      internalTopicName(applicationId, changelogTopicFor(storeName))
    )
  }

  /** The topic restoring a store: its changelog, a reused source topic, or undefined when logging is off. */
  changelogTopicOf(storeName: string): string | undefined {
    const reused = this.parts.storeToSourceTopic.get(storeName)
    if (reused !== undefined) return reused
    const store = this.stores.get(storeName)
    return store?.logging.enabled === true ? changelogTopicFor(storeName) : undefined
  }

  /** Groups of source topics that must have the same number of partitions (joins and their repartitions). */
  copartitionGroups(): readonly (readonly string[])[] {
    return this.parts.copartitionGroups.map((sourceNames) =>
      sourceNames.flatMap((name) => {
        const node = this.nodes.find((n) => n.name === name)
        return node?._tag === 'Source' ? (node.topics ?? []) : []
      }),
    )
  }

  /** Kafka Streams' `TopologyDescription` of this topology. */
  describe(): TopologyDescription {
    const subtopologies = this.groups
      .filter((g) => !this.isGlobal(g.nodes))
      .map((g) => describeSubtopology(g.id, g.nodes))
    const globals = this.groups
      .filter((g) => this.isGlobal(g.nodes))
      .map((g) => {
        const source = g.nodes.find((n) => n._tag === 'Source') as PhysicalNode
        const processor = g.nodes.find((n) => n !== source) as PhysicalNode
        const info = this.globalStores.find((s) => s.sourceName === source.name) as GlobalStoreInfo
        return describeGlobalStore(g.id, source, processor, info.storeName, info.topic)
      })
    const changelogs = this.internalTopics()
      .filter((t) => t.kind === 'changelog')
      .map((t) => t.name)
    return new TopologyDescription(subtopologies, globals, {
      repartition: this.parts.internalTopics.filter((t) => t.kind === 'repartition').map((t) => t.name),
      changelogs: [...this.stores.keys()]
        .map((store) => ({ store, topic: this.changelogTopicOf(store) }))
        .filter(
          (c): c is { store: string; topic: string } => c.topic !== undefined && changelogs.includes(c.topic),
        ),
    })
  }

  private isGlobal(nodes: readonly PhysicalNode[]): boolean {
    return nodes.some((n) => n._tag === 'Source' && n.global)
  }

  private subtopology(group: { readonly id: number; readonly nodes: readonly PhysicalNode[] }): Subtopology {
    const sourceTopics: string[] = []
    const sourcePatterns: RegExp[] = []
    const sinkTopics: string[] = []
    const stores: string[] = []
    for (const node of group.nodes) {
      if (node._tag === 'Source') {
        sourceTopics.push(...(node.topics ?? []))
        if (node.pattern !== undefined) sourcePatterns.push(node.pattern)
      } else if (node._tag === 'Sink') {
        if (typeof node.topic === 'string') sinkTopics.push(node.topic)
      } else {
        for (const s of node.stores) if (!stores.includes(s)) stores.push(s)
      }
    }
    return {
      id: group.id,
      nodes: group.nodes.map((n) => n.name),
      sourceTopics,
      sourcePatterns,
      sinkTopics,
      stores,
    }
  }
}
