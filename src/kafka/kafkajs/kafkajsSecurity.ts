/**
 * Kafka's security settings turned into kafkajs' `ssl` and `sasl` options: `security.protocol` SSL and SASL_SSL
 * give `ssl` (the trust store as `ca`, the key store as `cert`/`key`, `ssl.key.password` as `passphrase`,
 * `ssl.endpoint.identification.algorithm=''` as a host-name check that accepts any name); SASL_PLAINTEXT and
 * SASL_SSL give `sasl` (PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512 with the JAAS user and password, OAUTHBEARER with
 * the token provider). Secrets are revealed only here, behind getters, so an inspected kafkajs config shows
 * `[Getter]` and not a password.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import type { KafkaConfig, SASLOptions } from 'kafkajs'
import type { ConnectionOptions } from 'node:tls'
import type { ClientSecurity } from '../security/clientSecurity.js'
import type { SaslSettings } from '../security/saslSettings.js'
import { readOAuthBearerToken } from '../security/readOAuthBearerToken.js'
import { nodeTlsOptions } from '../security/nodeTlsOptions.js'
import { loadTlsMaterial } from '../security/tlsMaterial.js'

/** Defines `name` on `target` as a getter that reveals a secret only when kafkajs reads it. */
const revealing = <T extends object>(target: T, name: string, read: () => string): T =>
  Object.defineProperty(target, name, { get: read, enumerable: false })

const saslOptions = (sasl: SaslSettings): SASLOptions => {
  if (sasl.mechanism === 'OAUTHBEARER') {
    const provider = sasl.tokenProvider
    return {
      mechanism: 'oauthbearer',
      oauthBearerProvider: async () => ({ value: await readOAuthBearerToken(provider) }),
    }
  }
  const mechanism =
    sasl.mechanism === 'PLAIN'
      ? 'plain'
      : sasl.mechanism === 'SCRAM-SHA-256'
        ? 'scram-sha-256'
        : 'scram-sha-512'
  const password = sasl.password
  return revealing({ mechanism, username: sasl.username } as SASLOptions, 'password', () => password.reveal())
}

/**
 * The `ssl` and `sasl` options of one client's `Kafka` constructor; TLS files are read here.
 * @throws SecurityConfigError `MissingTrustMaterial` for a trust or key store file that cannot be read.
 * @example
 * kafkajsSecurity({ protocol: 'SASL_SSL', tls, sasl }) // { ssl: { ca: [...], ... }, sasl: { mechanism: 'scram-sha-512', ... } }
 * @category Clients
 * @since 0.1.0
 */
export const kafkajsSecurity = (security: ClientSecurity): Pick<KafkaConfig, 'ssl' | 'sasl'> => {
  const options: { ssl?: ConnectionOptions; sasl?: SASLOptions } = {}
  if (security.tls !== undefined) {
    const material = loadTlsMaterial(security.tls)
    if (E.isLeft(material)) throw material.left
    options.ssl = nodeTlsOptions(material.right, false)
  }
  if (security.sasl !== undefined) options.sasl = saslOptions(security.sasl)
  return options
}
