/**
 * The TLS part of one client's security settings: what to trust, what to present for mutual TLS, and whether to
 * check the broker's host name. Only PEM material is read.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Secret } from './Secret.js'
import type { SecuritySettingKey, SecuritySettings } from './securitySettings.js'
import type { Reader, Result } from './settingReader.js'

/**
 * Where trusted certificates come from: the system's CAs, PEM text, or a PEM file.
 * @category Configuration
 * @since 0.1.0
 */
export type TrustMaterial =
  | { readonly _tag: 'SystemCAs' }
  | { readonly _tag: 'PemText'; readonly certificates: Secret }
  | { readonly _tag: 'PemFile'; readonly location: string }

/**
 * The certificate and key a client presents for mutual TLS: PEM text, or one PEM file holding both.
 * @category Configuration
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
 * @category Configuration
 * @since 0.1.0
 */
export interface TlsSettings {
  readonly trust: TrustMaterial
  readonly identity: KeyMaterial | undefined
  /** `ssl.endpoint.identification.algorithm`: `https` (the default) checks the broker's host name, `''` does not. */
  readonly verifyHostname: boolean
}

/** The TLS settings, which only SSL and SASL_SSL use. */
export const sslKeys: readonly SecuritySettingKey[] = [
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

/**
 * The TLS of one client whose protocol has TLS.
 * @example
 * tlsSettingsOf({ 'ssl.endpoint.identification.algorithm': '' }, reader) // Right({ ..., verifyHostname: false })
 * @category Configuration
 * @since 0.1.0
 */
export const tlsSettingsOf = (s: SecuritySettings, r: Reader): Result<TlsSettings> => {
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
