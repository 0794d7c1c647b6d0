/**
 * The kafkajs adapter of the client port: builds producers, consumers and admin clients for a real Kafka cluster
 * from validated client settings (Kafka's dotted keys).
 * @since 0.1.0
 */
import type { Kafka as KafkaClient } from 'kafkajs'
import { systemClock, type Clock } from '../../core/clock.js'
import { rangeAssignor } from '../rangeAssignor.js'
import { KafkaClientError } from '../KafkaClientError.js'
import { clientConfig, type ClientConfig, type ClientConfigInput } from '../ClientConfig.js'
import type { ClientSettings } from '../clientSettings.js'
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
import { KafkajsAdmin } from './KafkajsAdmin.js'
import { KafkajsFetchConsumer } from './KafkajsFetchConsumer.js'
import { KafkajsGroupConsumer, type KafkajsMemberOptions } from './KafkajsGroupConsumer.js'
import { completeLogger, consoleLogger, type Logger } from '../../core/Logger.js'
import { kafkajsLevelOf, kafkajsLogger, type ClientLogLevel } from './kafkajsLogger.js'
import { consumerFetchOptions, kafkaClientOptions } from './kafkajsClientOptions.js'
import { securityOf } from '../security/securityOf.js'
import { kafkajsSecurity } from './kafkajsSecurity.js'
import { Kafka } from './kafkajsModule.js'
import { KafkajsProducer } from './KafkajsProducer.js'

/**
 * Collaborators of the supplier (not Kafka settings).
 * @category Clients
 */
export interface KafkajsClientSupplierOptions {
  /** Time source for timestamps, poll timeouts and heartbeats while the runtime holds records; default system. */
  readonly clock?: Clock
  /** Least severe client log line kept (after mapping, see `kafkajsLogger`); default `'info'`. */
  readonly logLevel?: ClientLogLevel
  /** Where the clients' log lines go (levels it lacks are dropped); default `consoleLogger()`. */
  readonly logger?: Partial<Logger>
}

/**
 * Builds kafkajs clients behind the port. Throws a `KafkaClientError` tagged `InvalidConfiguration` when the
 * settings are wrong, and a `SecurityConfigError` when the security settings are (or a TLS file cannot be read).
 * @example
 * const supplier = new KafkajsClientSupplier({ 'bootstrap.servers': '127.0.0.1:9092', 'client.id': 'app' })
 * const producer = supplier.producer({ clientId: 'app-producer', idempotent: true })
 * @category Clients
 * @since 0.1.0
 */
export class KafkajsClientSupplier implements KafkaClientSupplier {
  /** The validated settings, defaults filled in. */
  readonly config: ClientConfig
  private readonly clock: Clock
  private readonly options: KafkajsClientSupplierOptions

  constructor(config: ClientConfigInput, options: KafkajsClientSupplierOptions = {}) {
    this.config = clientConfig(config)
    // security mistakes and unreadable TLS files fail here, not at the first connection
    kafkajsSecurity(securityOf(this.config))
    this.clock = options.clock ?? systemClock
    this.options = options
  }

  producer(options: ProducerOptions): ProducerPort {
    // kafkajs gives a producer its own retry count unless told one: the client's `retries` is passed on explicitly
    const { retry } = kafkaClientOptions(this.config, options.clientId, options.settings)
    return new KafkajsProducer(this.kafka(options.clientId, options.settings), options, this.clock, retry)
  }

  /** Throws `InvalidConfiguration` for `groupInstanceId`: kafkajs cannot join as a static member (KIP-345). */
  consumer(options: GroupConsumerOptions): GroupConsumerPort {
    if (options.groupInstanceId !== undefined) {
      throw new KafkaClientError(
        'InvalidConfiguration',
        `Consumer '${options.clientId}' asks for static membership (groupInstanceId '${options.groupInstanceId}'), which kafkajs cannot do: leave groupInstanceId out, or use the embedded broker.`,
      )
    }
    return new KafkajsGroupConsumer(
      this.kafka(options.clientId, options.settings),
      {
        ...this.memberOptions(options),
        groupId: options.groupId,
        assignor: options.assignor ?? rangeAssignor,
        eager: true,
        ...(options.rebalanceListener === undefined ? {} : { rebalanceListener: options.rebalanceListener }),
        ...(options.sessionTimeoutMs === undefined ? {} : { sessionTimeoutMs: options.sessionTimeoutMs }),
        ...(options.heartbeatIntervalMs === undefined
          ? {}
          : { heartbeatIntervalMs: options.heartbeatIntervalMs }),
      },
      this.clock,
    )
  }

  assignedConsumer(options: ConsumerOptions): AssignedConsumerPort {
    return new KafkajsFetchConsumer(
      this.kafka(options.clientId, options.settings),
      { ...this.memberOptions(options), autoOffsetReset: options.autoOffsetReset ?? 'earliest' },
      this.clock,
    )
  }

  admin(options: AdminOptions = {}): AdminPort {
    const clientId = options.clientId ?? `${this.config['client.id']}-admin`
    const kafka = this.kafka(clientId, options.settings)
    const timeout = options.settings?.['request.timeout.ms'] ?? this.config['request.timeout.ms']
    return new KafkajsAdmin(kafka, clientId, this.clock, timeout)
  }

  private memberOptions(
    options: ConsumerOptions,
  ): Omit<KafkajsMemberOptions, 'groupId' | 'assignor' | 'eager'> {
    return {
      clientId: options.clientId,
      isolationLevel: options.isolationLevel ?? 'read_uncommitted',
      autoOffsetReset: options.autoOffsetReset ?? 'latest',
      sessionTimeoutMs: 30_000,
      heartbeatIntervalMs: 3_000,
      ...consumerFetchOptions(this.config, options.settings, options.maxPollRecords),
    }
  }

  /** Where the clients log, and from which level. */
  protected get logging(): { readonly threshold: ClientLogLevel; readonly logger: Logger } {
    const { logLevel, logger } = this.options
    return {
      threshold: logLevel ?? 'info',
      logger: logger === undefined ? consoleLogger() : completeLogger(logger),
    }
  }

  private kafka(clientId: string, settings?: ClientSettings): KafkaClient {
    const { threshold, logger } = this.logging
    return new Kafka({
      ...kafkaClientOptions(this.config, clientId, settings),
      logLevel: kafkajsLevelOf(threshold),
      logCreator: kafkajsLogger(threshold, logger),
    })
  }
}
