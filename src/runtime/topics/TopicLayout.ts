/**
 * A sub-topology with physical topic names (internal topics prefixed with `<application.id>-`).
 * @category Running
 * @since 0.1.0
 */
export interface PhysicalSubtopology {
  readonly id: number
  /** Names of the nodes its tasks run. */
  readonly nodes: readonly string[]
  readonly sourceTopics: readonly string[]
  readonly sinkTopics: readonly string[]
  readonly stores: readonly string[]
}

/**
 * What the runtime knows about its topics once the internal ones exist: sub-topologies with physical names, the
 * partition count of every source, internal and existing sink topic, the physical changelog of each logged store,
 * and the co-partition groups.
 * @category Running
 * @since 0.1.0
 */
export interface TopicLayout {
  readonly subtopologies: readonly PhysicalSubtopology[]
  readonly partitions: ReadonlyMap<string, number>
  /** Store name to the topic that restores it (its changelog, or a reused source topic). */
  readonly changelogs: ReadonlyMap<string, string>
  readonly copartitionGroups: readonly (readonly string[])[]
}
