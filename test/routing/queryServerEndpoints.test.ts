import { mkdtempSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka, formatHostInfo, Serdes, type HostInfo } from '../../src/index.js'
import { ManualClock } from '../../src/core/clock.js'
import { HttpTransport } from '../../src/routing/HttpTransport.js'
import { QueryServer, type QueryServerOptions } from '../../src/routing/QueryServer.js'
import { WireCodec } from '../../src/routing/WireCodec.js'
import { makeTestCertificates } from '../../scripts/kafka/tlsCertificates.js'
import { createTopics, tempDirs, wordCountStreams } from '../runtime/thread/wordCountApp.js'
import { tagOf } from './eithers.js'
import { keyedWordCountStreams, produceWords, startWordCountCluster } from './wordCountCluster.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)
const closing: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close()
})

const codec = WireCodec.stringKeys(t.number)
const counts = QueryServer.expose('word-counts', codec)
const started = async (options: Partial<QueryServerOptions> = {}) => {
  const server = new QueryServer({ stores: [counts], ...options })
  const endpoint = await server.listen()
  closing.push(() => server.close())
  return { server, endpoint }
}

interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly tag: unknown
  readonly parameter: unknown
}
/** One request on its own connection, the raw path sent as is (fetch would re-encode a bad escape). */
const call = (host: HostInfo, path: string, method = 'GET'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request({ host: host.host, port: host.port, path, method, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      res.on('end', () => {
        const json = JSON.parse(body) as { left?: { _tag?: unknown; parameter?: unknown } }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          tag: json.left?._tag,
          parameter: json.left?.parameter,
        })
      })
    })
    req.on('error', reject)
    req.end()
  })

/** An authentication hook that holds every request until released, counting the requests it holds. */
const gate = () => {
  let release: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (release = resolve))
  const state = { held: 0 }
  const authenticate = async (): Promise<boolean> => {
    state.held += 1
    await opened
    return true
  }
  return { authenticate, state, release: () => release() }
}

describe('QueryServer status codes, probes, limits and forwarding over TLS', () => {
  it('answers 404 for an unknown store or path, 405 with Allow, 400 for bad encoding, 503 with Retry-After when not serving', async () => {
    const { endpoint } = await started()
    const unknownStore = await call(endpoint, '/stores/other/keys/kafka')
    expect([unknownStore.status, unknownStore.tag, unknownStore.parameter]).toEqual([
      404,
      'InvalidQueryRequest',
      'store',
    ])
    expect((await call(endpoint, '/nowhere')).status).toBe(404)
    for (const path of ['/stores/word-counts/keys/kafka', '/stores/word-counts/range', '/health', '/']) {
      const wrong = await call(endpoint, path, 'DELETE')
      expect([wrong.status, wrong.headers['allow']]).toEqual([405, 'GET'])
    }
    for (const path of [
      '/stores/word-counts/keys/%zz',
      '/stores/word-counts/keys/%E0%A4%A',
      '/stores/word-counts/range?from=%',
    ]) {
      const bad = await call(endpoint, path)
      expect([bad.status, bad.tag, bad.parameter]).toEqual([400, 'InvalidQueryRequest', 'encoding'])
    }
    const notServing = await call(endpoint, '/stores/word-counts/keys/kafka')
    expect([notServing.status, notServing.tag, notServing.headers['retry-after']]).toEqual([
      503,
      'StreamsNotStarted',
      '1',
    ])
  })

  it('says /health while it serves and /ready only while the application is RUNNING', async () => {
    const { server, endpoint } = await started()
    expect((await call(endpoint, '/health')).status).toBe(200)
    const early = await call(endpoint, '/ready')
    expect([early.status, early.headers['retry-after']]).toEqual([503, '1'])
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const app = wordCountStreams(kafka, {
      'application.id': 'ready',
      'application.server': formatHostInfo(endpoint),
      'state.dir': dirs.make(),
    })
    server.serve(app)
    expect((await call(endpoint, '/ready')).status).toBe(503)
    await app.start()
    await vi.waitUntil(() => app.state() === 'RUNNING', { timeout: 10_000, interval: 20 })
    expect((await call(endpoint, '/ready')).status).toBe(200)
    await app.close()
    expect((await call(endpoint, '/ready')).status).toBe(503)
    expect((await call(endpoint, '/health')).status).toBe(200)
  })

  it('answers at most maxConcurrentRequests at once: a few hundred at a limit of 4 give 503s and the server stays up', async () => {
    const held = gate()
    const { endpoint } = await started({ maxConcurrentRequests: 4, authenticate: held.authenticate })
    let settled = 0
    const answers = Array.from({ length: 300 }, () => call(endpoint, '/health').finally(() => (settled += 1)))
    // every request but the 4 held is answered while they are held
    await vi.waitUntil(() => settled === 296, { timeout: 10_000, interval: 5 })
    expect(held.state.held).toBe(4)
    held.release()
    const all = await Promise.all(answers)
    const byStatus = new Map<number, number>()
    for (const a of all) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1)
    expect(byStatus).toEqual(
      new Map([
        [200, 4],
        [503, 296],
      ]),
    )
    const overloaded = all.find((a) => a.status === 503)
    expect([overloaded?.tag, overloaded?.headers['retry-after']]).toEqual(['Overloaded', '1'])
    expect(held.state.held).toBe(4)
    // the slots are free again
    const after = await Promise.all(Array.from({ length: 4 }, () => call(endpoint, '/health')))
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200])
  })

  it('answers 503 RequestTimeout for a request that takes longer than requestTimeoutMs, once', async () => {
    const held = gate()
    const clock = new ManualClock(0)
    const { endpoint } = await started({ requestTimeoutMs: 500, clock, authenticate: held.authenticate })
    const answer = call(endpoint, '/health')
    await vi.waitUntil(() => held.state.held === 1, { timeout: 5_000, interval: 5 })
    clock.advance(499)
    clock.advance(1)
    const late = await answer
    expect([late.status, late.tag, late.headers['retry-after']]).toEqual([503, 'RequestTimeout', '1'])
    // the hook finishing afterwards does not answer twice, and the server goes on
    held.release()
    expect((await call(endpoint, '/health')).status).toBe(200)
  })

  it('refuses a limit or timeout that is not a whole number of at least 1', () => {
    for (const options of [{ maxConcurrentRequests: 0 }, { requestTimeoutMs: 1.5 }]) {
      const refused = (() => {
        try {
          return new QueryServer({ stores: [counts], ...options })
        } catch (e) {
          return e as { _tag?: unknown; setting?: unknown }
        }
      })()
      expect(refused).toMatchObject({ _tag: 'QueryServerConfigError', setting: Object.keys(options)[0] })
    }
  })

  it('forwards reads to servers that speak HTTPS and authenticate, given their CA and a header they accept', async () => {
    const certs = await makeTestCertificates(mkdtempSync(join(dirs.make(), 'tls-')))
    const pem = readFileSync(certs.brokerKeyStoreFile)
    const { endpoint } = await started({
      tls: { key: pem, cert: pem },
      authenticate: (req) => req.headers.authorization === 'Bearer peer',
    })
    const read = { host: endpoint, storeName: 'word-counts', partition: 0, stale: false }
    const ca = readFileSync(certs.caFile)
    // reached and answered: the server serves no application yet, so the store's own answer comes back
    const trusted = new HttpTransport(codec, { tls: { ca }, headers: { authorization: 'Bearer peer' } })
    expect(tagOf(await trusted.get(read, 'kafka'))).toBe('StreamsNotStarted')
    expect(tagOf(await trusted.range(read, {}))).toBe('StreamsNotStarted')
    // without the header the peer refuses; without the CA the handshake fails; plain HTTP is not answered
    expect(tagOf(await new HttpTransport(codec, { tls: { ca } }).get(read, 'kafka'))).toBe(
      'InvalidQueryResponse',
    )
    expect(tagOf(await new HttpTransport(codec, { tls: {} }).get(read, 'kafka'))).toBe('HostUnreachable')
    expect(tagOf(await new HttpTransport(codec, { timeoutMs: 2000 }).get(read, 'kafka'))).toBe(
      'HostUnreachable',
    )
  })

  it('routes queries between two servers that speak HTTPS and authenticate, through their peers options', async () => {
    const certs = await makeTestCertificates(mkdtempSync(join(dirs.make(), 'tls-')))
    const pem = readFileSync(certs.brokerKeyStoreFile)
    const ca = readFileSync(certs.caFile)
    const secured = () =>
      started({
        tls: { key: pem, cert: pem },
        authenticate: (req) => req.headers.authorization === 'Bearer peer',
        peers: { tls: { ca }, headers: { authorization: 'Bearer peer' } },
      })
    const servers = [await secured(), await secured()]
    const cluster = await startWordCountCluster({
      applicationId: 'secured-routing',
      partitions: 2,
      servers: servers.map((s) => formatHostInfo(s.endpoint)),
      stateDir: dirs.make,
      app: { build: keyedWordCountStreams, subtopology: 0 },
    })
    closing.push(() => cluster.close())
    for (const [i, { server }] of servers.entries()) {
      const instance = cluster.instances[i]
      if (instance !== undefined) server.serve(instance.app)
    }
    const words = ['kafka', 'streams', 'query', 'server', 'state', 'store']
    await produceWords(cluster.kafka, words)
    // each server answers every word, those the other instance owns read there over HTTPS with the header
    const first = cluster.instances[0]
    const owners = words.map((word) => {
      const meta = first?.app.queryMetadataForKey('word-counts', word, Serdes.string().serializer)
      return meta !== undefined && E.isRight(meta) ? formatHostInfo(meta.right.activeHost) : ''
    })
    expect(new Set(owners)).toEqual(new Set(servers.map((s) => formatHostInfo(s.endpoint))))
    for (const { endpoint } of servers)
      for (const word of words)
        await vi.waitUntil(
          async () => {
            const answer = await new Promise<string>((resolve, reject) => {
              const req = httpsRequest(
                {
                  host: endpoint.host,
                  port: endpoint.port,
                  path: `/stores/word-counts/keys/${word}`,
                  ca,
                  headers: { authorization: 'Bearer peer' },
                },
                (res) => {
                  let body = ''
                  res.on('data', (c: Buffer) => (body += c.toString('utf8')))
                  res.on('end', () => resolve(body))
                },
              )
              req.on('error', reject)
              req.end()
            })
            return answer === '{"_tag":"Right","right":1}'
          },
          { timeout: 10_000, interval: 20 },
        )
  }, 30_000)
})
