import * as E from 'fp-ts/lib/Either.js'
import type { TimeBounds } from './QueryTransport.js'
import type { ReplicaPreference } from './ReplicaPreference.js'
import { InvalidQueryRequestError } from './RoutingError.js'
import type { WireCodec } from './WireCodec.js'

/**
 * Which reads of a query request are common to both kinds: a partition (read exactly there, locally, `stale`
 * allowing a standby copy) or none (routed by the metadata to one replica per partition, by `replicas`).
 * @category Interactive queries
 * @since 0.1.0
 */
interface ReadScope {
  readonly storeName: string
  /** The exposed store's codec. */
  readonly codec: WireCodec<unknown, unknown>
  readonly partition?: number
  readonly stale: boolean
  readonly replicas?: ReplicaPreference
}

/**
 * A validated query server request: a key read or a range read of a store.
 * @example
 * const r: QueryRequest = { _tag: 'KeyRead', storeName: 'word-counts', codec, key: 'kafka', stale: false }
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryRequest =
  | (ReadScope & { readonly _tag: 'KeyRead'; readonly key: unknown })
  | (ReadScope & { readonly _tag: 'RangeRead'; readonly from?: unknown; readonly to?: unknown })
  | (ReadScope & { readonly _tag: 'WindowRead'; readonly key: unknown; readonly bounds: TimeBounds })
  | (ReadScope & { readonly _tag: 'SessionRead'; readonly key: unknown })

/** The path kinds after `/stores/:store/`: those naming a key, and the parameters each accepts. */
const KEYED = { keys: 'KeyRead', windows: 'WindowRead', sessions: 'SessionRead' } as const
const SCOPE_PARAMETERS = ['partition', 'stale', 'replicas']
const PARAMETERS: Readonly<Record<QueryRequest['_tag'], readonly string[]>> = {
  KeyRead: SCOPE_PARAMETERS,
  RangeRead: ['from', 'to', ...SCOPE_PARAMETERS],
  WindowRead: ['from', 'to', ...SCOPE_PARAMETERS],
  SessionRead: SCOPE_PARAMETERS,
}
/** A time in ms: a whole number, 0 or more, within what a double holds exactly. */
const TIME = /^(0|[1-9]\d{0,14})$/

const PREFERENCES: readonly ReplicaPreference[] = ['active', 'activeThenStandby', 'standbyThenActive']
const PATHS =
  'GET /stores/:store/keys/:key, /stores/:store/range, /stores/:store/windows/:key or /stores/:store/sessions/:key'
/** A `%` not followed by two hex digits, which `URL` would pass through unread. */
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/

const invalid = (parameter: string, expected: string) =>
  E.left(new InvalidQueryRequestError(parameter, expected))

/** A window read's `from` and `to` (ms, both given, `from` not after `to`). */
const timeBounds = (params: URLSearchParams): E.Either<InvalidQueryRequestError, TimeBounds> => {
  const [from, to] = [params.get('from'), params.get('to')]
  if (from === null || !TIME.test(from)) return invalid('from', 'a time in ms, a whole number 0 or more')
  if (to === null || !TIME.test(to)) return invalid('to', 'a time in ms, a whole number 0 or more')
  const bounds = { from: Number(from), to: Number(to) }
  return bounds.from <= bounds.to ? E.right(bounds) : invalid('to', '`from` or later')
}

/**
 * Validates a request to a query server: `GET /stores/:store/keys/:key`, `GET /stores/:store/range` with
 * optional keys `from` and `to`, `GET /stores/:store/windows/:key` with times `from` and `to` (ms, the bounds on
 * the windows' starts), `GET /stores/:store/sessions/:key`; each with optional `partition` (a whole number), `stale` (`true` or `false`, only with a
 * partition) and `replicas` (a {@link ReplicaPreference}, only without a partition); keys are read with the
 * store's codec. Anything else gives {@link InvalidQueryRequestError} naming the parameter to fix: `encoding` for
 * bad percent-encoding, `path` for a path that is none of these, `method` for another method on one of them,
 * `store` for a store this server does not expose.
 * @example
 * parseQueryRequest('GET', '/stores/word-counts/keys/kafka?partition=2', codecs) // Right KeyRead
 * @category Interactive queries
 * @since 0.1.0
 */
export const parseQueryRequest = (
  method: string | undefined,
  url: string | undefined,
  stores: ReadonlyMap<string, WireCodec<unknown, unknown>>,
): E.Either<InvalidQueryRequestError, QueryRequest> => {
  const raw = url ?? '/'
  if (BAD_ESCAPE.test(raw)) return invalid('encoding', 'percent-encoded: each % followed by two hex digits')
  const parsed = new URL(raw, 'http://query.server')
  let segments: string[]
  try {
    segments = parsed.pathname.split('/').slice(1).map(decodeURIComponent)
  } catch {
    return invalid('encoding', 'percent-encoded UTF-8')
  }
  const [root, storeName = '', kind = '', keyText, ...rest] = segments
  const keyed = Object.hasOwn(KEYED, kind) ? KEYED[kind as keyof typeof KEYED] : undefined
  const shape =
    keyed !== undefined && keyText !== undefined && rest.length === 0
      ? keyed
      : kind === 'range' && keyText === undefined
        ? 'RangeRead'
        : undefined
  if (root !== 'stores' || shape === undefined) return invalid('path', PATHS)
  if (method !== 'GET') return invalid('method', 'GET')
  const codec = stores.get(storeName)
  if (codec === undefined)
    return invalid('store', `one of the stores this server exposes: ${[...stores.keys()].join(', ')}`)
  const params = parsed.searchParams
  const allowed = PARAMETERS[shape]
  for (const name of new Set(params.keys())) {
    if (!allowed.includes(name))
      return invalid(name, `left out: accepted parameters are ${allowed.join(', ')}`)
    if (params.getAll(name).length > 1) return invalid(name, 'given once')
  }
  const partitionText = params.get('partition')
  if (partitionText !== null && !/^(0|[1-9]\d{0,8})$/.test(partitionText))
    return invalid('partition', 'a whole number, 0 or more')
  const staleText = params.get('stale')
  if (staleText !== null && (partitionText === null || !['true', 'false'].includes(staleText)))
    return invalid('stale', '`true` or `false`, and only given with a partition')
  const replicas = params.get('replicas')
  if (replicas !== null && (partitionText !== null || !PREFERENCES.some((p) => p === replicas)))
    return invalid('replicas', `one of ${PREFERENCES.join(', ')}, and only given without a partition`)
  const scope: ReadScope = {
    storeName,
    codec,
    stale: staleText === 'true',
    ...(partitionText === null ? {} : { partition: Number(partitionText) }),
    ...(replicas === null ? {} : { replicas: replicas as ReplicaPreference }),
  }
  const key = (
    name: string,
    text: string | null | undefined,
  ): E.Either<InvalidQueryRequestError, unknown> => {
    if (text === null || text === undefined) return E.right(undefined)
    const decoded = codec.key.decode(text)
    return E.isLeft(decoded)
      ? invalid(name, `a key of store '${storeName}' (its key codec refused it)`)
      : decoded
  }
  if (shape !== 'RangeRead') {
    const k = key('key', keyText)
    if (E.isLeft(k)) return k
    if (shape === 'KeyRead') return E.right({ _tag: 'KeyRead', ...scope, key: k.right })
    if (shape === 'SessionRead') return E.right({ _tag: 'SessionRead', ...scope, key: k.right })
    return E.map((bounds: TimeBounds): QueryRequest => ({
      _tag: 'WindowRead',
      ...scope,
      key: k.right,
      bounds,
    }))(timeBounds(params))
  }
  const from = key('from', params.get('from'))
  if (E.isLeft(from)) return from
  const to = key('to', params.get('to'))
  if (E.isLeft(to)) return to
  return E.right({
    _tag: 'RangeRead',
    ...scope,
    ...(from.right === undefined ? {} : { from: from.right }),
    ...(to.right === undefined ? {} : { to: to.right }),
  })
}
