/**
 * The SASL part of one client's security settings: the mechanism, and its credentials from `sasl.jaas.config`
 * (PLAIN, SCRAM) or from the token provider (OAUTHBEARER).
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import { parseJaasConfig, type JaasEntry } from './jaasConfig.js'
import { Secret } from './Secret.js'
import type { OAuthBearerTokenProvider, SecuritySettingKey, SecuritySettings } from './securitySettings.js'
import type { Reader, Result } from './settingReader.js'

/**
 * The SASL mechanisms a client speaks.
 * @category Configuration
 * @since 0.1.0
 */
export type SaslMechanism = 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512' | 'OAUTHBEARER'

const mechanisms: readonly SaslMechanism[] = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'OAUTHBEARER']

const loginModules = {
  plain: 'org.apache.kafka.common.security.plain.PlainLoginModule',
  scram: 'org.apache.kafka.common.security.scram.ScramLoginModule',
  oauth: 'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule',
} as const

/**
 * SASL credentials of one client.
 * @category Configuration
 * @since 0.1.0
 */
export type SaslSettings =
  | {
      readonly mechanism: 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512'
      readonly username: string
      readonly password: Secret
    }
  | { readonly mechanism: 'OAUTHBEARER'; readonly tokenProvider: OAuthBearerTokenProvider }

/** The SASL settings, which only SASL_PLAINTEXT and SASL_SSL use. */
export const saslKeys: readonly SecuritySettingKey[] = [
  'sasl.mechanism',
  'sasl.jaas.config',
  'sasl.oauthbearer.token.provider',
]

const jaasOf = (s: SecuritySettings, r: Reader, mechanism: SaslMechanism): Result<JaasEntry | undefined> => {
  const jaas = s['sasl.jaas.config']
  if (jaas === undefined) return E.right(undefined)
  const parsed = parseJaasConfig(jaas.reveal())
  if (E.isLeft(parsed))
    return r.fail('MalformedJaasConfig', 'sasl.jaas.config', `{} cannot be read: ${parsed.left}.`)
  const module = parsed.right.loginModule
  const fits =
    mechanism === 'OAUTHBEARER'
      ? module === loginModules.oauth
      : module === loginModules.plain || module === loginModules.scram
  if (fits) return E.right(parsed.right)
  const known = Object.values(loginModules) as readonly string[]
  const wanted =
    mechanism === 'OAUTHBEARER'
      ? loginModules.oauth
      : mechanism === 'PLAIN'
        ? loginModules.plain
        : loginModules.scram
  return r.fail(
    'MalformedJaasConfig',
    'sasl.jaas.config',
    `{} names the login module ${known.includes(module) ? module : `'${module}', which this client does not have`}` +
      `, which does not fit 'sasl.mechanism' ${mechanism}: use ${wanted}.`,
  )
}

/**
 * The SASL credentials of one client whose protocol has SASL.
 * @example
 * saslSettingsOf({ 'sasl.mechanism': 'OAUTHBEARER', 'sasl.oauthbearer.token.provider': provider }, reader)
 * // Right({ mechanism: 'OAUTHBEARER', tokenProvider: provider })
 * @category Configuration
 * @since 0.1.0
 */
export const saslSettingsOf = (s: SecuritySettings, r: Reader): Result<SaslSettings> => {
  const raw = s['sasl.mechanism']
  if (raw === undefined)
    return r.fail(
      'UnknownSaslMechanism',
      'sasl.mechanism',
      `{} is not set, and Kafka's default, GSSAPI (Kerberos), is not supported: set one of ${mechanisms.join(', ')}.`,
    )
  const mechanism = mechanisms.find((m) => m === raw.trim().toUpperCase())
  if (mechanism === undefined)
    return r.fail(
      'UnknownSaslMechanism',
      'sasl.mechanism',
      `{} is ${JSON.stringify(raw)}, which this client does not speak: use one of ${mechanisms.join(', ')}.`,
    )
  const jaas = jaasOf(s, r, mechanism)
  if (E.isLeft(jaas)) return jaas
  const provider = s['sasl.oauthbearer.token.provider']
  if (mechanism === 'OAUTHBEARER')
    return provider === undefined
      ? r.fail(
          'MissingCredentials',
          'sasl.oauthbearer.token.provider',
          "{} is missing: 'sasl.mechanism' OAUTHBEARER needs a function that returns a current token.",
        )
      : E.right({ mechanism, tokenProvider: provider })
  if (provider !== undefined)
    return r.fail(
      'SecurityProtocolMismatch',
      'sasl.oauthbearer.token.provider',
      `{} is only for 'sasl.mechanism' OAUTHBEARER, but it is ${mechanism}: remove one of them.`,
    )
  if (jaas.right === undefined)
    return r.fail(
      'MissingCredentials',
      'sasl.jaas.config',
      `{} is missing: ${mechanism} needs it, e.g. ${mechanism === 'PLAIN' ? loginModules.plain : loginModules.scram} required username="..." password="...";`,
    )
  const username = jaas.right.options.get('username')
  const password = jaas.right.options.get('password')
  if (username === undefined || password === undefined)
    return r.fail(
      'MalformedJaasConfig',
      'sasl.jaas.config',
      `{} has no ${username === undefined ? 'username' : 'password'} option: write username="..." password="..." before the closing ;.`,
    )
  return E.right({ mechanism, username, password: Secret.of(password) })
}
