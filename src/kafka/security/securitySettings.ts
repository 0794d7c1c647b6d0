/**
 * Kafka's security settings (`security.protocol`, `ssl.*`, `sasl.*`) as one client reads them, each checked for
 * its shape only (a string, a secret, a function); {@link clientSecurity} checks what they mean together. Values of
 * Java's `PASSWORD` settings become {@link Secret}s as soon as they are read, so a config echo never shows them.
 * @since 0.1.0
 */
import * as t from 'io-ts'
import { isSecret, Secret } from './Secret.js'

/**
 * An OAUTHBEARER token, as a token provider returns it.
 * @category Configuration
 * @since 0.1.0
 */
export interface OAuthBearerToken {
  /** The compact-serialized token (a JWT, usually), sent to the broker as is. */
  readonly value: string | Secret
}

/**
 * The callback of `sasl.oauthbearer.token.provider`: called when a client authenticates (each new connection), it
 * returns a current token, fetching or refreshing it as needed. It stands for Java's
 * `sasl.login.callback.handler.class`.
 * @example
 * const provider: OAuthBearerTokenProvider = async () => ({ value: await myIdentityProvider.token() })
 * @category Configuration
 * @since 0.1.0
 */
export type OAuthBearerTokenProvider = () => Promise<OAuthBearerToken>

/** A secret setting: a string (or an already wrapped secret), read into a {@link Secret}. */
const SecretText = new t.Type<Secret, Secret, unknown>(
  'a string',
  isSecret,
  (u, c) => (typeof u === 'string' ? t.success(Secret.of(u)) : isSecret(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
)

const TokenProvider = new t.Type<OAuthBearerTokenProvider, OAuthBearerTokenProvider, unknown>(
  'a function returning a promise of { value: token }',
  (u): u is OAuthBearerTokenProvider => typeof u === 'function',
  (u, c) => (typeof u === 'function' ? t.success(u as OAuthBearerTokenProvider) : t.failure(u, c)),
  t.identity,
)

/**
 * The security settings and the shape of each value.
 * @category Configuration
 * @since 0.1.0
 */
export const SecuritySettingsCodec = t.partial({
  'security.protocol': t.string,
  'sasl.mechanism': t.string,
  'sasl.jaas.config': SecretText,
  'sasl.oauthbearer.token.provider': TokenProvider,
  'ssl.truststore.type': t.string,
  'ssl.truststore.location': t.string,
  'ssl.truststore.certificates': SecretText,
  'ssl.truststore.password': SecretText,
  'ssl.keystore.type': t.string,
  'ssl.keystore.location': t.string,
  'ssl.keystore.certificate.chain': SecretText,
  'ssl.keystore.key': SecretText,
  'ssl.keystore.password': SecretText,
  'ssl.key.password': SecretText,
  'ssl.endpoint.identification.algorithm': t.string,
})

/**
 * One client's security settings, shapes checked.
 * @category Configuration
 * @since 0.1.0
 */
export type SecuritySettings = t.TypeOf<typeof SecuritySettingsCodec>

/**
 * A security setting's name.
 * @category Configuration
 * @since 0.1.0
 */
export type SecuritySettingKey = keyof SecuritySettings

/**
 * What a configuration may give for each security setting (strings as Java `Properties` hold them, a secret
 * already wrapped, the token provider as a function).
 * @category Configuration
 * @since 0.1.0
 */
export type SecuritySettingsInput = {
  readonly [K in SecuritySettingKey]?: K extends 'sasl.oauthbearer.token.provider'
    ? OAuthBearerTokenProvider
    : SecuritySettings[K] extends Secret | undefined
      ? string | Secret
      : string
}

/**
 * The security settings' names.
 * @category Configuration
 * @since 0.1.0
 */
export const securitySettingKeys = Object.keys(SecuritySettingsCodec.props) as readonly SecuritySettingKey[]

/**
 * Whether a setting (prefixed or not) holds a secret, whose value no sentence may show.
 * @example
 * isSecretSetting('producer.sasl.jaas.config') // true
 * @category Configuration
 * @since 0.1.0
 */
export const isSecretSetting = (key: string): boolean =>
  securitySettingKeys.some(
    (name) => (key === name || key.endsWith(`.${name}`)) && SecuritySettingsCodec.props[name] === SecretText,
  )

/**
 * The settings of `input` that are security settings, shapes checked; `Left` names each one whose value has the
 * wrong shape (never showing the value).
 * @example
 * pickSecuritySettings({ 'security.protocol': 'SASL_SSL', 'client.id': 'x' }) // Right({ 'security.protocol': 'SASL_SSL' })
 * @category Configuration
 * @since 0.1.0
 */
export const pickSecuritySettings = (
  input: Readonly<Record<string, unknown>>,
): { readonly settings: SecuritySettings; readonly problems: ReadonlyMap<string, string> } => {
  const settings: Record<string, unknown> = {}
  const problems = new Map<string, string>()
  for (const name of securitySettingKeys) {
    const value = input[name]
    if (value === undefined) continue
    const codec = SecuritySettingsCodec.props[name]
    const decoded = codec.decode(value)
    if (decoded._tag === 'Right') settings[name] = decoded.right
    else problems.set(name, `'${name}' must be ${codec.name}, got ${typeof value}.`)
  }
  return { settings: settings, problems }
}
