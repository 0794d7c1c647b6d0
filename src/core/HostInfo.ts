/**
 * Where an instance serves interactive queries: `application.server` parsed (Java's `HostInfo`).
 * @since 0.1.0
 */

/**
 * A host and port.
 * @category Running
 * @since 0.1.0
 */
export interface HostInfo {
  readonly host: string
  readonly port: number
}

/**
 * Java's `UNKNOWN_HOST`: what an empty `application.server` stands for.
 * @example
 * parseHostInfo('') // UNKNOWN_HOST
 * @category Running
 * @since 0.1.0
 */
export const UNKNOWN_HOST: HostInfo = { host: 'unknown', port: -1 }

/**
 * Parses `host:port` (IPv6 hosts in brackets, `[::1]:8080`); empty text gives {@link UNKNOWN_HOST}; anything
 * else gives undefined.
 * @example
 * parseHostInfo('localhost:8080') // { host: 'localhost', port: 8080 }
 * @category Running
 * @since 0.1.0
 */
export const parseHostInfo = (endpoint: string): HostInfo | undefined => {
  if (endpoint === '') return UNKNOWN_HOST
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})$/.exec(endpoint)
  if (match === null) return undefined
  const port = Number(match[2])
  return port <= 65535 && match[1] !== undefined ? { host: match[1], port } : undefined
}

/**
 * Writes `host:port`.
 * @example
 * formatHostInfo({ host: 'a', port: 1 }) // 'a:1'
 * @category Running
 * @since 0.1.0
 */
export const formatHostInfo = (info: HostInfo): string => `${info.host}:${info.port}`

/**
 * Whether two endpoints are the same host and port.
 * @example
 * sameHost({ host: 'a', port: 1 }, { host: 'a', port: 1 }) // true
 * @category Running
 * @since 0.1.0
 */
export const sameHost = (a: HostInfo, b: HostInfo): boolean => a.host === b.host && a.port === b.port
