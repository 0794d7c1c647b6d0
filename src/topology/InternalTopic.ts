/**
 * Topics a topology creates for itself: repartition topics and store changelogs. Their physical name is
 * `<application.id>-<name>` (see {@link internalTopicName}).
 * @since 0.1.0
 */

/**
 * An internal topic: its undecorated name (as `describe()` prints it), its role, partition count when fixed by the
 * program, and the topic configs to create it with.
 * @example
 * const t: InternalTopic = { name: 'counts-changelog', kind: 'changelog', partitions: undefined, config: { 'cleanup.policy': 'compact' } }
 * @category Building topologies
 * @since 0.1.0
 */
export interface InternalTopic {
  readonly name: string
  readonly kind: 'repartition' | 'changelog'
  /** Set by `Repartitioned.withNumberOfPartitions`; otherwise the runtime derives it from the source topics. */
  readonly partitions: number | undefined
  readonly config: Readonly<Record<string, string>>
}

/** Extra retention Kafka Streams adds to window store changelogs (`windowstore.changelog.additional.retention.ms`). */
export const WINDOW_CHANGELOG_ADDITIONAL_RETENTION_MS = 86_400_000

/**
 * Default configs of a repartition topic, as Kafka Streams creates them.
 * @category Building topologies
 * @since 0.1.0
 */
export const repartitionTopicConfig = (): Record<string, string> => ({
  'cleanup.policy': 'delete',
  'segment.bytes': '52428800',
  'retention.ms': '-1',
})

/**
 * The physical name of an internal topic: `<application.id>-<name>`.
 * @example
 * internalTopicName('wordcount', 'counts-store-changelog') // 'wordcount-counts-store-changelog'
 * @category Building topologies
 * @since 0.1.0
 */
export const internalTopicName = (applicationId: string, name: string): string => `${applicationId}-${name}`

/**
 * The changelog topic of a store, undecorated: `<store>-changelog`.
 * @category Building topologies
 * @since 0.1.0
 */
export const changelogTopicFor = (storeName: string): string => `${storeName}-changelog`
