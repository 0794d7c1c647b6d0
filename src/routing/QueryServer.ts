import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createTlsServer, type ServerOptions as TlsServerOptions } from 'node:https'
import type { AddressInfo } from 'node:net'
import * as E from 'fp-ts/lib/Either.js'
import { systemClock, type Clock } from '../core/clock.js'
import type { KeyValue } from '../core/KeyValue.js'
import { parseHostInfo, sameHost, type HostInfo } from '../core/HostInfo.js'
import type { KafkaStreams } from '../runtime/KafkaStreams.js'
import type { Topology } from '../topology/Topology.js'
import { renderSvg } from '../runtime/diagram/renderSvg.js'
import { streamsNotStarted } from '../query/StoreError.js'
import { httpStatus } from './httpStatus.js'
import { HttpTransport } from './HttpTransport.js'
import { LocalTransport } from './LocalTransport.js'
import { localOrRemote } from './localOrRemote.js'
import { parseQueryRequest, type QueryRequest } from './parseQueryRequest.js'
import type { QueryError } from './QueryError.js'
import { QueryRouter, type RouteOptions } from './QueryRouter.js'
import type { PeerConnection } from './PeerConnection.js'
import type { ReplicaRead, TimedRow } from './QueryTransport.js'
import { QueryServerConfigError } from './QueryServerConfigError.js'
import type { WireCodec } from './WireCodec.js'
import { resultToJson } from './wireFormat.js'
import { PROMETHEUS_CONTENT_TYPE, prometheusText } from '../runtime/metrics/prometheusText.js'
import { statusSnapshot } from './status/StatusSnapshot.js'
import { statusPage, type TopologyPicture } from './status/statusPage.js'

/**
 * A store a query server answers for, with its codec (made by {@link QueryServer.expose}).
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ExposedStore {
  readonly storeName: string
  readonly codec: WireCodec<unknown, unknown>
}

/**
 * How a {@link QueryServer} is built.
 * @example
 * const options: QueryServerOptions = { stores: [QueryServer.expose('word-counts', WireCodec.stringKeys(t.number))] }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryServerOptions {
  readonly stores: readonly ExposedStore[]
  /** Where to listen: 127.0.0.1 unless given. */
  readonly host?: string
  /** The port, or 0 (the default) for one the system picks. */
  readonly port?: number
  /** The most rows a range answer carries (1000 unless given); larger ranges give `RangeTooLarge`. */
  readonly maxRangeSize?: number
  /** How long a forwarded query waits for another instance (10 000 ms unless given). */
  readonly timeoutMs?: number
  /**
   * How forwarded queries reach the other instances' servers: their TLS trust (`tls.ca`, a client certificate)
   * and headers their `authenticate` hooks accept. Plain HTTP without headers unless given.
   */
  readonly peers?: PeerConnection
  /** The most requests answered at once (64 unless given); beyond it the answer is 503 with `Retry-After`. */
  readonly maxConcurrentRequests?: number
  /** How long a request may take before it is answered 503 `RequestTimeout` (30 000 ms unless given). */
  readonly requestTimeoutMs?: number
  /** The clock request timeouts and the status data read (the system clock unless given). */
  readonly clock?: Clock
  /**
   * Decides whether a request is answered (every request: queries, the status page and its data). Refused, the
   * answer is 401 when the request carries no `Authorization` header, 403 when it does; a hook that throws gives
   * 500. Every request is answered when no hook is given.
   */
  readonly authenticate?: (request: IncomingMessage) => boolean | Promise<boolean>
  /** Node's `https` options (`key`, `cert`, `ca`, `requestCert`, ...): given, the server speaks HTTPS only. */
  readonly tls?: TlsServerOptions
  /** The topology the application runs, drawn on the status page at `GET /`. */
  readonly topology?: Topology
  /** How often the status page asks for `status.json` (1000 ms unless given). */
  readonly statusRefreshMs?: number
}

/** The application a server answers for, its endpoint and its local reads. */
interface Served {
  readonly app: KafkaStreams
  readonly self: HostInfo
  readonly local: LocalTransport<unknown, unknown>
}

const replicasOf = (request: QueryRequest): RouteOptions =>
  request.replicas === undefined ? {} : { replicas: request.replicas }

const wholeAtLeast = (value: number, min: number): boolean => Number.isInteger(value) && value >= min

/** A whole-number option's value (its default when not given); below `min`, a {@link QueryServerConfigError}. */
const wholeOption = (
  setting: keyof QueryServerOptions,
  value: number | undefined,
  fallback: number,
  min: number,
  unit: '' | ' of ms',
): number => {
  const chosen = value ?? fallback
  if (!wholeAtLeast(chosen, min))
    throw new QueryServerConfigError(setting, `a whole number${unit}, ${min} or more`)
  return chosen
}

/** Answers once: a request answered already (by its timeout, say) keeps that answer. */
const send = (res: ServerResponse, status: number, headers: Record<string, string>, body: string): void => {
  if (res.headersSent) return
  res.writeHead(status, headers)
  res.end(body)
}

const json = { 'content-type': 'application/json', 'cache-control': 'no-store' }
const retryLater = { ...json, 'retry-after': '1' }

const refusal = (
  res: ServerResponse,
  status: number,
  tag: string,
  message: string,
  retryable = false,
): void =>
  send(
    res,
    status,
    retryable ? retryLater : status === 405 ? { ...json, allow: 'GET' } : json,
    JSON.stringify({ _tag: 'Left', left: { _tag: tag, retryable, message } }),
  )

/** The paths answered besides store queries, each to GET only. */
const PAGES = new Set(['/', '/status.json', '/health', '/ready', '/metrics'])

const pathOf = (url: string | undefined): string => (url ?? '/').split('?')[0] ?? '/'

/**
 * An HTTP server (`node:http`, or `node:https` with `tls`) answering key-value queries on one instance's stores,
 * in JSON shaped like an fp-ts `Either` (status 200, 503 with `Retry-After` for retryable failures, 4xx/5xx for
 * fatal ones, see {@link httpStatus}; 405 with `Allow: GET` for another method):
 * - `GET /stores/:store/keys/:key` and `GET /stores/:store/range?from&to`, routed by the metadata to the
 *   instance holding each partition (`replicas=active|activeThenStandby|standbyThenActive`), through
 *   {@link QueryRouter};
 * - `GET /stores/:store/windows/:key?from&to` (a window store's windows of the key starting between the times,
 *   in ms) and `GET /stores/:store/sessions/:key` (a session store's sessions of the key), routed by the key, rows
 *   `{start, end, value}` (no `end` for windows);
 * - each with `partition=p` (and `stale=true` for a standby copy): read here, on exactly that partition,
 *   never forwarded. Routed reads of other instances use this form, so a query is forwarded at most once.
 * - `GET /health` (200 while the server answers) and `GET /ready` (200 while the application is RUNNING, else 503);
 * - `GET /` and `GET /status.json`, the status page and its data;
 * - `GET /metrics`, the application's metrics in the Prometheus text format ({@link prometheusText}).
 * Requests are validated (`InvalidQueryRequest` says what to fix) and range answers bounded by `maxRangeSize`;
 * at most `maxConcurrentRequests` are answered at once and each within `requestTimeoutMs` (else 503, retryable).
 * Listen first (port 0 picks a free one), then give the application whose `application.server` is that
 * address to {@link QueryServer.serve}.
 * @example
 * const server = new QueryServer({ stores: [QueryServer.expose('word-counts', WireCodec.stringKeys(t.number))] })
 * const endpoint = await server.listen()
 * const app = new KafkaStreams(topology, { 'application.id': 'wc', 'application.server': formatHostInfo(endpoint) }, kafka)
 * server.serve(app)
 * await app.start()
 * // curl http://127.0.0.1:<port>/stores/word-counts/keys/kafka
 * await server.close()
 * @category Interactive queries
 * @since 0.1.0
 */
export class QueryServer {
  private readonly codecs: ReadonlyMap<string, WireCodec<unknown, unknown>>
  private readonly maxRangeSize: number
  private readonly timeoutMs: number
  private readonly server: Server
  private readonly statusRefreshMs: number
  private readonly maxConcurrentRequests: number
  private readonly requestTimeoutMs: number
  private readonly clock: Clock
  private inFlight = 0
  private picture: TopologyPicture | undefined
  private served: Served | undefined
  private address: HostInfo | undefined

  /** @throws QueryServerConfigError for an invalid option */
  constructor(private readonly options: QueryServerOptions) {
    this.maxRangeSize = wholeOption('maxRangeSize', options.maxRangeSize, 1000, 1, '')
    this.timeoutMs = wholeOption('timeoutMs', options.timeoutMs, 10_000, 1, ' of ms')
    this.maxConcurrentRequests = wholeOption(
      'maxConcurrentRequests',
      options.maxConcurrentRequests,
      64,
      1,
      '',
    )
    this.requestTimeoutMs = wholeOption('requestTimeoutMs', options.requestTimeoutMs, 30_000, 1, ' of ms')
    this.statusRefreshMs = wholeOption('statusRefreshMs', options.statusRefreshMs, 1000, 100, ' of ms')
    this.clock = options.clock ?? systemClock
    if (options.port !== undefined && !(wholeAtLeast(options.port, 0) && options.port <= 65535))
      throw new QueryServerConfigError('port', 'a port number from 0 to 65535')
    if (options.stores.length === 0) throw new QueryServerConfigError('stores', 'at least one exposed store')
    this.codecs = new Map(options.stores.map((s) => [s.storeName, s.codec]))
    this.picture =
      options.topology === undefined ? undefined : { text: options.topology.describe().toString() }
    const handler = (req: IncomingMessage, res: ServerResponse): void => this.admit(req, res)
    this.server = options.tls === undefined ? createServer(handler) : createTlsServer(options.tls, handler)
    this.server.requestTimeout = this.requestTimeoutMs
  }

  /** A store to expose, with the codec of its keys and values. */
  static expose<K, V>(storeName: string, codec: WireCodec<K, V>): ExposedStore {
    // the server keeps codecs of several key and value types; each is only ever used with its own store's data
    return { storeName, codec: codec as unknown as WireCodec<unknown, unknown> }
  }

  /** Where the server listens, once it does. */
  get endpoint(): HostInfo | undefined {
    return this.address
  }

  /**
   * Starts listening; resolves with the address (the port the system picked for port 0). With a `topology`, first
   * draws it once for the status page (an SVG diagram when the optional Graphviz package is installed, else the
   * `describe()` text).
   */
  async listen(): Promise<HostInfo> {
    const { topology } = this.options
    if (topology !== undefined) {
      const description = topology.describe()
      // without the optional Graphviz package the page shows the text; the XML prolog cannot stand inside HTML
      const svg = await renderSvg(description.toDot()).then(
        (doc) => doc.slice(Math.max(0, doc.indexOf('<svg'))),
        () => undefined,
      )
      this.picture =
        svg === undefined ? { text: description.toString() } : { svg, text: description.toString() }
    }
    return this.bind()
  }

  private bind(): Promise<HostInfo> {
    const host = this.options.host ?? '127.0.0.1'
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.options.port ?? 0, host, () => {
        this.server.off('error', reject)
        const { port } = this.server.address() as AddressInfo
        this.address = { host, port }
        resolve(this.address)
      })
    })
  }

  /**
   * Answers queries from `app` from now on (before, every query is `StreamsNotStarted`).
   * @throws QueryServerConfigError when the application's `application.server` is not set
   */
  serve(app: KafkaStreams): void {
    const self = parseHostInfo(app.config['application.server'])
    if (self === undefined || self.port < 0)
      throw new QueryServerConfigError(
        'application.server',
        "set to this server's host:port, so others route here",
      )
    this.served = {
      app,
      self,
      local: new LocalTransport<unknown, unknown>(app, { maxRangeSize: this.maxRangeSize }),
    }
  }

  /** Stops listening and closes open connections. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }

  /** Bounds the requests answered at once and the time each may take, then answers. */
  private admit(req: IncomingMessage, res: ServerResponse): void {
    if (this.inFlight >= this.maxConcurrentRequests)
      return refusal(res, 503, 'Overloaded', 'too many requests at once; retry later', true)
    this.inFlight += 1
    const timer = this.clock.setTimeout(
      () => refusal(res, 503, 'RequestTimeout', `no answer within ${this.requestTimeoutMs} ms`, true),
      this.requestTimeoutMs,
    )
    res.once('close', () => {
      timer.cancel()
      this.inFlight -= 1
    })
    void this.handle(req, res)
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!(await this.admitted(req, res))) return
    const path = pathOf(req.url)
    if (PAGES.has(path)) return this.sendPage(req, res, path)
    try {
      const parsed = parseQueryRequest(req.method, req.url, this.codecs)
      if (E.isLeft(parsed)) return this.respond(res, parsed, () => null)
      const request = parsed.right
      const { codec } = request
      switch (request._tag) {
        case 'KeyRead':
          return this.respond(res, await this.read(request), (v) =>
            v === undefined ? null : codec.value.encode(v),
          )
        case 'RangeRead':
          return this.respond(res, await this.readRange(request), (rows) =>
            rows.map((r) => ({ key: codec.key.encode(r.key), value: codec.value.encode(r.value) })),
          )
        case 'WindowRead':
        case 'SessionRead':
          return this.respond(res, await this.readTimed(request), (rows) =>
            rows.map((r) => ({ ...r, value: codec.value.encode(r.value) })),
          )
        default: {
          const never: never = request
          return never
        }
      }
    } catch (error) {
      // a codec that threw: not a query condition, answered as a server error
      refusal(res, 500, 'InternalError', String(error))
    }
  }

  /** Runs the authentication hook; answers the request itself when it is refused. */
  private async admitted(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { authenticate } = this.options
    if (authenticate === undefined) return true
    try {
      if (await authenticate(req)) return true
      if (req.headers.authorization === undefined)
        refusal(res, 401, 'Unauthenticated', 'this server needs credentials')
      else refusal(res, 403, 'Forbidden', 'these credentials are refused')
    } catch {
      // the hook's error may carry credentials: it is not echoed
      refusal(res, 500, 'InternalError', 'the authentication hook failed')
    }
    return false
  }

  /**
   * The status page, its data, the probes (`/health` while this serves, `/ready` while RUNNING) and `/metrics`, the
   * application's metrics in the Prometheus text format.
   */
  private sendPage(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (req.method !== 'GET') return refusal(res, 405, 'MethodNotAllowed', `${path} answers GET only`)
    if (path === '/')
      return send(
        res,
        200,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        statusPage(this.picture, this.statusRefreshMs),
      )
    if (path === '/health') return send(res, 200, json, JSON.stringify({ status: 'UP' }))
    const { served } = this
    if (path === '/ready') {
      const state = served?.app.state() ?? 'CREATED'
      return send(
        res,
        state === 'RUNNING' ? 200 : 503,
        state === 'RUNNING' ? json : retryLater,
        JSON.stringify({ state }),
      )
    }
    if (served === undefined) return refusal(res, 503, 'StreamsNotStarted', 'no application served yet')
    if (path === '/metrics')
      return send(
        res,
        200,
        { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' },
        prometheusText(served.app.metrics()),
      )
    send(res, 200, json, JSON.stringify(statusSnapshot(served.app, this.clock.now())))
  }

  private read(request: Extract<QueryRequest, { _tag: 'KeyRead' }>): Promise<E.Either<QueryError, unknown>> {
    const { served } = this
    if (served === undefined)
      return Promise.resolve(E.left(streamsNotStarted({ storeName: request.storeName })))
    if (request.partition !== undefined)
      return served.local.get(this.here(request, request.partition), request.key)
    return this.router(served, request).get(request.key, replicasOf(request))
  }

  private readRange(
    request: Extract<QueryRequest, { _tag: 'RangeRead' }>,
  ): Promise<E.Either<QueryError, readonly KeyValue<unknown, unknown>[]>> {
    const { served } = this
    if (served === undefined)
      return Promise.resolve(E.left(streamsNotStarted({ storeName: request.storeName })))
    const range = {
      ...(request.from === undefined ? {} : { from: request.from }),
      ...(request.to === undefined ? {} : { to: request.to }),
    }
    if (request.partition !== undefined)
      return served.local.range(this.here(request, request.partition), range)
    return this.router(served, request).range(range, replicasOf(request))
  }

  /** A key's windows or sessions, read on the replica holding the key (or here, on the partition given). */
  private readTimed(
    request: Extract<QueryRequest, { _tag: 'WindowRead' | 'SessionRead' }>,
  ): Promise<E.Either<QueryError, readonly TimedRow<unknown>[]>> {
    const { served } = this
    if (served === undefined)
      return Promise.resolve(E.left(streamsNotStarted({ storeName: request.storeName })))
    const remote = this.remote(request)
    const read = (r: ReplicaRead) => {
      const transport = sameHost(r.host, served.self) ? served.local : remote
      return request._tag === 'WindowRead'
        ? transport.windowFetch(r, request.key, request.bounds)
        : transport.sessionFetch(r, request.key)
    }
    if (request.partition !== undefined) return read(this.here(request, request.partition))
    return this.router(served, request).byKey(request.key, replicasOf(request), read)
  }

  private remote(request: QueryRequest): HttpTransport<unknown, unknown> {
    return new HttpTransport(request.codec, { ...this.options.peers, timeoutMs: this.timeoutMs })
  }

  /** A router for the request's store: reads of this instance stay local, others go over HTTP. */
  private router(served: Served, request: QueryRequest): QueryRouter<unknown, unknown> {
    const remote = this.remote(request)
    return new QueryRouter<unknown, unknown>({
      storeName: request.storeName,
      metadata: served.app,
      locator: request.codec.locator,
      transport: localOrRemote(served.self, served.local, remote),
      maxRangeSize: this.maxRangeSize,
    })
  }

  private here(request: QueryRequest, partition: number): ReplicaRead {
    return {
      host: this.served?.self ?? { host: '', port: 0 },
      storeName: request.storeName,
      partition,
      stale: request.stale,
    }
  }

  private respond<A>(res: ServerResponse, result: E.Either<QueryError, A>, encode: (a: A) => unknown): void {
    if (E.isRight(result)) return send(res, 200, json, resultToJson(result, encode))
    const status = httpStatus(result.left)
    const headers = result.left.retryable ? retryLater : status === 405 ? { ...json, allow: 'GET' } : json
    send(res, status, headers, resultToJson(result, encode))
  }
}
