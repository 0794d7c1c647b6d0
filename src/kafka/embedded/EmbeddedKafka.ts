/**
 * An in-process Kafka broker that is also a {@link KafkaClientSupplier}: give it to the runtime instead of the
 * kafkajs supplier to run without a cluster (demos, tests, development). Deterministic on a `ManualClock`;
 * no network, no timers except through the clock.
 *
 * Client settings (`settings` of the options): `max.poll.records`, `fetch.max.bytes` and
 * `max.partition.fetch.bytes` bound what a `poll` returns, `enable.idempotence` makes a producer idempotent; the
 * others (`fetch.min.bytes`, `fetch.max.wait.ms`, `acks`, `compression.type`, `linger.ms`, `batch.size`,
 * `request.timeout.ms`, `retries`, `client.rack`) have no effect here, harmlessly: writes are in-process, synchronous
 * and fully acknowledged, records are kept uncompressed, and there is one broker and no request to time out or
 * retry. Security: PLAINTEXT, or SASL_PLAINTEXT with PLAIN and SCRAM users (see `users`); no TLS.
 * @since 0.1.0
 */
import { type Clock, systemClock } from '../../core/clock.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type {
  AdminOptions,
  AdminPort,
  AssignedConsumerPort,
  ConsumerOptions,
  GroupConsumerOptions,
  GroupConsumerPort,
  KafkaClientSupplier,
  ProducerOptions,
  ProducerPort,
} from '../ports.js'
import { EmbeddedAdmin } from './EmbeddedAdmin.js'
import { EmbeddedAssignedConsumer } from './EmbeddedAssignedConsumer.js'
import { EmbeddedAuthenticator, type EmbeddedUser } from './EmbeddedAuthenticator.js'
import { EmbeddedBroker } from './EmbeddedBroker.js'
import { EmbeddedGroupConsumer } from './EmbeddedGroupConsumer.js'
import { EmbeddedProducer } from './EmbeddedProducer.js'

/**
 * Options of an {@link EmbeddedKafka}.
 * @category Clients
 */
export interface EmbeddedKafkaOptions {
  /** Time source for timestamps, poll timeouts, session and transaction timeouts. Default: the system clock. */
  readonly clock?: Clock
  /** Partitions of a topic created with `numPartitions: -1` (Kafka's `num.partitions`). Topics are never auto-created. Default 1. */
  readonly defaultPartitions?: number
  /**
   * Users of a SASL_PLAINTEXT listener. Without them the broker takes PLAINTEXT clients only; with them, SASL
   * clients only, whose PLAIN or SCRAM credentials it checks at connect (`SaslAuthenticationFailed` when wrong).
   * TLS (SSL, SASL_SSL) and OAUTHBEARER are refused either way: the embedded broker has neither.
   */
  readonly users?: readonly EmbeddedUser[]
}

/**
 * The embedded broker and client supplier.
 * @example
 * const kafka = new EmbeddedKafka()
 * const admin = kafka.admin()
 * await admin.connect()
 * await admin.createTopics([{ topic: 'words', numPartitions: 3 }])
 * const producer = kafka.producer({ clientId: 'p' })
 * await producer.connect()
 * await producer.send([{ topic: 'words', key: Buffer.from('k'), value: Buffer.from('v') }])
 * @category Clients
 * @since 0.1.0
 */
export class EmbeddedKafka implements KafkaClientSupplier {
  private readonly broker: EmbeddedBroker
  private readonly defaultPartitions: number

  constructor(options: EmbeddedKafkaOptions = {}) {
    const defaultPartitions = options.defaultPartitions ?? 1
    if (!Number.isInteger(defaultPartitions) || defaultPartitions < 1) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `EmbeddedKafka option defaultPartitions must be a positive integer, got ${String(defaultPartitions)}.`,
      )
    }
    this.defaultPartitions = defaultPartitions
    this.broker = new EmbeddedBroker(options.clock ?? systemClock, new EmbeddedAuthenticator(options.users))
  }

  /** @throws SecurityConfigError for security settings this broker cannot speak (here and for every client). */
  producer(options: ProducerOptions): ProducerPort {
    this.broker.authenticator.admit(options.settings)
    return new EmbeddedProducer(this.broker, options)
  }

  consumer(options: GroupConsumerOptions): GroupConsumerPort {
    this.broker.authenticator.admit(options.settings)
    return new EmbeddedGroupConsumer(this.broker, options)
  }

  assignedConsumer(options: ConsumerOptions): AssignedConsumerPort {
    this.broker.authenticator.admit(options.settings)
    return new EmbeddedAssignedConsumer(this.broker, options)
  }

  admin(options: AdminOptions = {}): AdminPort {
    this.broker.authenticator.admit(options.settings)
    return new EmbeddedAdmin(
      this.broker,
      options.clientId ?? 'admin',
      this.defaultPartitions,
      options.settings,
    )
  }

  /**
   * Compacts a compacted topic now: below the last stable offset, only the latest record of each key stays;
   * offsets do not change. (Compacted partitions also compact by themselves once the records appended since
   * their last compaction reach 10,000 and outnumber the records it kept.)
   * @throws KafkaClientError `UnknownTopicOrPartition`, or `InvalidTopicConfiguration` if the topic is not compacted.
   */
  compact(topic: string): void {
    const found = this.broker.topic(topic)
    if (!found.compacted) {
      throw new KafkaClientError(
        'InvalidTopicConfiguration',
        `Topic '${topic}' has cleanup.policy=${found.configs['cleanup.policy'] ?? 'delete'}; only compacted topics compact.`,
        { topic },
      )
    }
    for (const log of found.partitions) log.compact()
  }
}
