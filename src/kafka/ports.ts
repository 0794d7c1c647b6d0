import type { Headers } from '../core/processorApi/Headers.js'
import type { ClientSettings } from './clientSettings.js'
/**
 * The client port: everything the runtime needs from Kafka, and nothing more. Two adapters implement it:
 * `kafkajs/` (a real cluster) and `embedded/` (an in-process broker). Both pass one conformance suite
 * (`src/kafka/conformance/`). Errors crossing the port are {@link KafkaClientError}s, never adapter errors.
 *
 * Offsets and timestamps are plain numbers (safe up to 2^53, far beyond any real log); keys and values are
 * `Buffer | null` (null value = tombstone).
 * @since 0.1.0
 */

/** A topic and one of its partitions. */
export interface TopicPartition {
  readonly topic: string
  readonly partition: number
}

/** A position in a partition: the offset of the next record to read. */
export interface TopicPartitionOffset extends TopicPartition {
  readonly offset: number
}

/** A record header; a record's headers are an ordered list in which names may repeat. */
export type { Header } from '../core/processorApi/Headers.js'

/** A record to send. Without `partition`, a keyed record goes to Kafka's murmur2 partition of its key bytes. */
export interface ProducerRecord {
  readonly topic: string
  readonly partition?: number | undefined
  readonly key: Buffer | null
  readonly value: Buffer | null
  /** Milliseconds since the epoch; the producer's clock when omitted. */
  readonly timestamp?: number | undefined
  /** None when omitted or empty. */
  readonly headers?: Headers | undefined
}

/** Where a sent record landed. */
export interface SentRecordMetadata extends TopicPartitionOffset {
  readonly timestamp: number
}

/** A record read from a partition. */
export interface ConsumerRecord extends TopicPartitionOffset {
  readonly key: Buffer | null
  readonly value: Buffer | null
  readonly timestamp: number
  readonly headers: Headers
}

/** Identifies a group member's generation; sent with offsets in a transaction so a zombie is fenced. */
export interface ConsumerGroupMetadata {
  readonly groupId: string
  readonly generationId: number
  readonly memberId: string
  readonly groupInstanceId?: string
}

// ---------------------------------------------------------------------------------------------------------------
// producer
// ---------------------------------------------------------------------------------------------------------------

/** How to build a producer. */
export interface ProducerOptions {
  readonly clientId: string
  /** Idempotent delivery (no duplicates from retries). Implied by `transactionalId`. */
  readonly idempotent?: boolean
  /** Enables transactions; stable per task under exactly-once, so a restarted task fences its zombie. */
  readonly transactionalId?: string
  readonly transactionTimeoutMs?: number
  /** Kafka producer settings for this client (`acks`, `compression.type`, ...); absent ones keep the defaults. */
  readonly settings?: ClientSettings
}

/**
 * Sends records, in batches, optionally inside transactions (Java's `Producer` semantics: `beginTransaction`,
 * then sends, `sendOffsetsToTransaction`, and `commitTransaction` or `abortTransaction`).
 */
export interface ProducerPort {
  connect(): Promise<void>
  /** Sends a batch; resolves when every record is acknowledged, in the order given. */
  send(records: readonly ProducerRecord[]): Promise<SentRecordMetadata[]>
  /** Registers the transactional id with the coordinator, fencing older producers with the same id. */
  initTransactions(): Promise<void>
  beginTransaction(): Promise<void>
  /** Adds consumed offsets to the open transaction; they commit or abort with it. */
  sendOffsetsToTransaction(
    offsets: readonly TopicPartitionOffset[],
    group: ConsumerGroupMetadata,
  ): Promise<void>
  commitTransaction(): Promise<void>
  abortTransaction(): Promise<void>
  disconnect(): Promise<void>
}

// ---------------------------------------------------------------------------------------------------------------
// consumer
// ---------------------------------------------------------------------------------------------------------------

/** What a member announces when it joins: its subscription and opaque user data for the assignor. */
export interface GroupMemberSubscription {
  readonly memberId: string
  readonly topics: readonly string[]
  readonly userData: Buffer
  /** The partitions the member still owns (consumer protocol v1+; cooperative members keep them while rejoining). */
  readonly ownedPartitions?: readonly TopicPartition[]
}

/** What the leader hands each member: its partitions and opaque user data. */
export interface GroupMemberAssignment {
  readonly partitions: readonly TopicPartition[]
  readonly userData: Buffer
}

/**
 * A pluggable partition assignor. The group leader's assignor computes every member's assignment from all
 * subscriptions (user data included) and the partition counts of the subscribed topics.
 */
export interface GroupAssignor {
  /** Protocol name, agreed by all members of the group. */
  readonly name: string
  /** User data this member sends with its subscription, computed at each join. */
  subscriptionUserData(topics: readonly string[]): Buffer
  /**
   * Every member's assignment. It may await I/O (Kafka Streams' leader reads changelog end offsets here); the group
   * waits for it within the rebalance timeout.
   */
  assign(input: {
    readonly members: readonly GroupMemberSubscription[]
    readonly partitionsPerTopic: ReadonlyMap<string, number>
  }): ReadonlyMap<string, GroupMemberAssignment> | Promise<ReadonlyMap<string, GroupMemberAssignment>>
}

/** Callbacks around a rebalance (eager protocol: every partition is revoked, then the new set is assigned). */
export interface RebalanceListener {
  /** Before the member gives its partitions up: commit what was processed. Awaited before rejoining. */
  onPartitionsRevoked(partitions: readonly TopicPartition[]): Promise<void>
  /** After the group agreed: the partitions and the assignor's user data for this member. */
  onPartitionsAssigned(assignment: GroupMemberAssignment): Promise<void>
}

/** Read-committed hides records of aborted and still-open transactions. */
export type ConsumerIsolationLevel = 'read_committed' | 'read_uncommitted'

/** Where to start when a partition has no committed offset. */
export type OffsetResetPolicy = 'earliest' | 'latest'

/** Options shared by both consumer kinds. */
export interface ConsumerOptions {
  readonly clientId: string
  readonly isolationLevel?: ConsumerIsolationLevel
  readonly autoOffsetReset?: OffsetResetPolicy
  /** Upper bound of records one `poll` returns. */
  readonly maxPollRecords?: number
  /**
   * Kafka consumer settings for this client (`fetch.min.bytes`, `client.rack`, ...); absent ones keep the
   * defaults. `maxPollRecords`, when given, wins over `'max.poll.records'`.
   */
  readonly settings?: ClientSettings
}

/** How to build a group member. */
export interface GroupConsumerOptions extends ConsumerOptions {
  readonly groupId: string
  readonly assignor?: GroupAssignor
  readonly rebalanceListener?: RebalanceListener
  readonly sessionTimeoutMs?: number
  readonly heartbeatIntervalMs?: number
  /** Static membership (KIP-345): a restart with the same id does not trigger a rebalance. */
  readonly groupInstanceId?: string
}

/** Reading records: pull-based, as Java's `poll`, whatever the adapter does underneath. */
export interface RecordSource {
  /** Resolves with up to `maxPollRecords` records as soon as some are available, or `[]` after `timeoutMs`. */
  poll(timeoutMs: number): Promise<ConsumerRecord[]>
  /** The partitions this consumer reads now. */
  assignment(): TopicPartition[]
  pause(partitions: readonly TopicPartition[]): void
  resume(partitions: readonly TopicPartition[]): void
  /** The next `poll` of that partition starts at `offset`. */
  seek(position: TopicPartitionOffset): void
  /** The offset of the next record this consumer will return for the partition. */
  position(partition: TopicPartition): number | undefined
  disconnect(): Promise<void>
}

/** A consumer-group member: subscribes to topics and is assigned partitions by the group's assignor. */
export interface GroupConsumerPort extends RecordSource {
  connect(): Promise<void>
  subscribe(topics: readonly string[]): Promise<void>
  commitOffsets(offsets: readonly TopicPartitionOffset[]): Promise<void>
  committed(partitions: readonly TopicPartition[]): Promise<TopicPartitionOffset[]>
  /** Current generation, for `sendOffsetsToTransaction`; undefined before the first join. */
  groupMetadata(): ConsumerGroupMetadata | undefined
  /** Asks the group to rebalance (e.g. after the assignor's inputs changed). */
  enforceRebalance(): void
}

/** A consumer with manual assignment and no group (restoration, standby and global-store reads). */
export interface AssignedConsumerPort extends RecordSource {
  connect(): Promise<void>
  /** Replaces the assignment; new partitions start at their earliest offset unless `seek` says otherwise. */
  assign(partitions: readonly TopicPartition[]): Promise<void>
}

// ---------------------------------------------------------------------------------------------------------------
// admin
// ---------------------------------------------------------------------------------------------------------------

/** A topic to create. */
export interface NewTopic {
  readonly topic: string
  readonly numPartitions: number
  readonly replicationFactor?: number
  /** Topic configs, e.g. `{ 'cleanup.policy': 'compact' }`. */
  readonly configs?: Readonly<Record<string, string>>
}

/** A topic as the cluster describes it. */
export interface TopicDescription {
  readonly topic: string
  readonly partitions: readonly {
    readonly partition: number
    readonly leader: number
    readonly replicas: readonly number[]
    readonly isr: readonly number[]
  }[]
}

/** The first and next-to-write offsets of a partition. */
export interface PartitionOffsets extends TopicPartition {
  readonly earliest: number
  readonly latest: number
}

/** A broker of the cluster. */
export interface BrokerInfo {
  readonly nodeId: number
  readonly host: string
  readonly port: number
}

/** How to build an admin client. */
export interface AdminOptions {
  readonly clientId?: string
  /** Kafka admin settings for this client (`request.timeout.ms`, `retries`); absent ones keep the defaults. */
  readonly settings?: ClientSettings
}

/** Cluster administration the runtime needs. */
export interface AdminPort {
  connect(): Promise<void>
  /** Creates topics; fails with `TopicAlreadyExists` naming any that exist. */
  createTopics(topics: readonly NewTopic[]): Promise<void>
  listTopics(): Promise<string[]>
  /** Fails with `UnknownTopicOrPartition` for a topic that does not exist. */
  describeTopics(topics: readonly string[]): Promise<TopicDescription[]>
  /** Topic configs actually in force (non-default ones at least). */
  describeTopicConfigs(topic: string): Promise<Record<string, string>>
  /** Earliest and latest offsets; `read_committed` gives the last stable offset as latest. */
  listOffsets(topic: string, isolationLevel?: ConsumerIsolationLevel): Promise<PartitionOffsets[]>
  /** Offsets a group committed, for the given topics. */
  fetchCommittedOffsets(groupId: string, topics: readonly string[]): Promise<TopicPartitionOffset[]>
  deleteTopics(topics: readonly string[]): Promise<void>
  describeCluster(): Promise<{
    readonly brokers: readonly BrokerInfo[]
    readonly controllerId: number | null
  }>
  disconnect(): Promise<void>
}

// ---------------------------------------------------------------------------------------------------------------
// supplier
// ---------------------------------------------------------------------------------------------------------------

/**
 * Builds clients, as Java's `KafkaClientSupplier`. The runtime takes any supplier without knowing which adapter
 * is behind it: `EmbeddedKafka` is one, `KafkajsClientSupplier` another.
 */
export interface KafkaClientSupplier {
  producer(options: ProducerOptions): ProducerPort
  consumer(options: GroupConsumerOptions): GroupConsumerPort
  assignedConsumer(options: ConsumerOptions): AssignedConsumerPort
  admin(options?: AdminOptions): AdminPort
}
