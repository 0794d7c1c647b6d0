/**
 * What one client's security settings mean together: the protocol, the TLS material to trust and present, and the
 * SASL credentials. Every mistake is a {@link SecurityConfigError} naming the setting (with its prefix) and saying
 * what to fix, never showing a secret.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import { saslKeys, saslSettingsOf, type SaslSettings } from './saslSettings.js'
import type { SecuritySettings } from './securitySettings.js'
import { settingReader, type Reader, type Result, type SettingOrigin } from './settingReader.js'
import { sslKeys, tlsSettingsOf, type TlsSettings } from './tlsSettings.js'

/**
 * Kafka's `security.protocol` values.
 * @category Configuration
 * @since 0.1.0
 */
export type SecurityProtocol = 'PLAINTEXT' | 'SSL' | 'SASL_PLAINTEXT' | 'SASL_SSL'

const protocols: readonly SecurityProtocol[] = ['PLAINTEXT', 'SSL', 'SASL_PLAINTEXT', 'SASL_SSL']

/**
 * One client's security: TLS when the protocol has it, SASL when the protocol has it.
 * @category Configuration
 * @since 0.1.0
 */
export interface ClientSecurity {
  readonly protocol: SecurityProtocol
  readonly tls: TlsSettings | undefined
  readonly sasl: SaslSettings | undefined
}

/**
 * The security of a client with no security settings.
 * @category Configuration
 * @since 0.1.0
 */
export const plaintext: ClientSecurity = { protocol: 'PLAINTEXT', tls: undefined, sasl: undefined }

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
 * @category Configuration
 * @since 0.1.0
 */
export const clientSecurity = (
  settings: SecuritySettings,
  origin: SettingOrigin = (name) => name,
): Result<ClientSecurity> => {
  const r = settingReader(settings, origin)
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
  const tls = withTls ? tlsSettingsOf(settings, r) : E.right(undefined)
  if (E.isLeft(tls)) return tls
  const sasl = withSasl ? saslSettingsOf(settings, r) : E.right(undefined)
  if (E.isLeft(sasl)) return sasl
  return E.right({ protocol: protocol.right, tls: tls.right, sasl: sasl.right })
}
