/**
 * Administration of the embedded broker: topics with configs, offsets (the last stable offset for
 * `read_committed`), a group's committed offsets, and the cluster's single in-process node.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'
import type { ClientSettings } from '../clientSettings.js'
import type {
  AdminPort,
  BrokerInfo,
  ConsumerIsolationLevel,
  NewTopic,
  PartitionOffsets,
  TopicDescription,
  TopicPartitionOffset,
} from '../ports.js'
import { ClientLifecycle } from './ClientLifecycle.js'
import { type EmbeddedBroker, embeddedNode } from './EmbeddedBroker.js'
import { validateNewTopic } from './validateNewTopic.js'

const replicas: readonly number[] = Object.freeze([embeddedNode.nodeId])

/** An admin client on an embedded broker; build it with `EmbeddedKafka.admin`. */
export class EmbeddedAdmin implements AdminPort {
  private readonly lifecycle: ClientLifecycle

  constructor(
    private readonly broker: EmbeddedBroker,
    clientId: string,
    private readonly defaultPartitions: number,
    settings?: ClientSettings,
  ) {
    this.lifecycle = new ClientLifecycle(`Admin client '${clientId}'`, () =>
      broker.authenticator.authenticate(settings),
    )
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- async so a refusal is a rejection, not a throw
  async connect(): Promise<void> {
    this.lifecycle.connect()
  }

  /**
   * Creates every valid new topic, as Kafka does per topic.
   * @throws KafkaClientError `InvalidTopicConfiguration` (nothing created) or `TopicAlreadyExists` naming them.
   */
  createTopics(topics: readonly NewTopic[]): Promise<void> {
    return this.run(() => {
      const valid = topics.map((t) => validateNewTopic(t, this.defaultPartitions))
      const names = valid.map((t) => t.topic)
      const repeated = names.find((n, i) => names.indexOf(n) !== i)
      if (repeated !== undefined) {
        throw new KafkaClientError('InvalidTopicConfiguration', `Topic '${repeated}' is listed twice.`, {
          topic: repeated,
        })
      }
      const existing = names.filter((n) => this.broker.hasTopic(n))
      for (const topic of valid) if (!existing.includes(topic.topic)) this.broker.createTopic(topic)
      const [first] = existing
      if (first !== undefined) {
        throw new KafkaClientError(
          'TopicAlreadyExists',
          `Topic${existing.length > 1 ? 's' : ''} ${existing.map((n) => `'${n}'`).join(', ')} already exist${existing.length > 1 ? '' : 's'}.`,
          { topic: first },
        )
      }
    })
  }

  listTopics(): Promise<string[]> {
    return this.run(() => this.broker.topicNames())
  }

  describeTopics(topics: readonly string[]): Promise<TopicDescription[]> {
    return this.run(() =>
      topics.map((name) => ({
        topic: name,
        partitions: this.broker.topic(name).partitions.map((log) => ({
          partition: log.partition,
          leader: embeddedNode.nodeId,
          replicas,
          isr: replicas,
        })),
      })),
    )
  }

  describeTopicConfigs(topic: string): Promise<Record<string, string>> {
    return this.run(() => ({ ...this.broker.topic(topic).configs }))
  }

  listOffsets(
    topic: string,
    isolationLevel: ConsumerIsolationLevel = 'read_uncommitted',
  ): Promise<PartitionOffsets[]> {
    return this.run(() =>
      this.broker.topic(topic).partitions.map((log) => ({
        topic,
        partition: log.partition,
        earliest: log.logStartOffset,
        latest: log.latest(isolationLevel),
      })),
    )
  }

  /** The group's committed offsets on those topics (an unknown group has none). */
  fetchCommittedOffsets(groupId: string, topics: readonly string[]): Promise<TopicPartitionOffset[]> {
    return this.run(() => {
      for (const topic of topics) this.broker.topic(topic)
      return this.broker.groups.find(groupId)?.offsets.forTopics(topics) ?? []
    })
  }

  /** @throws KafkaClientError `UnknownTopicOrPartition` naming the first missing topic (nothing deleted). */
  deleteTopics(topics: readonly string[]): Promise<void> {
    return this.run(() => {
      for (const topic of topics) this.broker.topic(topic)
      for (const topic of topics) this.broker.deleteTopic(topic)
    })
  }

  /** One fake node, `in-process.embedded-kafka.invalid:0`: the embedded broker has no network address. */
  describeCluster(): Promise<{
    readonly brokers: readonly BrokerInfo[]
    readonly controllerId: number | null
  }> {
    return this.run(() => ({ brokers: [{ ...embeddedNode }], controllerId: embeddedNode.nodeId }))
  }

  disconnect(): Promise<void> {
    this.lifecycle.close()
    return Promise.resolve()
  }

  /** Checks the connection, runs the call, and turns a throw into a rejection. */
  private run<A>(call: () => A): Promise<A> {
    try {
      this.lifecycle.check()
      return Promise.resolve(call())
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
}
