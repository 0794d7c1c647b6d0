// A SASL_SSL listener beside the PLAINTEXT one: TLS with a per-run CA, SCRAM-SHA-512 and PLAIN users.
import { randomBytes } from 'node:crypto'
import type { TestCertificates } from './tlsCertificates.js'

/** What a client needs to reach the SASL_SSL listener of a test cluster. */
export interface SecuredListenerInfo {
  /** Comma-separated `127.0.0.1:port` of every broker's SASL_SSL listener. */
  readonly bootstrapServers: string
  /** The PEM file of the CA that signed the brokers' certificate (`ssl.truststore.location`). */
  readonly caFile: string
  /** A CA that signed nothing here, for a trust store that does not match. */
  readonly otherCaFile: string
  /** A user known to SCRAM-SHA-512 and PLAIN. */
  readonly username: string
  /** Its password, random per run. */
  readonly password: string
  /** The SASL mechanisms the listener enables. */
  readonly mechanisms: readonly string[]
}

/** The test user of one run: one name, a random password. */
export interface SecuredUser {
  readonly username: string
  readonly password: string
}

/**
 * A user with a fresh random password.
 *
 * @example
 * ```ts
 * const user = newSecuredUser() // { username: 'tributary', password: '...' }
 * ```
 */
export const newSecuredUser = (): SecuredUser => ({
  username: 'tributary',
  password: randomBytes(18).toString('base64url'),
})

/** The mechanisms the SASL_SSL listener enables (SCRAM-SHA-256 is left out on purpose: tests use it as unknown). */
export const securedMechanisms: readonly string[] = ['SCRAM-SHA-512', 'PLAIN', 'OAUTHBEARER']

/**
 * The `server.properties` settings of the SASL_SSL listener (its address is in `listeners`, see
 * `serverProperties`): PEM key store, SCRAM-SHA-512 (credentials made at format time), PLAIN with the same user, and
 * OAUTHBEARER with Kafka's unsecured token validator (unsigned tokens; for tests only).
 *
 * @example
 * ```ts
 * writeFileSync(file, serverProperties(node, nodes, securedServerProperties(certs, user)))
 * ```
 */
export function securedServerProperties(
  certs: TestCertificates,
  user: SecuredUser,
): Readonly<Record<string, string>> {
  const prefix = 'listener.name.sasl_ssl'
  return {
    'sasl.enabled.mechanisms': securedMechanisms.join(','),
    'ssl.keystore.type': 'PEM',
    'ssl.keystore.location': certs.brokerKeyStoreFile,
    'ssl.client.auth': 'none',
    [`${prefix}.scram-sha-512.sasl.jaas.config`]:
      'org.apache.kafka.common.security.scram.ScramLoginModule required;',
    [`${prefix}.plain.sasl.jaas.config`]: `org.apache.kafka.common.security.plain.PlainLoginModule required user_${user.username}="${user.password}";`,
    [`${prefix}.oauthbearer.sasl.jaas.config`]:
      'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required;',
  }
}

/**
 * The storage tool's arguments that create the user's SCRAM-SHA-512 credentials when a node is formatted.
 *
 * @example
 * ```ts
 * await runKafkaTool(classpath, 'kafka.tools.StorageTool', ['format', ..., ...scramFormatArguments(user)])
 * ```
 */
export const scramFormatArguments = (user: SecuredUser): readonly string[] => [
  '--add-scram',
  `SCRAM-SHA-512=[name=${user.username},password=${user.password}]`,
]
