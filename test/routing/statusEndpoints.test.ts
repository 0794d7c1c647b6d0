import { mkdtempSync, readFileSync } from 'node:fs'
import { request } from 'node:https'
import { join } from 'node:path'
import * as t from 'io-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka, formatHostInfo, KafkaStreams, type HostInfo, type Topology } from '../../src/index.js'
import { QueryServer } from '../../src/routing/QueryServer.js'
import type { StatusSnapshot } from '../../src/routing/status/StatusSnapshot.js'
import { WireCodec } from '../../src/routing/WireCodec.js'
import { makeTestCertificates } from '../../scripts/kafka/tlsCertificates.js'
import {
  createTopics,
  produceLines,
  someLines,
  tempDirs,
  wordCountTopology,
} from '../runtime/thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)
const closing: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close()
})

const counts = QueryServer.expose('word-counts', WireCodec.stringKeys(t.number))
const url = (host: HostInfo, path: string): string => `http://${formatHostInfo(host)}${path}`
const started = async (options: Partial<ConstructorParameters<typeof QueryServer>[0]> = {}) => {
  const server = new QueryServer({ stores: [counts], ...options })
  const endpoint = await server.listen()
  closing.push(() => server.close())
  return { server, endpoint }
}

/** An application at `endpoint` that polls every 20 ms, commits every 50 ms and logs nothing. */
const quietApp = (
  kafka: EmbeddedKafka,
  endpoint: HostInfo,
  topology: Topology,
  config: { readonly 'application.id': string; readonly 'client.id'?: string },
): KafkaStreams =>
  new KafkaStreams(
    topology,
    {
      ...config,
      'application.server': formatHostInfo(endpoint),
      'state.dir': dirs.make(),
      'poll.ms': 20,
      'commit.interval.ms': 50,
    },
    kafka,
    { logger: { warn: () => undefined, error: () => undefined } },
  )

describe('the status page and its data (embedded broker, real HTTP)', () => {
  it('serves one self-contained page with the topology, and status.json with the tasks, hosts, lag and rates', async () => {
    const topology = wordCountTopology('text-lines', 'word-counts-out')
    const { server, endpoint } = await started({ topology })
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const app = quietApp(kafka, endpoint, topology, { 'application.id': 'status' })
    expect((await fetch(url(endpoint, '/status.json'))).status).toBe(503)
    server.serve(app)
    await app.start()
    closing.push(() => app.close())
    await produceLines(kafka, 'text-lines', someLines(30))

    const page = await fetch(url(endpoint, '/'))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(html).toContain('KSTREAM-SOURCE-0000000000 (topics: [text-lines])')
    // the diagram, rendered once when the server started listening, inline and without its XML prolog
    expect(html).toMatch(/<div id="topology"><svg [^>]*viewBox=/)
    expect(html).toContain('KSTREAM&#45;AGGREGATE&#45;0000000004')
    expect(html).not.toContain('<?xml')
    // self-contained: no script, style or image from anywhere else
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/)

    const status = async (): Promise<StatusSnapshot> =>
      (await (await fetch(url(endpoint, '/status.json'))).json()) as StatusSnapshot
    await vi.waitUntil(
      async () => {
        const s = await status()
        return (
          s.state === 'RUNNING' &&
          s.partitions.length === 4 &&
          s.partitions.every((p) => p.lag === 0 && p.uncommitted === 0)
        )
      },
      { timeout: 10_000, interval: 50 },
    )
    const s = await status()
    expect(s.applicationId).toBe('status')
    expect(s.threads.flatMap((th) => th.activeTasks).sort()).toEqual(['0_0', '0_1', '1_0', '1_1'])
    expect(s.threads[0]?.processTotal).toBeGreaterThan(30)
    expect(s.hosts).toEqual([
      {
        host: formatHostInfo(endpoint),
        self: true,
        stores: ['word-counts'],
        partitions: [
          'status-word-counts-repartition-0',
          'status-word-counts-repartition-1',
          'text-lines-0',
          'text-lines-1',
        ],
        standbyStores: [],
        standbyPartitions: [],
      },
    ])
    const lines = s.partitions.filter((p) => p.topic === 'text-lines')
    expect(lines.reduce((sum, p) => sum + (p.endOffset ?? 0), 0)).toBe(30)
    expect(lines.every((p) => p.position === p.endOffset && p.committed === p.endOffset)).toBe(true)
  })

  it('asks every request through the authentication hook: 401 without credentials, 403 refused, 500 when it throws', async () => {
    const { endpoint } = await started({
      authenticate: (req) => {
        if (req.headers.authorization === 'Bearer boom') throw new Error('secret-token-in-error')
        return req.headers.authorization === 'Bearer right'
      },
    })
    for (const path of ['/', '/status.json', '/stores/word-counts/keys/kafka']) {
      expect((await fetch(url(endpoint, path))).status).toBe(401)
      const refused = await fetch(url(endpoint, path), { headers: { authorization: 'Bearer wrong' } })
      expect([refused.status, ((await refused.json()) as { left: { _tag: string } }).left._tag]).toEqual([
        403,
        'Forbidden',
      ])
      const failed = await fetch(url(endpoint, path), { headers: { authorization: 'Bearer boom' } })
      expect(failed.status).toBe(500)
      expect(await failed.text()).not.toContain('secret-token-in-error')
    }
    const allowed = { headers: { authorization: 'Bearer right' } }
    expect((await fetch(url(endpoint, '/'), allowed)).status).toBe(200)
    // allowed, but no application served yet
    expect((await fetch(url(endpoint, '/status.json'), allowed)).status).toBe(503)
    expect((await fetch(url(endpoint, '/stores/word-counts/keys/kafka'), allowed)).status).toBe(503)
  })

  it('speaks HTTPS only when given tls options', async () => {
    const certs = await makeTestCertificates(mkdtempSync(join(dirs.make(), 'tls-')))
    const pem = readFileSync(certs.brokerKeyStoreFile)
    const { endpoint } = await started({ tls: { key: pem, cert: pem } })
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: endpoint.host, port: endpoint.port, path, ca: readFileSync(certs.caFile) },
          (res) => {
            let body = ''
            res.on('data', (c: Buffer) => (body += c.toString()))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
          },
        )
        req.on('error', reject)
        req.end()
      })
    const page = await get('/')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>Tributary status</title>')
    await expect(fetch(url(endpoint, '/'))).rejects.toThrow()
  })
})

/** The value of the sample of `family` whose labels include `label`, read from Prometheus text. */
const sampleOf = (text: string, family: string, label: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${family}{`) && l.includes(label))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('GET /metrics (embedded broker, real HTTP)', () => {
  it("serves the application's metrics in the Prometheus text format", async () => {
    const { server, endpoint } = await started()
    const at = url(endpoint, '/metrics')
    const refused = await fetch(at)
    expect(refused.status).toBe(503)
    expect(await refused.text()).toContain('StreamsNotStarted')

    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 1)
    const app = quietApp(kafka, endpoint, wordCountTopology('text-lines', 'word-counts-out'), {
      'application.id': 'prom',
      'client.id': 'prom-client',
    })
    server.serve(app)
    await app.start()
    closing.push(() => app.close())
    const lines = someLines(20)
    await produceLines(kafka, 'text-lines', lines)
    const thread = 'thread_id="prom-client-StreamThread-1"'
    // the 20 lines, then each of their words through the repartition topic
    await vi.waitUntil(
      async () =>
        (sampleOf(await (await fetch(at)).text(), 'kafka_stream_thread_process_total', thread) ?? 0) > 20,
      { timeout: 10_000, interval: 50 },
    )
    const res = await fetch(at)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    const text = await res.text()
    expect(text).toContain('# TYPE kafka_stream_thread_process_total counter\n')
    expect(text).toContain('# TYPE kafka_stream_thread_poll_latency_avg gauge\n')
    expect(text).toContain('kafka_stream_state{client_id="prom-client",state="RUNNING"} 1\n')
    expect(sampleOf(text, 'kafka_stream_alive_stream_threads', 'client_id="prom-client"')).toBe(1)
    expect(sampleOf(text, 'kafka_stream_thread_poll_total', thread)).toBeGreaterThan(0)
    // every sample line is <family>{labels} <number>, the family announced by a TYPE line before it; a family name
    // is Prometheus' [a-zA-Z_:][a-zA-Z0-9_:]* (digits too: kafka_stream_processor_node_record_e2e_latency_avg)
    const typed = new Set<string>()
    for (const line of text.trimEnd().split('\n')) {
      const type = /^# TYPE (\S+) (counter|gauge)$/.exec(line)
      if (type?.[1] !== undefined) typed.add(type[1])
      else if (!line.startsWith('# HELP ')) {
        const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line)
        expect(sample, line).not.toBeNull()
        expect(typed.has(sample?.[1] ?? ''), line).toBe(true)
        expect(Number.isNaN(Number(sample?.[3])) && sample?.[3] !== 'NaN', line).toBe(false)
      }
    }
  })
})
