import * as E from 'fp-ts/lib/Either.js'
import type { KeyValue } from '../core/KeyValue.js'
import { httpGet } from './httpGet.js'
import type { PeerConnection } from './PeerConnection.js'
import type { QueryError } from './QueryError.js'
import type {
  KeyBounds,
  QueryTransport,
  ReplicaRead,
  TimeBounds,
  TimedQueryTransport,
  TimedRow,
} from './QueryTransport.js'
import type { WireCodec } from './WireCodec.js'
import { resultFromJson } from './wireFormat.js'

/**
 * Reads replicas on other instances through their {@link QueryServer}s: `GET /stores/:store/keys/:key`,
 * `GET /stores/:store/range`, `/windows/:key` and `/sessions/:key`, always with the partition (so the other instance reads exactly that partition
 * locally and never forwards again) and `stale=true` for standby replicas. Servers that speak HTTPS or
 * authenticate requests are reached with `tls` and `headers` (see {@link PeerConnection}).
 * @example
 * const remote = new HttpTransport(WireCodec.stringKeys(t.number), { timeoutMs: 5000 })
 * const secure = new HttpTransport(codec, { tls: { ca }, headers: { authorization: 'Bearer s3cret' } })
 * @category Interactive queries
 * @since 0.1.0
 */
export class HttpTransport<K, V> implements QueryTransport<K, V>, TimedQueryTransport<K, V> {
  private readonly timeoutMs: number
  private readonly peer: PeerConnection

  constructor(
    private readonly codec: WireCodec<K, V>,
    options: PeerConnection & { readonly timeoutMs?: number } = {},
  ) {
    const { timeoutMs = 10_000, ...peer } = options
    this.timeoutMs = timeoutMs
    this.peer = peer
  }

  async get(read: ReplicaRead, key: K): Promise<E.Either<QueryError, V | undefined>> {
    return this.fetch(read, this.keyPath(read, 'keys', key), (json) =>
      json === null ? E.right(undefined) : this.value(json),
    )
  }

  async range(
    read: ReplicaRead,
    range: KeyBounds<K>,
  ): Promise<E.Either<QueryError, readonly KeyValue<K, V>[]>> {
    const bounds = new URLSearchParams()
    if (range.from !== undefined) bounds.set('from', this.codec.key.encode(range.from))
    if (range.to !== undefined) bounds.set('to', this.codec.key.encode(range.to))
    const query = [bounds.toString(), partitionQuery(read)].filter((q) => q !== '').join('&')
    return this.fetch(read, `${storePath(read)}/range?${query}`, (json) => {
      if (!Array.isArray(json)) return E.left('rows that are not an array')
      const rows: KeyValue<K, V>[] = []
      for (const row of json as unknown[]) {
        const { key, value } = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>
        const k = typeof key === 'string' ? this.codec.key.decode(key) : E.left(key)
        if (E.isLeft(k)) return E.left('a key its codec refused')
        const v = this.value(value)
        if (E.isLeft(v)) return v
        rows.push({ key: k.right, value: v.right })
      }
      return E.right(rows)
    })
  }

  windowFetch(
    read: ReplicaRead,
    key: K,
    bounds: TimeBounds,
  ): Promise<E.Either<QueryError, readonly TimedRow<V>[]>> {
    const path = `${this.keyPath(read, 'windows', key)}&from=${bounds.from}&to=${bounds.to}`
    return this.fetch(read, path, (json) => this.timedRows(json))
  }

  sessionFetch(read: ReplicaRead, key: K): Promise<E.Either<QueryError, readonly TimedRow<V>[]>> {
    return this.fetch(read, this.keyPath(read, 'sessions', key), (json) => this.timedRows(json))
  }

  private keyPath(read: ReplicaRead, kind: 'keys' | 'windows' | 'sessions', key: K): string {
    return `${storePath(read)}/${kind}/${encodeURIComponent(this.codec.key.encode(key))}?${partitionQuery(read)}`
  }

  private timedRows(json: unknown): E.Either<string, readonly TimedRow<V>[]> {
    if (!Array.isArray(json)) return E.left('rows that are not an array')
    const rows: TimedRow<V>[] = []
    for (const row of json as unknown[]) {
      const { start, end, value } = (typeof row === 'object' && row !== null ? row : {}) as Record<
        string,
        unknown
      >
      if (typeof start !== 'number' || !(end === undefined || typeof end === 'number'))
        return E.left('a window without numeric bounds')
      const v = this.value(value)
      if (E.isLeft(v)) return v
      rows.push(end === undefined ? { start, value: v.right } : { start, end, value: v.right })
    }
    return E.right(rows)
  }

  private value(json: unknown): E.Either<string, V> {
    return E.mapLeft(() => 'a value its codec refused')(this.codec.value.decode(json))
  }

  private async fetch<A>(
    read: ReplicaRead,
    path: string,
    decode: (json: unknown) => E.Either<string, A>,
  ): Promise<E.Either<QueryError, A>> {
    const body = await httpGet(read.host, path, this.timeoutMs, this.peer)
    return E.isLeft(body) ? body : resultFromJson(read.host, body.right, decode)
  }
}

const storePath = (read: ReplicaRead): string => `/stores/${encodeURIComponent(read.storeName)}`
const partitionQuery = (read: ReplicaRead): string =>
  `partition=${read.partition}${read.stale ? '&stale=true' : ''}`
