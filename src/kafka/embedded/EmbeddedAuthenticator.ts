/**
 * Who may connect to an embedded broker. Without users it has one PLAINTEXT listener, as a development broker
 * does; given users, it has one SASL_PLAINTEXT listener and checks each client's PLAIN or SCRAM credentials when it
 * connects, failing a wrong user or password with the non-retryable `SaslAuthenticationFailed` a real broker gives
 * through kafkajs. It has no TLS: SSL and SASL_SSL are refused when a client is built, as is OAUTHBEARER (it has
 * no token validator).
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import { timingSafeEqual } from 'node:crypto'
import type { ClientSettings } from '../clientSettings.js'
import { KafkaClientError } from '../KafkaClientError.js'
import { clientSecurity, type ClientSecurity } from '../security/clientSecurity.js'
import { Secret } from '../security/Secret.js'
import { SecurityConfigError } from '../security/SecurityConfigError.js'
import { pickSecuritySettings } from '../security/securitySettings.js'

/**
 * A user of an embedded broker.
 * @example
 * new EmbeddedKafka({ users: [{ username: 'app', password: 'app-secret', mechanism: 'SCRAM-SHA-512' }] })
 * @category Clients
 * @since 0.1.0
 */
export interface EmbeddedUser {
  readonly username: string
  readonly password: string | Secret
  /** The one mechanism this user may use; default any of PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512. */
  readonly mechanism?: 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512'
}

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Checks the security of the embedded broker's clients. */
export class EmbeddedAuthenticator {
  private readonly users: ReadonlyMap<string, { readonly password: Secret; readonly mechanism?: string }>

  constructor(users: readonly EmbeddedUser[] = []) {
    const byName = new Map<string, { readonly password: Secret; readonly mechanism?: string }>()
    for (const user of users) {
      if (typeof user.username !== 'string' || user.username === '' || byName.has(user.username))
        throw new KafkaClientError(
          'InvalidConfiguration',
          'EmbeddedKafka users need a distinct, non-empty username each.',
        )
      const password = Secret.of(user.password)
      byName.set(
        user.username,
        user.mechanism === undefined ? { password } : { password, mechanism: user.mechanism },
      )
    }
    this.users = byName
  }

  /**
   * The security of a client about to be built; what this broker cannot speak is refused.
   * @throws SecurityConfigError `UnsupportedSecuritySetting` for TLS, for SASL without users, and for OAUTHBEARER.
   */
  admit(settings: ClientSettings = {}): ClientSecurity {
    const checked = clientSecurity(pickSecuritySettings(settings).settings)
    if (E.isLeft(checked)) throw checked.left
    const security = checked.right
    if (security.tls !== undefined)
      throw new SecurityConfigError(
        'UnsupportedSecuritySetting',
        'security.protocol',
        `'security.protocol' is ${security.protocol}, but EmbeddedKafka has no TLS: use ` +
          `${this.users.size > 0 ? 'SASL_PLAINTEXT' : 'PLAINTEXT'} against it.`,
      )
    if (security.sasl !== undefined && this.users.size === 0)
      throw new SecurityConfigError(
        'UnsupportedSecuritySetting',
        'security.protocol',
        `'security.protocol' is ${security.protocol}, but this EmbeddedKafka has no users, so it speaks PLAINTEXT ` +
          'only: remove the SASL settings, or give EmbeddedKafka users ({ users: [{ username, password }] }).',
      )
    if (security.sasl?.mechanism === 'OAUTHBEARER')
      throw new SecurityConfigError(
        'UnsupportedSecuritySetting',
        'sasl.mechanism',
        "'sasl.mechanism' is OAUTHBEARER, but EmbeddedKafka cannot validate tokens: use PLAIN or SCRAM with its users.",
      )
    return security
  }

  /**
   * Checks a connecting client's credentials.
   * @throws KafkaClientError `SaslAuthenticationFailed` for a wrong user, password or mechanism, or no SASL when
   * the broker has users.
   */
  authenticate(settings: ClientSettings = {}): void {
    const { sasl } = this.admit(settings)
    if (this.users.size === 0) return
    if (sasl === undefined)
      throw new KafkaClientError(
        'SaslAuthenticationFailed',
        "EmbeddedKafka was given users, so it takes SASL only: set 'security.protocol' to SASL_PLAINTEXT, " +
          "'sasl.mechanism' and 'sasl.jaas.config'.",
      )
    if (sasl.mechanism === 'OAUTHBEARER') return
    const user = this.users.get(sasl.username)
    const allowed = user !== undefined && (user.mechanism === undefined || user.mechanism === sasl.mechanism)
    if (!allowed || !same(user.password.reveal(), sasl.password.reveal()))
      throw new KafkaClientError(
        'SaslAuthenticationFailed',
        `Authentication failed: invalid credentials with SASL mechanism ${sasl.mechanism}. Check the user and ` +
          "password of 'sasl.jaas.config'.",
      )
  }
}
