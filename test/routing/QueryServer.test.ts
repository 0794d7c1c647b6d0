import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka, Serdes } from '../../src/index.js'
import { partitionForKey } from '../../src/kafka/partitioner.js'
import { HttpTransport } from '../../src/routing/HttpTransport.js'
import { QueryServer } from '../../src/routing/QueryServer.js'
import { WireCodec } from '../../src/routing/WireCodec.js'
import { formatHostInfo, type HostInfo } from '../../src/core/HostInfo.js'
import { referenceCounts, someLines, tempDirs, wordCountStreams } from '../runtime/thread/wordCountApp.js'
import { right, tagOf } from './eithers.js'
import {
  keyedWordCountStreams,
  produceWords,
  startWordCountCluster,
  type Instance,
} from './wordCountCluster.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const codec = WireCodec.stringKeys(t.number)
const counts = QueryServer.expose('word-counts', codec)
const partitionOf = (word: string): number =>
  partitionForKey(Serdes.string().serializer.serialize('words', word), 2)

interface Answer {
  readonly status: number
  readonly body: { readonly _tag: string; readonly right?: unknown; readonly left?: Record<string, unknown> }
}
const get = async (host: HostInfo, path: string, init?: RequestInit): Promise<Answer> => {
  const res = await fetch(`http://${formatHostInfo(host)}${path}`, init)
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}
const leftTag = (a: Answer): unknown => a.body.left?.['_tag']

describe('QueryServer and HttpTransport (real HTTP on 127.0.0.1)', () => {
  it('routes a query sent to any instance to the owner, reads partitions locally, validates and bounds requests', async () => {
    const servers = [
      new QueryServer({ stores: [counts] }),
      new QueryServer({ stores: [counts], maxRangeSize: 4 }),
    ]
    const endpoints = await Promise.all(servers.map((s) => s.listen()))
    const cluster = await startWordCountCluster({
      applicationId: 'query-server',
      partitions: 2,
      servers: endpoints.map(formatHostInfo),
      stateDir: dirs.make,
      app: { build: keyedWordCountStreams, subtopology: 0 },
    })
    const [a, b] = cluster.instances as readonly [Instance, Instance]
    const [serverA, serverB] = servers as [QueryServer, QueryServer]
    const [atA, atB] = [a.host, b.host]
    // before serve(): not started
    expect((await get(atA, '/stores/word-counts/keys/kafka')).status).toBe(503)
    serverA.serve(a.app)
    serverB.serve(b.app)

    const words = someLines(60, 4).flatMap((line) => line.split(' '))
    await produceWords(cluster.kafka, words)
    const expected = referenceCounts(words)
    const ownerOf = (word: string): Instance => (a.app.localTasks().has(`0_${partitionOf(word)}`) ? a : b)
    const [word, count] = [...expected].find(([w]) => ownerOf(w) === b) ?? ['', 0]

    // a query sent to A for a key B owns: A routes it to B
    await vi.waitUntil(
      async () => (await get(atA, `/stores/word-counts/keys/${word}`)).body.right === count,
      {
        timeout: 10_000,
        interval: 20,
      },
    )
    for (const [w, c] of expected) {
      expect(await get(atA, `/stores/word-counts/keys/${w}`)).toEqual({
        status: 200,
        body: { _tag: 'Right', right: c },
      })
      expect((await get(atB, `/stores/word-counts/keys/${w}`)).body.right).toBe(c)
    }
    expect((await get(atA, '/stores/word-counts/keys/no-such-word')).body).toEqual({
      _tag: 'Right',
      right: null,
    })
    const all = await get(atA, '/stores/word-counts/range')
    const rows = all.body.right as { key: string; value: number }[]
    expect(new Map(rows.map((r) => [r.key, r.value]))).toEqual(expected)
    const some = (await get(atA, '/stores/word-counts/range?from=r&to=t')).body.right as { key: string }[]
    expect(some.map((r) => r.key).sort()).toEqual(
      [...expected.keys()].filter((w) => w >= 'r' && w <= 't').sort(),
    )

    // with a partition: read here only; the standby copy with stale=true
    const p = partitionOf(word)
    const notHere = await get(atA, `/stores/word-counts/keys/${word}?partition=${p}`)
    expect([notHere.status, leftTag(notHere), notHere.body.left?.['retryable']]).toEqual([
      421,
      'InvalidStateStorePartition',
      false,
    ])
    await vi.waitUntil(
      async () =>
        (await get(atA, `/stores/word-counts/keys/${word}?partition=${p}&stale=true`)).body.right === count,
      { timeout: 10_000, interval: 20 },
    )
    expect((await get(atB, `/stores/word-counts/keys/${word}?partition=${p}`)).body.right).toBe(count)

    // validation: typed errors naming what to fix
    const bad = async (
      host: HostInfo,
      path: string,
      status: number,
      parameter: string,
      init?: RequestInit,
    ) => {
      const answer = await get(host, path, init)
      expect([answer.status, leftTag(answer), answer.body.left?.['parameter']]).toEqual([
        status,
        'InvalidQueryRequest',
        parameter,
      ])
    }
    await bad(atA, '/stores/word-counts/keys/kafka?partition=x', 400, 'partition')
    await bad(atA, '/stores/word-counts/keys/kafka?partition=-1', 400, 'partition')
    await bad(atA, '/stores/word-counts/keys/kafka?stale=true', 400, 'stale')
    await bad(atA, '/stores/word-counts/keys/kafka?partition=0&replicas=active', 400, 'replicas')
    await bad(atA, '/stores/word-counts/keys/kafka?replicas=nearest', 400, 'replicas')
    await bad(atA, '/stores/word-counts/keys/kafka?limit=3', 400, 'limit')
    await bad(atA, '/stores/word-counts/keys/kafka?partition=0&partition=1', 400, 'partition')
    await bad(atA, '/stores/other/keys/kafka', 404, 'store')
    await bad(atA, '/stores/word-counts', 404, 'path')
    await bad(atA, '/stores/word-counts/keys/a/b', 404, 'path')
    await bad(atA, '/stores/word-counts/keys/kafka', 405, 'method', { method: 'POST' })
    // a partition that does not exist is the store's answer
    expect(leftTag(await get(atA, '/stores/word-counts/keys/kafka?partition=7'))).toBe(
      'InvalidStateStorePartition',
    )

    // range bound: B answers at most 4 rows (of the 10 words)
    const tooMany = await get(atB, '/stores/word-counts/range')
    expect([tooMany.status, leftTag(tooMany), tooMany.body.left?.['limit']]).toEqual([
      422,
      'RangeTooLarge',
      4,
    ])

    // the HTTP transport reads one partition of one replica
    const remote = new HttpTransport(codec)
    const read = { host: atB, storeName: 'word-counts', partition: p, stale: false }
    expect(right(await remote.get(read, word))).toBe(count)
    expect(tagOf(await remote.get({ ...read, host: atA }, word))).toBe('InvalidStateStorePartition')
    const larger = [0, 1].sort(
      (x, y) =>
        [...expected.keys()].filter((w) => partitionOf(w) === y).length -
        [...expected.keys()].filter((w) => partitionOf(w) === x).length,
    )[0]
    expect(tagOf(await remote.range({ ...read, partition: larger ?? 0, stale: true }, {}))).toBe(
      'RangeTooLarge',
    )
    expect(right(await remote.range({ ...read, host: atA, stale: true }, { from: word, to: word }))).toEqual([
      { key: word, value: count },
    ])

    // A's query server goes down (its application keeps running): B's routed reads of A's keys fail as
    // retryable unless stale reads may use B's standby copy
    const [aWord, aCount] = [...expected].find(([w]) => ownerOf(w) === a) ?? ['', 0]
    await serverA.close()
    const down = await get(atB, `/stores/word-counts/keys/${aWord}`)
    expect([down.status, leftTag(down), down.body.left?.['retryable']]).toEqual([
      503,
      'HostUnreachable',
      true,
    ])
    await vi.waitUntil(
      async () =>
        (await get(atB, `/stores/word-counts/keys/${aWord}?replicas=activeThenStandby`)).body.right ===
        aCount,
      { timeout: 10_000, interval: 20 },
    )
    expect(tagOf(await remote.get({ ...read, host: atA }, word))).toBe('HostUnreachable')
    await serverB.close()
    await cluster.close()
  }, 60_000)

  it('reports a host that is no query server, and refuses invalid settings', async () => {
    const other = createServer((_req, res) => res.end('hello'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const host = { host: '127.0.0.1', port: (other.address() as AddressInfo).port }
    const remote = new HttpTransport(codec)
    const read = { host, storeName: 'word-counts', partition: 0, stale: false }
    const answer = await remote.get(read, 'kafka')
    expect(tagOf(answer)).toBe('InvalidQueryResponse')
    expect(E.isLeft(answer) && answer.left.retryable).toBe(false)
    await new Promise((resolve) => other.close(resolve))

    const settingOf = (f: () => unknown): unknown => {
      try {
        f()
        return undefined
      } catch (e) {
        return [(e as { _tag?: unknown })._tag, (e as { setting?: unknown }).setting]
      }
    }
    expect(settingOf(() => new QueryServer({ stores: [] }))).toEqual(['QueryServerConfigError', 'stores'])
    expect(settingOf(() => new QueryServer({ stores: [counts], maxRangeSize: 0 }))).toEqual([
      'QueryServerConfigError',
      'maxRangeSize',
    ])
    expect(settingOf(() => new QueryServer({ stores: [counts], port: 70_000 }))).toEqual([
      'QueryServerConfigError',
      'port',
    ])
    const noEndpoint = wordCountStreams(new EmbeddedKafka(), {
      'application.id': 'no-endpoint',
      'state.dir': dirs.make(),
    })
    expect(settingOf(() => new QueryServer({ stores: [counts] }).serve(noEndpoint))).toEqual([
      'QueryServerConfigError',
      'application.server',
    ])
  })
})
