/**
 * One sub-topology as queries see it: its id, source topics (physical names) and stores. The runtime's
 * `PhysicalSubtopology` is one.
 * @example
 * const s: QuerySubtopology = { id: 0, sourceTopics: ['words'], stores: ['counts'] }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QuerySubtopology {
  readonly id: number
  readonly sourceTopics: readonly string[]
  readonly stores: readonly string[]
}

/**
 * What queries read of the runtime's topic layout once the client started: the sub-topologies and the partition
 * count of each topic (the runtime's `TopicLayout` is one). Partition counts of stores, key placement and key
 * metadata are all read from it.
 * @example
 * const layout: QueryTopicLayout = { subtopologies: [s], partitions: new Map([['words', 4]]) }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryTopicLayout {
  readonly subtopologies: readonly QuerySubtopology[]
  readonly partitions: ReadonlyMap<string, number>
}
