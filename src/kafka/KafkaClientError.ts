/**
 * The errors that cross the client port. Adapters map their own errors (kafkajs, embedded) to these, so no
 * adapter error type leaks past `src/kafka/`. `retryable` says whether the same call may succeed later.
 * @since 0.1.0
 */

import { StreamsError } from '../errors/StreamsError.js'

/** Each kind of failure, with whether retrying can help. One table, so the rule lives in one place. */
const retryableByTag = {
  /** The client's own configuration is wrong (bad broker list, bad option). */
  InvalidConfiguration: false,
  /** A topic or partition does not exist (topics are never auto-created). */
  UnknownTopicOrPartition: false,
  TopicAlreadyExists: false,
  /** A topic configuration or partition count the broker refused. */
  InvalidTopicConfiguration: false,
  /** The broker cannot be reached, or went away. */
  BrokerNotAvailable: true,
  /** The broker did not answer in time. */
  Timeout: true,
  /**
   * Fewer replicas of the partition are in sync than the topic's `min.insync.replicas`: a broker is down or still
   * catching up, and the write was refused (or not acknowledged) until it is back.
   */
  NotEnoughReplicas: true,
  /** A newer producer with the same transactional id exists: this one is a zombie and must stop. */
  ProducerFenced: false,
  /** A transactional call out of order (commit without begin, send without init, ...). */
  InvalidTransactionState: false,
  /** The group is rebalancing; the member must rejoin before committing. */
  RebalanceInProgress: true,
  /** Offsets could not be committed because the member's generation is stale. */
  CommitFailed: false,
  /** The client was used after `disconnect()`, or before `connect()`. */
  ClientNotConnected: false,
  /** The broker refused the SASL credentials (wrong user or password, a mechanism it does not enable, a bad token). */
  SaslAuthenticationFailed: false,
  /** The TLS handshake failed: the broker's certificate is not trusted or not for its host, or the broker refused ours. */
  SslAuthenticationFailed: false,
  /** Any other protocol error; `retryable` comes from Kafka's own classification. */
  KafkaProtocolError: false,
} as const

/**
 * The tag of a {@link KafkaClientError}.
 * @category Errors
 */
export type KafkaClientErrorTag = keyof typeof retryableByTag

/**
 * An error from a Kafka client, whichever adapter produced it.
 * @example
 * try { await admin.describeTopics(['nope']) } catch (e) { if (isKafkaClientError(e) && e._tag === 'UnknownTopicOrPartition') ... }
 * @category Errors
 * @since 0.1.0
 */
export class KafkaClientError<Tag extends KafkaClientErrorTag = KafkaClientErrorTag> extends StreamsError {
  readonly retryable: boolean

  constructor(
    readonly _tag: Tag,
    message: string,
    options: { readonly cause?: unknown; readonly retryable?: boolean; readonly topic?: string } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = `KafkaClientError(${_tag})`
    this.retryable = options.retryable ?? retryableByTag[_tag]
    this.topic = options.topic
  }

  /** The topic concerned, when there is one. */
  readonly topic: string | undefined
}

/**
 * Narrows an unknown thrown value.
 * @category Errors
 * @since 0.1.0
 */
export const isKafkaClientError = (e: unknown): e is KafkaClientError => e instanceof KafkaClientError
