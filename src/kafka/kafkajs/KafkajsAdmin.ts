/**
 * {@link AdminPort} over kafkajs' admin client. Offsets are listed through a cluster connection per isolation level
 * (see `captureCluster.ts`), because kafkajs' admin always asks for the last stable offset.
 * @since 0.1.0
 */
import type { Admin, Cluster, Kafka } from 'kafkajs'
import type { Clock } from '../../core/clock.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type {
  AdminPort,
  BrokerInfo,
  ConsumerIsolationLevel,
  NewTopic,
  PartitionOffsets,
  TopicDescription,
  TopicPartitionOffset,
} from '../ports.js'
import { captureCluster } from './captureCluster.js'
import { ClientState } from '../ClientState.js'
import { ConfigResourceTypes } from './kafkajsModule.js'
import { guard, protocolErrorType, toKafkaClientError } from './toKafkaClientError.js'

interface TopicErrorLike {
  readonly type?: unknown
  readonly topic?: unknown
}

/** Errors saying that the broker asked no longer leads the partition: fresh metadata names the new leader. */
const movedLeader = new Set([
  'NOT_LEADER_FOR_PARTITION',
  'LEADER_NOT_AVAILABLE',
  'FENCED_LEADER_EPOCH',
  'UNKNOWN_LEADER_EPOCH',
])

const names = (topics: readonly string[]): string => topics.map((t) => `'${t}'`).join(', ')

/** Cluster administration on a real cluster; build it with `KafkajsClientSupplier.admin`. */
export class KafkajsAdmin implements AdminPort {
  private readonly admin: Admin
  private readonly offsetClusters = new Map<ConsumerIsolationLevel, Cluster>()
  private readonly state: ClientState

  constructor(
    private readonly kafka: Kafka,
    private readonly clientId: string,
    private readonly clock: Clock,
    /** How long to wait for new topics' leaders. */
    private readonly timeoutMs: number,
  ) {
    this.admin = kafka.admin()
    this.state = new ClientState(`Admin client '${clientId}'`)
  }

  async connect(): Promise<void> {
    this.state.requireConnectable()
    await guard(`connecting admin client '${this.clientId}'`, () => this.admin.connect())
    this.state.markConnected()
  }

  async createTopics(topics: readonly NewTopic[]): Promise<void> {
    this.state.requireConnected()
    if (topics.length === 0) return
    const wanted = topics.map((t) => t.topic)
    let created: boolean
    try {
      created = await this.admin.createTopics({
        waitForLeaders: false,
        topics: topics.map((t) => ({
          topic: t.topic,
          numPartitions: t.numPartitions,
          replicationFactor: t.replicationFactor ?? -1,
          configEntries: Object.entries(t.configs ?? {}).map(([name, value]) => ({ name, value })),
        })),
      })
    } catch (error) {
      const existing = this.existingTopicsIn(error)
      if (existing.length > 0) throw this.alreadyExists(existing, error)
      throw toKafkaClientError(
        error,
        `creating topic(s) ${names(wanted)}`,
        wanted.length === 1 ? wanted[0] : undefined,
      )
    }
    // kafkajs answers false, without an error, when every topic already existed.
    if (!created) throw this.alreadyExists(wanted, undefined)
    await this.waitForLeaders(wanted)
  }

  /**
   * Waits until every new topic's partition leaders answer. kafkajs' own wait gives up when the metadata does not
   * list a topic yet, which a KRaft broker does for a moment after creating it; and a leader named in the metadata
   * may refuse writes for a moment more, which would make the first send retry (and duplicate, if not idempotent).
   * Asking each leader for its offsets proves it is ready.
   */
  private async waitForLeaders(topics: readonly string[]): Promise<void> {
    const deadline = this.clock.now() + this.timeoutMs
    const cluster = await this.offsetCluster('read_uncommitted')
    const ready = async (): Promise<boolean> => {
      const metadata = await this.admin.fetchTopicMetadata({ topics: [...topics] })
      const led = metadata.topics.every((t) => t.partitions.every((p) => p.leader >= 0))
      if (metadata.topics.length !== topics.length || !led) return false
      await cluster.addMultipleTargetTopics([...topics])
      await cluster.fetchTopicsOffset(
        metadata.topics.map((t) => ({
          topic: t.name,
          fromBeginning: false,
          partitions: t.partitions.map((p) => ({ partition: p.partitionId })),
        })),
      )
      return true
    }
    for (;;) {
      const answer = await ready().catch((error: unknown) => error)
      if (answer === true) return
      if (this.clock.now() >= deadline) {
        if (answer !== false)
          throw toKafkaClientError(answer, `waiting for the leaders of new topic(s) ${names(topics)}`)
        throw new KafkaClientError(
          'Timeout',
          `New topic(s) ${names(topics)} had no leaders after ${this.timeoutMs} ms.`,
        )
      }
      await this.clock.sleep(50)
    }
  }

  async listTopics(): Promise<string[]> {
    this.state.requireConnected()
    return guard('listing topics', () => this.admin.listTopics())
  }

  async describeTopics(topics: readonly string[]): Promise<TopicDescription[]> {
    this.state.requireConnected()
    const metadata = await guard(
      `describing topic(s) ${names(topics)}`,
      () => this.admin.fetchTopicMetadata({ topics: [...topics] }),
      topics.length === 1 ? topics[0] : undefined,
    )
    return metadata.topics.map((t) => ({
      topic: t.name,
      partitions: t.partitions
        .map((p) => ({ partition: p.partitionId, leader: p.leader, replicas: p.replicas, isr: p.isr }))
        .sort((a, b) => a.partition - b.partition),
    }))
  }

  async describeTopicConfigs(topic: string): Promise<Record<string, string>> {
    this.state.requireConnected()
    const response = await guard(
      `describing the configs of topic '${topic}'`,
      () =>
        this.admin.describeConfigs({
          includeSynonyms: false,
          resources: [{ type: ConfigResourceTypes.TOPIC, name: topic }],
        }),
      topic,
    )
    const resource = response.resources[0]
    if (resource !== undefined && resource.errorCode !== 0) {
      throw new KafkaClientError(
        resource.errorCode === 3 ? 'UnknownTopicOrPartition' : 'KafkaProtocolError',
        `Kafka client failed while describing the configs of topic '${topic}': ${resource.errorMessage}`,
        { topic },
      )
    }
    const configs: Record<string, string> = {}
    for (const entry of resource?.configEntries ?? []) {
      if (typeof entry.configValue === 'string') configs[entry.configName] = entry.configValue
    }
    return configs
  }

  async listOffsets(
    topic: string,
    isolationLevel: ConsumerIsolationLevel = 'read_uncommitted',
  ): Promise<PartitionOffsets[]> {
    this.state.requireConnected()
    const cluster = await this.offsetCluster(isolationLevel)
    return guard(
      `listing the offsets of topic '${topic}'`,
      async () => {
        await cluster.addTargetTopic(topic)
        const partitions = cluster
          .findTopicPartitionMetadata(topic)
          .map((p) => ({ partition: p.partitionId }))
        if (partitions.length === 0) {
          throw new KafkaClientError('UnknownTopicOrPartition', `Topic '${topic}' does not exist.`, { topic })
        }
        const [earliest, latest] = await this.withFreshLeaders(cluster, () =>
          Promise.all(
            [true, false].map((fromBeginning) =>
              cluster.fetchTopicsOffset([{ topic, partitions, fromBeginning }]),
            ),
          ),
        )
        const offsetOf = (answer: typeof earliest, partition: number): number =>
          Number(answer?.[0]?.partitions.find((p) => p.partition === partition)?.offset ?? -1)
        return partitions
          .map(({ partition }) => ({
            topic,
            partition,
            earliest: offsetOf(earliest, partition),
            latest: offsetOf(latest, partition),
          }))
          .sort((a, b) => a.partition - b.partition)
      },
      topic,
    )
  }

  async fetchCommittedOffsets(groupId: string, topics: readonly string[]): Promise<TopicPartitionOffset[]> {
    this.state.requireConnected()
    const answer = await guard(`fetching the offsets group '${groupId}' committed`, () =>
      this.admin.fetchOffsets({ groupId, topics: [...topics] }),
    )
    return answer.flatMap(({ topic, partitions }) =>
      partitions
        .map((p) => ({ topic, partition: p.partition, offset: Number(p.offset) }))
        .filter((p) => p.offset >= 0)
        .sort((a, b) => a.partition - b.partition),
    )
  }

  async deleteTopics(topics: readonly string[]): Promise<void> {
    this.state.requireConnected()
    if (topics.length === 0) return
    await guard(
      `deleting topic(s) ${names(topics)}`,
      () => this.admin.deleteTopics({ topics: [...topics] }),
      topics.length === 1 ? topics[0] : undefined,
    )
  }

  async describeCluster(): Promise<{
    readonly brokers: readonly BrokerInfo[]
    readonly controllerId: number | null
  }> {
    this.state.requireConnected()
    const cluster = await guard('describing the cluster', () => this.admin.describeCluster())
    return {
      brokers: cluster.brokers.map(({ nodeId, host, port }) => ({ nodeId, host, port })),
      controllerId: cluster.controller,
    }
  }

  async disconnect(): Promise<void> {
    if (!this.state.markDisconnected()) return
    const clusters = [...this.offsetClusters.values()]
    this.offsetClusters.clear()
    await guard(`disconnecting admin client '${this.clientId}'`, async () => {
      await Promise.all(clusters.map((c) => c.disconnect()))
      await this.admin.disconnect()
    })
  }

  /**
   * Runs `call`; when a partition's leader moved since the cluster's metadata was read (a broker restarted),
   * refreshes the metadata and asks again, as Java's admin client does, a few times with a growing pause.
   */
  private async withFreshLeaders<A>(cluster: Cluster, call: () => Promise<A>): Promise<A> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call()
      } catch (error) {
        const type = protocolErrorType(error)
        if (attempt >= 10 || type === undefined || !movedLeader.has(type)) throw error
        await this.clock.sleep(Math.min(100 * attempt, 1_000))
        await cluster.refreshMetadata()
      }
    }
  }

  private async offsetCluster(isolationLevel: ConsumerIsolationLevel): Promise<Cluster> {
    const known = this.offsetClusters.get(isolationLevel)
    if (known !== undefined) return known
    const cluster = captureCluster(this.kafka, isolationLevel === 'read_uncommitted')
    this.offsetClusters.set(isolationLevel, cluster)
    await guard(`connecting admin client '${this.clientId}'`, () => cluster.connect())
    return cluster
  }

  private existingTopicsIn(error: unknown): string[] {
    const errors = (error as { readonly errors?: unknown }).errors
    if (!Array.isArray(errors)) return []
    return errors
      .map((e: TopicErrorLike) =>
        e.type === 'TOPIC_ALREADY_EXISTS' && typeof e.topic === 'string' ? e.topic : '',
      )
      .filter((t) => t !== '')
  }

  private alreadyExists(topics: readonly string[], cause: unknown): KafkaClientError<'TopicAlreadyExists'> {
    return new KafkaClientError('TopicAlreadyExists', `Topic(s) ${names(topics)} already exist.`, {
      cause,
      ...(topics.length === 1 ? { topic: topics[0] } : {}),
    })
  }
}
