/**
 * The state of one in-process broker, shared by every client an {@link EmbeddedKafka} builds: topics,
 * the group and transaction coordinators, producer ids and the clock.
 * @since 0.1.0
 */
import type { Clock } from '../../core/clock.js'
import { EmbeddedAuthenticator } from './EmbeddedAuthenticator.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type { TopicPartition } from '../ports.js'
import { GroupCoordinator } from './GroupCoordinator.js'
import type { PartitionLog } from './PartitionLog.js'
import { Topic } from './Topic.js'
import { TransactionCoordinator } from './TransactionCoordinator.js'
import type { ValidNewTopic } from './validateNewTopic.js'

/** The fake single node of the embedded cluster; the host name's `.invalid` domain says it is not on a network. */
export const embeddedNode = Object.freeze({ nodeId: 0, host: 'in-process.embedded-kafka.invalid', port: 0 })

/** Topics, coordinators and clock of one embedded broker. */
export class EmbeddedBroker {
  readonly groups: GroupCoordinator
  readonly transactions: TransactionCoordinator
  private readonly topics = new Map<string, Topic>()
  private lastProducerId = 999

  constructor(
    readonly clock: Clock,
    /** Who may connect (PLAINTEXT for anyone, unless given users). */
    readonly authenticator: EmbeddedAuthenticator = new EmbeddedAuthenticator(),
  ) {
    this.groups = new GroupCoordinator(clock)
    this.transactions = new TransactionCoordinator(clock, this.groups, () => this.allocateProducerId())
  }

  /** A fresh producer id (idempotent and transactional producers). */
  allocateProducerId(): number {
    return ++this.lastProducerId
  }

  /** @throws KafkaClientError `UnknownTopicOrPartition`: topics are never created on use. */
  topic(name: string): Topic {
    const topic = this.topics.get(name)
    if (topic === undefined) {
      throw new KafkaClientError(
        'UnknownTopicOrPartition',
        `Topic '${name}' does not exist on the embedded broker (topics are not auto-created; create it with the admin client).`,
        { topic: name },
      )
    }
    return topic
  }

  /** @throws KafkaClientError `UnknownTopicOrPartition` for a missing topic or a partition out of range. */
  partition(tp: TopicPartition): PartitionLog {
    const topic = this.topic(tp.topic)
    const log = topic.partitions[tp.partition]
    if (log === undefined) {
      throw new KafkaClientError(
        'UnknownTopicOrPartition',
        `Topic '${tp.topic}' has partitions 0..${topic.partitions.length - 1}; partition ${tp.partition} does not exist.`,
        { topic: tp.topic },
      )
    }
    return log
  }

  /** Whether the topic exists. */
  hasTopic(name: string): boolean {
    return this.topics.has(name)
  }

  /** Topic names, sorted. */
  topicNames(): string[] {
    return [...this.topics.keys()].sort()
  }

  /** Creates a validated topic; the caller checked that the name is free. */
  createTopic(topic: ValidNewTopic): void {
    this.topics.set(topic.topic, new Topic(topic.topic, topic.numPartitions, topic.configs))
    this.groups.topicChanged(topic.topic)
  }

  /** @throws KafkaClientError `UnknownTopicOrPartition` for a missing topic. */
  deleteTopic(name: string): void {
    this.topic(name).delete()
    this.topics.delete(name)
    this.groups.topicChanged(name)
  }
}
