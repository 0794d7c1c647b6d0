/**
 * The PEM text a TLS connection needs, read from the settings or their files once, when a client is built. A file
 * that is missing, unreadable or holds no PEM block of the kind needed is a `MissingTrustMaterial` error naming the
 * setting and the path (paths are not secrets; file contents never appear).
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import { readFileSync } from 'node:fs'
import { Secret } from './Secret.js'
import { SecurityConfigError } from './SecurityConfigError.js'
import type { SettingOrigin } from './settingReader.js'
import type { TlsSettings } from './tlsSettings.js'

/**
 * PEM text for one TLS client.
 * @category Configuration
 * @since 0.1.0
 */
export interface TlsMaterial {
  /** Trusted CA certificates; absent means the system's CAs. */
  readonly ca: string | undefined
  readonly certificateChain: string | undefined
  readonly key: Secret | undefined
  readonly keyPassword: Secret | undefined
  readonly verifyHostname: boolean
}

const certificateBlock = /-----BEGIN CERTIFICATE-----/
const keyBlock = /-----BEGIN (?:ENCRYPTED |RSA |EC )?PRIVATE KEY-----/

const readPem = (
  origin: string,
  location: string,
  needs: readonly { readonly block: RegExp; readonly what: string }[],
): E.Either<SecurityConfigError, string> => {
  let text: string
  try {
    text = readFileSync(location, 'utf8')
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : 'an error'
    return E.left(
      new SecurityConfigError(
        'MissingTrustMaterial',
        origin,
        `'${origin}' is ${JSON.stringify(location)}, which cannot be read (${code}): give the path of a PEM file.`,
      ),
    )
  }
  const missing = needs.find((n) => !n.block.test(text))
  return missing === undefined
    ? E.right(text)
    : E.left(
        new SecurityConfigError(
          'MissingTrustMaterial',
          origin,
          `'${origin}' is ${JSON.stringify(location)}, which holds no PEM ${missing.what} ` +
            `(-----BEGIN ...----- block): convert the store to PEM.`,
        ),
      )
}

const certificate = { block: certificateBlock, what: 'certificate' }
const privateKey = { block: keyBlock, what: 'private key' }

/**
 * Reads the trust store and key store of one client's TLS settings.
 * @example
 * loadTlsMaterial({ trust: { _tag: 'PemFile', location: 'ca.pem' }, identity: undefined, verifyHostname: true })
 * // Right({ ca: '-----BEGIN CERTIFICATE-----...', ... })
 * @category Configuration
 * @since 0.1.0
 */
export const loadTlsMaterial = (
  tls: TlsSettings,
  origin: SettingOrigin = (name) => name,
): E.Either<SecurityConfigError, TlsMaterial> => {
  const trust = tls.trust
  const ca =
    trust._tag === 'SystemCAs'
      ? E.right(undefined)
      : trust._tag === 'PemText'
        ? E.right(trust.certificates.reveal())
        : readPem(origin('ssl.truststore.location'), trust.location, [certificate])
  if (E.isLeft(ca)) return ca
  const identity = tls.identity
  if (identity === undefined)
    return E.right({
      ca: ca.right,
      certificateChain: undefined,
      key: undefined,
      keyPassword: undefined,
      verifyHostname: tls.verifyHostname,
    })
  if (identity._tag === 'PemText')
    return E.right({
      ca: ca.right,
      certificateChain: identity.chain.reveal(),
      key: identity.key,
      keyPassword: identity.keyPassword,
      verifyHostname: tls.verifyHostname,
    })
  const store = readPem(origin('ssl.keystore.location'), identity.location, [certificate, privateKey])
  if (E.isLeft(store)) return store
  return E.right({
    ca: ca.right,
    certificateChain: store.right,
    key: Secret.of(store.right),
    keyPassword: identity.keyPassword,
    verifyHostname: tls.verifyHostname,
  })
}
