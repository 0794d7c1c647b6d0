/**
 * Kafka's client settings turned into @platformatic/kafka producer options, as pure functions (no connection): the
 * supplier-wide {@link ClientConfig} with one producer's {@link ClientSettings} over it.
 *
 * Mapping: `bootstrap.servers` -> `bootstrapBrokers`, `socket.connection.setup.timeout.ms` -> `connectTimeout`,
 * `request.timeout.ms` -> `requestTimeout` (and the produce timeout the broker is given), `retries` -> `retries`,
 * `retry.backoff.ms` / `retry.backoff.max.ms` -> an exponential `retryDelay` (Kafka's `CONCURRENT_TRANSACTIONS` is
 * retried after {@link CONCURRENT_TRANSACTIONS_BACKOFF_MS}, as Java's producer does), `acks` -> `acks` (`all` is
 * -1), `compression.type` -> `compression`, `enable.idempotence` -> `idempotent`, the transaction timeout -> the
 * `timeout` given to InitProducerId. Security as for kafkajs: `tls` from the trust and key stores, `sasl` PLAIN,
 * SCRAM-SHA-256/512 (the password a provider read at authentication) or OAUTHBEARER (the token provider).
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import type { ProducerOptions as PlatformaticProducerOptions, SASLOptions } from '@platformatic/kafka'
import type { ClientConfig } from '../ClientConfig.js'
import type { ClientSettings } from '../clientSettings.js'
import type { ProducerOptions } from '../ports.js'
import type { ClientSecurity } from '../security/clientSecurity.js'
import { nodeTlsOptions } from '../security/nodeTlsOptions.js'
import type { SaslSettings } from '../security/saslSettings.js'
import { readOAuthBearerToken } from '../security/readOAuthBearerToken.js'
import { loadTlsMaterial } from '../security/tlsMaterial.js'
import { CONCURRENT_TRANSACTIONS_BACKOFF_MS } from '../retryTransient.js'
import { platformaticProtocolError } from './toPlatformaticClientError.js'

/**
 * How long to wait before retry `attempt` (1 for the first retry) after `error`: 20 ms for
 * `CONCURRENT_TRANSACTIONS`, else `retry.backoff.ms` doubled per attempt up to `retry.backoff.max.ms`.
 * @example
 * retryDelay(100, 1000)(2, error) // 200
 * @category Clients
 * @since 0.1.0
 */
export const retryDelay =
  (backoffMs: number, maxBackoffMs: number) =>
  (attempt: number, error: unknown): number =>
    platformaticProtocolError(error) === 'CONCURRENT_TRANSACTIONS'
      ? CONCURRENT_TRANSACTIONS_BACKOFF_MS
      : Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1))

const saslOptions = (sasl: SaslSettings): SASLOptions => {
  if (sasl.mechanism === 'OAUTHBEARER') {
    const provider = sasl.tokenProvider
    return {
      mechanism: 'OAUTHBEARER',
      token: () => readOAuthBearerToken(provider),
    }
  }
  const password = sasl.password
  return { mechanism: sasl.mechanism, username: sasl.username, password: () => password.reveal() }
}

/**
 * The `tls` and `sasl` options of one client; TLS files are read here.
 * @throws SecurityConfigError `MissingTrustMaterial` for a trust or key store file that cannot be read.
 * @example
 * platformaticSecurity({ protocol: 'SASL_SSL', tls, sasl }).sasl?.mechanism // 'SCRAM-SHA-512'
 * @category Clients
 * @since 0.1.0
 */
export const platformaticSecurity = (
  security: ClientSecurity,
): Pick<PlatformaticProducerOptions<Buffer, Buffer, Buffer, Buffer>, 'tls' | 'sasl'> => {
  const options: Pick<PlatformaticProducerOptions<Buffer, Buffer, Buffer, Buffer>, 'tls' | 'sasl'> = {}
  if (security.tls !== undefined) {
    const material = loadTlsMaterial(security.tls)
    if (E.isLeft(material)) throw material.left
    options.tls = nodeTlsOptions(material.right, true)
  }
  if (security.sasl !== undefined) options.sasl = saslOptions(security.sasl)
  return options
}

/**
 * The options of one producer: connection, retries, security and the produce settings (`acks`, compression,
 * idempotence; a transactional producer is idempotent).
 * @example
 * platformaticProducerOptions(config, security, { clientId: 'p', settings: { acks: '1' } }).acks // 1
 * @category Clients
 * @since 0.1.0
 */
export const platformaticProducerOptions = (
  config: ClientConfig,
  security: ClientSecurity,
  options: ProducerOptions,
): PlatformaticProducerOptions<Buffer, Buffer, Buffer, Buffer> => {
  const settings: ClientSettings = options.settings ?? {}
  const compression = settings['compression.type']
  const transactional = options.transactionalId !== undefined
  const idempotent = transactional || (options.idempotent ?? settings['enable.idempotence']) === true
  const acks = settings.acks
  const requestTimeout = settings['request.timeout.ms'] ?? config['request.timeout.ms']
  const delay = retryDelay(config['retry.backoff.ms'], config['retry.backoff.max.ms'])
  return {
    ...platformaticSecurity(security),
    clientId: options.clientId,
    bootstrapBrokers: [...config['bootstrap.servers']],
    connectTimeout: config['socket.connection.setup.timeout.ms'],
    requestTimeout,
    timeout: options.transactionTimeoutMs ?? requestTimeout,
    retries: settings.retries ?? config.retries,
    retryDelay: (_client, _operation, attempt, _retries, error) => delay(attempt, error),
    autocreateTopics: false,
    strict: false,
    idempotent,
    // InitProducerId as a new producer (Java's -1/-1); the client's default 0/0 asks to bump epoch 0 of producer 0
    producerId: -1n,
    producerEpoch: -1,
    ...(transactional ? { transactionalId: options.transactionalId } : {}),
    ...(acks === undefined ? {} : { acks: acks === 'all' ? -1 : Number(acks) }),
    ...(compression === undefined ? {} : { compression }),
  }
}
