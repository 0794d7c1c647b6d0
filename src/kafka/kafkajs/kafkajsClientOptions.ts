/**
 * Kafka's client settings turned into kafkajs options, as pure functions (no connection): the supplier-wide
 * {@link ClientConfig} with one client's {@link ClientSettings} over it.
 *
 * Mapping: `request.timeout.ms` -> `requestTimeout`, `retries` -> `retry.retries` (of that client's `Kafka`),
 * `fetch.min.bytes` -> `minBytes`, `fetch.max.bytes` -> `maxBytes`, `max.partition.fetch.bytes` ->
 * `maxBytesPerPartition`, `fetch.max.wait.ms` -> `maxWaitTimeInMs`, `client.rack` -> `rackId`, `max.poll.records`
 * -> the records one `poll` returns, `acks` -> `sendBatch({ acks })` (`all` is -1), `compression.type` ->
 * `sendBatch({ compression })` (`none` or `gzip` only: kafkajs has no other codec built in),
 * `enable.idempotence` -> the producer's `idempotent`. `linger.ms` and `batch.size` have no kafkajs counterpart and
 * no effect: the adapter sends each batch the runtime hands it at once, which a linger of 0 and any batch size
 * allow.
 * @since 0.1.0
 */
import type { KafkaConfig } from 'kafkajs'
import type { ClientConfig } from '../ClientConfig.js'
import { supportedCompression, type ClientSettings } from '../clientSettings.js'
import { KafkaClientError } from '../KafkaClientError.js'
import { securityOf } from '../security/securityOf.js'
import { kafkajsSecurity } from './kafkajsSecurity.js'

/** kafkajs' `CompressionTypes.None` and `CompressionTypes.GZIP`. */
const compressionCodes: Readonly<Record<string, number>> = { none: 0, gzip: 1 }

/**
 * The `Kafka` constructor options of one client, without its logger; `ssl` and `sasl` come from the security
 * settings (see `kafkajsSecurity`).
 * @throws SecurityConfigError for security settings that do not fit together, or a TLS file that cannot be read.
 * @example
 * kafkaClientOptions(config, 'app-producer', { 'request.timeout.ms': 5000 }).requestTimeout // 5000
 * @category Clients
 * @since 0.1.0
 */
export const kafkaClientOptions = (
  config: ClientConfig,
  clientId: string,
  settings: ClientSettings = {},
): Omit<KafkaConfig, 'logCreator'> => ({
  ...kafkajsSecurity(securityOf(config, settings)),
  clientId,
  brokers: [...config['bootstrap.servers']],
  connectionTimeout: config['socket.connection.setup.timeout.ms'],
  requestTimeout: settings['request.timeout.ms'] ?? config['request.timeout.ms'],
  // a SASL handshake that hangs fails like any other request
  authenticationTimeout: settings['request.timeout.ms'] ?? config['request.timeout.ms'],
  retry: {
    retries: settings.retries ?? config.retries,
    initialRetryTime: config['retry.backoff.ms'],
    maxRetryTime: config['retry.backoff.max.ms'],
  },
})

/** The fetch options of one consumer (kafkajs' `consumer({...})` names), and its records per `poll`. */
export interface KafkajsFetchOptions {
  readonly maxPollRecords: number
  readonly fetchMaxWaitMs: number
  readonly maxBytesPerPartition: number
  readonly minBytes?: number
  readonly maxBytes?: number
  readonly rackId?: string
}

/**
 * The fetch options of one consumer: its settings over the supplier-wide ones; `maxPollRecords` (a port option)
 * wins over `'max.poll.records'`.
 * @example
 * consumerFetchOptions(config, { 'fetch.min.bytes': 1024 }).minBytes // 1024
 * @category Clients
 * @since 0.1.0
 */
export const consumerFetchOptions = (
  config: ClientConfig,
  settings: ClientSettings = {},
  maxPollRecords?: number,
): KafkajsFetchOptions => ({
  maxPollRecords: maxPollRecords ?? settings['max.poll.records'] ?? 500,
  fetchMaxWaitMs: settings['fetch.max.wait.ms'] ?? config['fetch.max.wait.ms'],
  maxBytesPerPartition: settings['max.partition.fetch.bytes'] ?? config['max.partition.fetch.bytes'],
  ...(settings['fetch.min.bytes'] === undefined ? {} : { minBytes: settings['fetch.min.bytes'] }),
  ...(settings['fetch.max.bytes'] === undefined ? {} : { maxBytes: settings['fetch.max.bytes'] }),
  ...(settings['client.rack'] === undefined || settings['client.rack'] === ''
    ? {}
    : { rackId: settings['client.rack'] }),
})

/** What a producer adds to each `sendBatch`, and whether it is idempotent. */
export interface KafkajsProducerSettings {
  /** Given to every `sendBatch`: `acks` (-1, 0 or 1) and `compression` (a `CompressionTypes` code). */
  readonly send: { readonly acks?: number; readonly compression?: number }
  /** `enable.idempotence` when set, else undefined (the port option decides). */
  readonly idempotent?: boolean
}

/**
 * The producer options of one client's settings.
 * @throws KafkaClientError `InvalidConfiguration` for a compression type kafkajs cannot write.
 * @example
 * producerSettings({ acks: 'all', 'compression.type': 'gzip' }).send // { acks: -1, compression: 1 }
 * @category Clients
 * @since 0.1.0
 */
export const producerSettings = (settings: ClientSettings = {}): KafkajsProducerSettings => {
  const compression = settings['compression.type']
  if (compression !== undefined && !supportedCompression.includes(compression))
    throw new KafkaClientError(
      'InvalidConfiguration',
      `'compression.type' '${compression}' needs a codec kafkajs does not have built in: use 'gzip' or 'none'.`,
    )
  const acks = settings.acks
  return {
    send: {
      ...(acks === undefined ? {} : { acks: acks === 'all' ? -1 : Number(acks) }),
      ...(compression === undefined ? {} : { compression: compressionCodes[compression]! }),
    },
    ...(settings['enable.idempotence'] === undefined ? {} : { idempotent: settings['enable.idempotence'] }),
  }
}
