import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import * as E from 'fp-ts/lib/Either.js'
import type { HostInfo } from '../core/HostInfo.js'
import type { PeerConnection } from './PeerConnection.js'
import { HostUnreachableError } from './RoutingError.js'

/**
 * GETs `path` from `host` over HTTP, or HTTPS when `peer.tls` is given (a fresh connection, closed after the
 * answer, carrying `peer.headers`), and resolves with the body text whatever the status (query servers put the
 * outcome in the body); a host that does not answer within `timeoutMs` of socket inactivity, refuses or resets
 * the connection, or fails the TLS handshake gives {@link HostUnreachableError}.
 * @example
 * await httpGet({ host: '127.0.0.1', port: 7001 }, '/stores/counts/keys/kafka', 5000)
 * @category Interactive queries
 * @since 0.1.0
 */
export const httpGet = (
  host: HostInfo,
  path: string,
  timeoutMs: number,
  peer: PeerConnection = {},
): Promise<E.Either<HostUnreachableError, string>> =>
  new Promise((resolve) => {
    const fail = (cause: unknown) => resolve(E.left(new HostUnreachableError(host, cause)))
    const options = {
      host: host.host.replace(/^\[(.*)\]$/, '$1'),
      port: host.port,
      path,
      method: 'GET',
      agent: false as const,
      timeout: timeoutMs,
      ...(peer.headers === undefined ? {} : { headers: peer.headers }),
    }
    const onAnswer = (res: IncomingMessage) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve(E.right(Buffer.concat(chunks).toString('utf8'))))
      res.on('error', fail)
    }
    const req =
      peer.tls === undefined
        ? httpRequest(options, onAnswer)
        : httpsRequest({ ...options, ...peer.tls }, onAnswer)
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', fail)
    req.end()
  })
