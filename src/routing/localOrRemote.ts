import { sameHost, type HostInfo } from '../core/HostInfo.js'
import type { QueryTransport, ReplicaRead } from './QueryTransport.js'

/**
 * One transport for every host: reads of `self` (this instance's `application.server`) go to `local`, every
 * other read to `remote`.
 * @example
 * const transport = localOrRemote({ host: '127.0.0.1', port: 7001 }, new LocalTransport(app), new HttpTransport(codec))
 * @category Interactive queries
 * @since 0.1.0
 */
export const localOrRemote = <K, V>(
  self: HostInfo,
  local: QueryTransport<K, V>,
  remote: QueryTransport<K, V>,
): QueryTransport<K, V> => {
  const pick = (read: ReplicaRead) => (sameHost(read.host, self) ? local : remote)
  return {
    get: (read, key) => pick(read).get(read, key),
    range: (read, range) => pick(read).range(read, range),
  }
}
