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
import type { ClientConfig } from '../ClientConfig.js'
import type { ClientSettings } from '../clientSettings.js'
import { KafkaClientError } from '../KafkaClientError.js'
import { clientSecurity, type ClientSecurity, type SaslSettings } from '../security/clientSecurity.js'
import { isSecret } from '../security/Secret.js'
import { pickSecuritySettings } from '../security/securitySettings.js'
import { loadTlsMaterial, type TlsMaterial } from '../security/tlsMaterial.js'

/** Defines `name` on `target` as a getter that reveals a secret only when kafkajs reads it. */
const revealing = <T extends object>(target: T, name: string, read: () => string): T =>
  Object.defineProperty(target, name, { get: read, enumerable: false })

const tlsOptions = (m: TlsMaterial): ConnectionOptions => {
  const options: ConnectionOptions = {
    rejectUnauthorized: true,
    ...(m.ca === undefined ? {} : { ca: [m.ca] }),
    ...(m.certificateChain === undefined ? {} : { cert: m.certificateChain }),
    ...(m.verifyHostname ? {} : { checkServerIdentity: () => undefined }),
  }
  const { key, keyPassword } = m
  if (key !== undefined) revealing(options, 'key', () => key.reveal())
  if (keyPassword !== undefined) revealing(options, 'passphrase', () => keyPassword.reveal())
  return options
}

const saslOptions = (sasl: SaslSettings): SASLOptions => {
  if (sasl.mechanism === 'OAUTHBEARER') {
    const provider = sasl.tokenProvider
    return {
      mechanism: 'oauthbearer',
      oauthBearerProvider: async () => {
        let token: Awaited<ReturnType<typeof provider>>
        try {
          token = await provider()
        } catch (cause) {
          throw new KafkaClientError(
            'SaslAuthenticationFailed',
            "The OAUTHBEARER token provider ('sasl.oauthbearer.token.provider') failed; see the cause.",
            { cause },
          )
        }
        const value = token.value
        return { value: isSecret(value) ? value.reveal() : value }
      },
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
 * The security of one client: the supplier-wide settings with the client's own over them, checked.
 * @throws SecurityConfigError naming the setting at fault.
 * @example
 * securityOf(config, { 'security.protocol': 'SSL' }).protocol // 'SSL'
 * @category constructors
 * @since 0.1.0
 */
export const securityOf = (config: ClientConfig, settings: ClientSettings = {}): ClientSecurity => {
  const merged = { ...config.security, ...pickSecuritySettings(settings).settings }
  const checked = clientSecurity(merged)
  if (E.isLeft(checked)) throw checked.left
  return checked.right
}

/**
 * The `ssl` and `sasl` options of one client's `Kafka` constructor; TLS files are read here.
 * @throws SecurityConfigError `MissingTrustMaterial` for a trust or key store file that cannot be read.
 * @example
 * kafkajsSecurity({ protocol: 'SASL_SSL', tls, sasl }) // { ssl: { ca: [...], ... }, sasl: { mechanism: 'scram-sha-512', ... } }
 * @category constructors
 * @since 0.1.0
 */
export const kafkajsSecurity = (security: ClientSecurity): Pick<KafkaConfig, 'ssl' | 'sasl'> => {
  const options: { ssl?: ConnectionOptions; sasl?: SASLOptions } = {}
  if (security.tls !== undefined) {
    const material = loadTlsMaterial(security.tls)
    if (E.isLeft(material)) throw material.left
    options.ssl = tlsOptions(material.right)
  }
  if (security.sasl !== undefined) options.sasl = saslOptions(security.sasl)
  return options
}
