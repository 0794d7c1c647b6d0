/**
 * What one client's security settings mean together: the protocol, the TLS material to trust and present, and the
 * SASL credentials. Every mistake is a {@link SecurityConfigError} naming the setting (with its prefix) and saying
 * what to fix, never showing a secret.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import { parseJaasConfig, type JaasEntry } from './jaasConfig.js'
import { Secret } from './Secret.js'
import { SecurityConfigError, type SecurityConfigErrorTag } from './SecurityConfigError.js'
import type { OAuthBearerTokenProvider, SecuritySettingKey, SecuritySettings } from './securitySettings.js'

/**
 * Kafka's `security.protocol` values.
 * @category model
 * @since 0.1.0
 */
export type SecurityProtocol = 'PLAINTEXT' | 'SSL' | 'SASL_PLAINTEXT' | 'SASL_SSL'

/**
 * The SASL mechanisms a client speaks.
 * @category model
 * @since 0.1.0
 */
export type SaslMechanism = 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512' | 'OAUTHBEARER'

const protocols: readonly SecurityProtocol[] = ['PLAINTEXT', 'SSL', 'SASL_PLAINTEXT', 'SASL_SSL']
const mechanisms: readonly SaslMechanism[] = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'OAUTHBEARER']

const loginModules = {
  plain: 'org.apache.kafka.common.security.plain.PlainLoginModule',
  scram: 'org.apache.kafka.common.security.scram.ScramLoginModule',
  oauth: 'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule',
} as const

/**
 * Where trusted certificates come from: the system's CAs, PEM text, or a PEM file.
 * @category model
 * @since 0.1.0
 */
export type TrustMaterial =
  | { readonly _tag: 'SystemCAs' }
  | { readonly _tag: 'PemText'; readonly certificates: Secret }
  | { readonly _tag: 'PemFile'; readonly location: string }

/**
 * The certificate and key a client presents for mutual TLS: PEM text, or one PEM file holding both.
 * @category model
 * @since 0.1.0
 */
export type KeyMaterial =
  | {
      readonly _tag: 'PemText'
      readonly chain: Secret
      readonly key: Secret
      readonly keyPassword: Secret | undefined
    }
  | { readonly _tag: 'PemFile'; readonly location: string; readonly keyPassword: Secret | undefined }

/**
 * TLS of one client.
 * @category model
 * @since 0.1.0
 */
export interface TlsSettings {
  readonly trust: TrustMaterial
  readonly identity: KeyMaterial | undefined
  /** `ssl.endpoint.identification.algorithm`: `https` (the default) checks the broker's host name, `''` does not. */
  readonly verifyHostname: boolean
}

/**
 * SASL credentials of one client.
 * @category model
 * @since 0.1.0
 */
export type SaslSettings =
  | {
      readonly mechanism: 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512'
      readonly username: string
      readonly password: Secret
    }
  | { readonly mechanism: 'OAUTHBEARER'; readonly tokenProvider: OAuthBearerTokenProvider }

/**
 * One client's security: TLS when the protocol has it, SASL when the protocol has it.
 * @category model
 * @since 0.1.0
 */
export interface ClientSecurity {
  readonly protocol: SecurityProtocol
  readonly tls: TlsSettings | undefined
  readonly sasl: SaslSettings | undefined
}

/**
 * The security of a client with no security settings.
 * @category constructors
 * @since 0.1.0
 */
export const plaintext: ClientSecurity = { protocol: 'PLAINTEXT', tls: undefined, sasl: undefined }

/** Names a setting as the user wrote it (with its client prefix). */
export type SettingOrigin = (name: SecuritySettingKey) => string

type Result<A> = E.Either<SecurityConfigError, A>

const quote = (s: string): string => `'${s}'`

/** Reads one client's security settings; `origin` names each setting as the user wrote it. */
const reader = (settings: SecuritySettings, origin: SettingOrigin) => {
  const fail = <A>(tag: SecurityConfigErrorTag, name: SecuritySettingKey, sentence: string): Result<A> =>
    E.left(new SecurityConfigError(tag, origin(name), sentence.replaceAll('{}', quote(origin(name)))))
  const given = (names: readonly SecuritySettingKey[]): SecuritySettingKey | undefined =>
    names.find((n) => settings[n] !== undefined)
  return { fail, given, origin }
}

type Reader = ReturnType<typeof reader>

const protocolOf = (settings: SecuritySettings, r: Reader): Result<SecurityProtocol> => {
  const raw = settings['security.protocol']
  if (raw === undefined) return E.right('PLAINTEXT')
  const found = protocols.find((p) => p === raw.trim().toUpperCase())
  return found === undefined
    ? r.fail(
        'UnknownSecurityProtocol',
        'security.protocol',
        `{} is ${JSON.stringify(raw)}, which is not a security protocol: use ${protocols.join(', ')}.`,
      )
    : E.right(found)
}

const storeTypeIsPem = (
  r: Reader,
  name: 'ssl.truststore.type' | 'ssl.keystore.type',
  raw?: string,
): Result<void> =>
  raw === undefined || raw.trim().toUpperCase() === 'PEM'
    ? E.right(undefined)
    : r.fail(
        'UnsupportedSecuritySetting',
        name,
        `{} is ${JSON.stringify(raw)}, but only PEM stores are read: set {} to PEM and convert the store ` +
          `(keytool -exportcert -rfc for certificates, openssl pkcs12 -nodes for a key).`,
      )

const trustOf = (s: SecuritySettings, r: Reader): Result<TrustMaterial> => {
  const typed = storeTypeIsPem(r, 'ssl.truststore.type', s['ssl.truststore.type'])
  if (E.isLeft(typed)) return typed
  if (s['ssl.truststore.password'] !== undefined)
    return r.fail(
      'UnsupportedSecuritySetting',
      'ssl.truststore.password',
      '{} cannot be given with a PEM trust store (PEM certificates are not encrypted): remove it.',
    )
  const text = s['ssl.truststore.certificates']
  const location = s['ssl.truststore.location']
  if (text !== undefined && location !== undefined)
    return r.fail(
      'UnsupportedSecuritySetting',
      'ssl.truststore.location',
      `{} and '${r.origin('ssl.truststore.certificates')}' are both given: keep one.`,
    )
  if (text !== undefined) return E.right({ _tag: 'PemText', certificates: text })
  if (location !== undefined) return E.right({ _tag: 'PemFile', location })
  return E.right({ _tag: 'SystemCAs' })
}

const identityOf = (s: SecuritySettings, r: Reader): Result<KeyMaterial | undefined> => {
  const typed = storeTypeIsPem(r, 'ssl.keystore.type', s['ssl.keystore.type'])
  if (E.isLeft(typed)) return typed
  if (s['ssl.keystore.password'] !== undefined)
    return r.fail(
      'UnsupportedSecuritySetting',
      'ssl.keystore.password',
      "{} cannot be given with a PEM key store: give the private key's passphrase as 'ssl.key.password' instead.",
    )
  const chain = s['ssl.keystore.certificate.chain']
  const key = s['ssl.keystore.key']
  const location = s['ssl.keystore.location']
  const keyPassword = s['ssl.key.password']
  if (location !== undefined && (chain !== undefined || key !== undefined))
    return r.fail(
      'UnsupportedSecuritySetting',
      'ssl.keystore.location',
      "{} and 'ssl.keystore.certificate.chain'/'ssl.keystore.key' are both given: keep one way.",
    )
  if (location !== undefined) return E.right({ _tag: 'PemFile', location, keyPassword })
  if (chain === undefined && key === undefined)
    return keyPassword === undefined
      ? E.right(undefined)
      : r.fail(
          'MissingCredentials',
          'ssl.key.password',
          '{} is given without a private key: give the key store too.',
        )
  if (chain === undefined)
    return r.fail(
      'MissingCredentials',
      'ssl.keystore.certificate.chain',
      "{} is missing: 'ssl.keystore.key' needs the certificate chain it belongs to (PEM).",
    )
  if (key === undefined)
    return r.fail(
      'MissingCredentials',
      'ssl.keystore.key',
      "{} is missing: 'ssl.keystore.certificate.chain' needs its private key (PEM).",
    )
  return E.right({ _tag: 'PemText', chain, key, keyPassword })
}

const tlsOf = (s: SecuritySettings, r: Reader): Result<TlsSettings> => {
  const algorithm = s['ssl.endpoint.identification.algorithm']?.trim().toLowerCase() ?? 'https'
  if (algorithm !== '' && algorithm !== 'https')
    return r.fail(
      'UnsupportedSecuritySetting',
      'ssl.endpoint.identification.algorithm',
      `{} is ${JSON.stringify(algorithm)}: use 'https' (check the broker's host name) or '' (do not).`,
    )
  const trust = trustOf(s, r)
  if (E.isLeft(trust)) return trust
  const identity = identityOf(s, r)
  if (E.isLeft(identity)) return identity
  return E.right({ trust: trust.right, identity: identity.right, verifyHostname: algorithm === 'https' })
}

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

const saslOf = (s: SecuritySettings, r: Reader): Result<SaslSettings> => {
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

const saslKeys: readonly SecuritySettingKey[] = [
  'sasl.mechanism',
  'sasl.jaas.config',
  'sasl.oauthbearer.token.provider',
]
const sslKeys: readonly SecuritySettingKey[] = [
  'ssl.truststore.type',
  'ssl.truststore.location',
  'ssl.truststore.certificates',
  'ssl.truststore.password',
  'ssl.keystore.type',
  'ssl.keystore.location',
  'ssl.keystore.certificate.chain',
  'ssl.keystore.key',
  'ssl.keystore.password',
  'ssl.key.password',
  'ssl.endpoint.identification.algorithm',
]

/**
 * What one client's security settings mean. Settings the protocol does not use are refused (a `sasl.*` setting
 * under PLAINTEXT or SSL, an `ssl.*` setting under PLAINTEXT or SASL_PLAINTEXT), since they are mostly a
 * forgotten `security.protocol`.
 * @example
 * clientSecurity({
 *   'security.protocol': 'SASL_SSL',
 *   'sasl.mechanism': 'SCRAM-SHA-512',
 *   'sasl.jaas.config': Secret.of('org.apache.kafka.common.security.scram.ScramLoginModule required username="app" password="...";'),
 * }) // Right({ protocol: 'SASL_SSL', tls: { trust: { _tag: 'SystemCAs' }, ... }, sasl: { mechanism: 'SCRAM-SHA-512', ... } })
 * @category constructors
 * @since 0.1.0
 */
export const clientSecurity = (
  settings: SecuritySettings,
  origin: SettingOrigin = (name) => name,
): Result<ClientSecurity> => {
  const r = reader(settings, origin)
  const protocol = protocolOf(settings, r)
  if (E.isLeft(protocol)) return protocol
  const withSasl = protocol.right === 'SASL_PLAINTEXT' || protocol.right === 'SASL_SSL'
  const withTls = protocol.right === 'SSL' || protocol.right === 'SASL_SSL'
  const strayKey = r.given(withSasl ? [] : saslKeys) ?? r.given(withTls ? [] : sslKeys)
  if (strayKey !== undefined)
    return r.fail(
      'SecurityProtocolMismatch',
      strayKey,
      `{} is given, but 'security.protocol' is ${protocol.right}, which has no ` +
        `${strayKey.startsWith('sasl.') ? 'SASL: use SASL_SSL or SASL_PLAINTEXT' : 'TLS: use SSL or SASL_SSL'}, ` +
        `or remove {}.`,
    )
  const tls = withTls ? tlsOf(settings, r) : E.right(undefined)
  if (E.isLeft(tls)) return tls
  const sasl = withSasl ? saslOf(settings, r) : E.right(undefined)
  if (E.isLeft(sasl)) return sasl
  return E.right({ protocol: protocol.right, tls: tls.right, sasl: sasl.right })
}
