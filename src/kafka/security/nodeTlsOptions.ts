/**
 * Loaded TLS material as Node's `tls.connect` options, for every adapter of a real cluster: the trust store as `ca`,
 * the key store as `cert`/`key`, `ssl.key.password` as `passphrase`, `ssl.endpoint.identification.algorithm=''` as
 * a host-name check that accepts any name. The private key and its password are getters that reveal the secret only
 * when the client reads them, so an inspected options object shows `[Getter]` and not a key.
 * @since 0.1.0
 */
import type { ConnectionOptions } from 'node:tls'
import type { TlsMaterial } from './tlsMaterial.js'

/** Defines `name` on `target` as a getter that reveals a secret only when the client reads it. */
const revealing = <T extends object>(target: T, name: string, read: () => string, enumerable: boolean): T =>
  Object.defineProperty(target, name, { get: read, enumerable })

/**
 * Node TLS options of `material`. `enumerableSecrets` makes the key getters enumerable, for a client that copies
 * the options with a spread before connecting (the getter is then read at connect time, still never printed).
 * @example
 * nodeTlsOptions(material, false).rejectUnauthorized // true
 * @category Configuration
 * @since 0.1.0
 */
export const nodeTlsOptions = (m: TlsMaterial, enumerableSecrets: boolean): ConnectionOptions => {
  const options: ConnectionOptions = {
    rejectUnauthorized: true,
    ...(m.ca === undefined ? {} : { ca: [m.ca] }),
    ...(m.certificateChain === undefined ? {} : { cert: m.certificateChain }),
    ...(m.verifyHostname ? {} : { checkServerIdentity: () => undefined }),
  }
  const { key, keyPassword } = m
  if (key !== undefined) revealing(options, 'key', () => key.reveal(), enumerableSecrets)
  if (keyPassword !== undefined)
    revealing(options, 'passphrase', () => keyPassword.reveal(), enumerableSecrets)
  return options
}
