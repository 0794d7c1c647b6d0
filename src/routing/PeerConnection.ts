import type { OutgoingHttpHeaders } from 'node:http'
import type { RequestOptions as TlsRequestOptions } from 'node:https'

/**
 * How one query server reaches the others' (for forwarded reads): over HTTPS with these TLS options (`ca` to trust
 * their certificates, `cert` and `key` for a client certificate, `servername`, ...) when `tls` is given, and with
 * `headers` (an `Authorization` header their `authenticate` hooks accept, for example) on every request.
 * @example
 * const peers: PeerConnection = { tls: { ca: readFileSync('ca.pem') }, headers: { authorization: 'Bearer s3cret' } }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface PeerConnection {
  readonly tls?: Pick<
    TlsRequestOptions,
    'ca' | 'cert' | 'key' | 'pfx' | 'passphrase' | 'servername' | 'rejectUnauthorized' | 'checkServerIdentity'
  >
  readonly headers?: OutgoingHttpHeaders
}
