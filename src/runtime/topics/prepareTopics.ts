import { isKafkaClientError } from '../../kafka/KafkaClientError.js'
import type { AdminPort, NewTopic } from '../../kafka/ports.js'
import { internalTopicName } from '../../topology/InternalTopic.js'
import { topicMatches } from '../../topology/topicMatches.js'
import type { Topology } from '../../topology/Topology.js'
import { InternalTopicMismatchError } from './InternalTopicMismatchError.js'
import { MissingSinkTopicsError } from './MissingSinkTopicsError.js'
import { MissingSourceTopicsError } from './MissingSourceTopicsError.js'
import { requireTopics } from './requireTopics.js'
import type { PhysicalSubtopology, TopicLayout } from './TopicLayout.js'

/**
 * How to prepare the topics of an application.
 * @category Running
 * @since 0.1.0
 */
export interface PrepareTopicsOptions {
  readonly topology: Topology
  readonly applicationId: string
  readonly admin: AdminPort
  /** `replication.factor`; -1 (or 0) leaves it to the broker's default. */
  readonly replicationFactor: number
}

const maxOf = (counts: readonly (number | undefined)[]): number | undefined => {
  const known = counts.filter((n): n is number => n !== undefined)
  return known.length === 0 ? undefined : Math.max(...known)
}

/**
 * Checks the source topics and the sink topics the topology names (not those a `TopicNameExtractor` picks per
 * record), then creates the missing internal topics, as Kafka Streams' internal topic manager: a
 * repartition topic gets the partition count the program fixed, else the largest partition count among the source
 * topics of the sub-topologies writing to it; a changelog topic gets as many partitions as its sub-topology has
 * tasks. Existing internal topics must already have those counts. A pattern source reads the topics matching it
 * when the client starts (unlike Java, a topic created later is read after the next restart).
 * @throws MissingSourceTopicsError when a source topic does not exist
 * @throws MissingSinkTopicsError when a sink topic named in the topology does not exist (sources are checked first)
 * @throws InternalTopicMismatchError when an existing internal topic has another partition count
 * @example
 * const layout = await prepareTopics({ topology, applicationId: 'wc', admin, replicationFactor: -1 })
 * @category Running
 * @since 0.1.0
 */
export const prepareTopics = async (options: PrepareTopicsOptions): Promise<TopicLayout> => {
  const { topology, applicationId, admin } = options
  const internal = new Map(topology.internalTopics().map((t) => [t.name, t]))
  const physical = (name: string): string =>
    internal.get(name)?.kind === 'repartition' ? internalTopicName(applicationId, name) : name
  const existing = new Set(await admin.listTopics())
  const matching = (patterns: readonly RegExp[]): string[] =>
    [...existing]
      .filter((t) => !t.startsWith(`${applicationId}-`) && patterns.some((p) => topicMatches(p, t)))
      .sort()
  const subtopologies: PhysicalSubtopology[] = topology.subtopologies.map((s) => ({
    id: s.id,
    nodes: s.nodes,
    sourceTopics: [...s.sourceTopics.map(physical), ...matching(s.sourcePatterns)],
    sinkTopics: s.sinkTopics.map(physical),
    stores: s.stores,
  }))
  const internalTopics = [...internal.values()].map((t) => ({
    ...t,
    topic: internalTopicName(applicationId, t.name),
  }))
  const internalNames = new Set(internalTopics.map((t) => t.topic))
  const externalSources = [
    ...new Set(subtopologies.flatMap((s) => s.sourceTopics).filter((t) => !internalNames.has(t))),
  ].sort()
  requireTopics(existing, externalSources, (topics) => new MissingSourceTopicsError(topics))
  // sinks with a fixed topic; those choosing it per record are not known until they send
  const externalSinks = subtopologies.flatMap((s) => s.sinkTopics).filter((t) => !internalNames.has(t))
  requireTopics(existing, externalSinks, (topics) => new MissingSinkTopicsError(topics))

  const known = [
    ...new Set([...externalSources, ...internalNames, ...subtopologies.flatMap((s) => s.sinkTopics)]),
  ].filter((t) => existing.has(t))
  const actual = new Map<string, number>()
  for (const d of await admin.describeTopics(known)) actual.set(d.topic, d.partitions.length)

  const partitions = new Map<string, number>(externalSources.map((t) => [t, actual.get(t) ?? 0]))
  const sourcesOf = (s: PhysicalSubtopology): number | undefined =>
    maxOf(s.sourceTopics.map((t) => partitions.get(t)))
  const repartitions = internalTopics.filter((t) => t.kind === 'repartition')
  for (const t of repartitions) if (t.partitions !== undefined) partitions.set(t.topic, t.partitions)
  for (let round = 0; round <= repartitions.length; round++) {
    for (const t of repartitions) {
      if (partitions.has(t.topic)) continue
      const writers = subtopologies.filter((s) => s.sinkTopics.includes(t.topic))
      const count = maxOf(writers.map(sourcesOf))
      if (count !== undefined) partitions.set(t.topic, count)
    }
  }
  const changelogs = new Map<string, string>()
  const toCreate: NewTopic[] = []
  const replication = options.replicationFactor > 0 ? { replicationFactor: options.replicationFactor } : {}
  for (const store of topology.stores.keys()) {
    const topic = topology.changelogTopicOf(store)
    if (topic === undefined) continue
    const name =
      internal.get(topic)?.kind === 'changelog' ? internalTopicName(applicationId, topic) : physical(topic)
    changelogs.set(store, name)
    if (!internalNames.has(name)) continue
    const owner = subtopologies.find((s) => s.stores.includes(store))
    partitions.set(name, (owner === undefined ? undefined : sourcesOf(owner)) ?? 1)
  }
  for (const t of internalTopics) {
    const wanted = partitions.get(t.topic) ?? 1
    partitions.set(t.topic, wanted)
    const has = actual.get(t.topic)
    if (has === undefined)
      toCreate.push({ topic: t.topic, numPartitions: wanted, configs: t.config, ...replication })
    else if (has !== wanted) throw new InternalTopicMismatchError(t.topic, wanted, has)
  }
  for (const [topic, count] of actual) if (!partitions.has(topic)) partitions.set(topic, count)
  if (toCreate.length > 0) {
    try {
      await admin.createTopics(toCreate)
    } catch (error) {
      // another instance of the application created them first
      if (!isKafkaClientError(error) || error._tag !== 'TopicAlreadyExists') throw error
    }
  }
  return {
    subtopologies,
    partitions,
    changelogs,
    copartitionGroups: topology.copartitionGroups().map((g) => g.map(physical)),
  }
}
