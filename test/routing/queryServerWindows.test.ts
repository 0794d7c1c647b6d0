import * as t from 'io-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  count,
  EmbeddedKafka,
  formatHostInfo,
  groupByKey,
  KafkaStreams,
  Materialized,
  Serdes,
  SessionWindows,
  StreamsBuilder,
  TimeWindows,
  windowedBy,
  type HostInfo,
} from '../../src/index.js'
import { HttpTransport } from '../../src/routing/HttpTransport.js'
import { QueryServer } from '../../src/routing/QueryServer.js'
import { WireCodec } from '../../src/routing/WireCodec.js'
import { tempDirs } from '../runtime/thread/wordCountApp.js'
import { right } from './eithers.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const text = Serdes.string()
const codec = WireCodec.stringKeys(t.number)
const MINUTE = 60_000
/** Clicks of one user, at these times (ms): two one-minute windows, three sessions with a 10 s gap (the grace keeps them all). */
const CLICKS = [1_000, 5_000, 12_000, 61_000, 90_000]

const get = async (host: HostInfo, path: string) => {
  const res = await fetch(`http://${formatHostInfo(host)}${path}`)
  return {
    status: res.status,
    body: (await res.json()) as { right?: unknown; left?: { parameter?: unknown } },
  }
}

describe('QueryServer window and session store endpoints (embedded broker, real HTTP)', () => {
  it("answers a key's windows and sessions, routed by the key or read on a partition, over HTTP too", async () => {
    const builder = new StreamsBuilder()
    const clicks = builder.stream('clicks', { key: text, value: text })
    clicks.pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeAndGrace(MINUTE, 10 * MINUTE)),
      count(Materialized.as('clicks-per-minute')),
    )
    clicks.pipe(
      groupByKey(),
      windowedBy(SessionWindows.ofInactivityGapAndGrace(10_000, 10 * MINUTE)),
      count(Materialized.as('click-sessions')),
    )
    const server = new QueryServer({
      stores: [QueryServer.expose('clicks-per-minute', codec), QueryServer.expose('click-sessions', codec)],
    })
    const endpoint = await server.listen()
    const kafka = new EmbeddedKafka()
    const admin = kafka.admin()
    await admin.connect()
    await admin.createTopics([{ topic: 'clicks', numPartitions: 2 }])
    await admin.disconnect()
    const app = new KafkaStreams(
      builder.build(),
      {
        'application.id': 'windows',
        'application.server': formatHostInfo(endpoint),
        'state.dir': dirs.make(),
        'poll.ms': 20,
      },
      kafka,
      { logger: { warn: () => undefined, error: () => undefined } },
    )
    server.serve(app)
    await app.start()
    const producer = kafka.producer({ clientId: 'clicks' })
    await producer.connect()
    await producer.send(
      CLICKS.map((timestamp) => ({
        topic: 'clicks',
        key: text.serializer.serialize('clicks', 'ada'),
        value: text.serializer.serialize('clicks', 'click'),
        timestamp,
      })),
    )
    await producer.disconnect()

    const windows = [
      { start: 0, value: 3 },
      { start: MINUTE, value: 2 },
    ]
    const sessions = [
      { start: 1_000, end: 12_000, value: 3 },
      { start: 61_000, end: 61_000, value: 1 },
      { start: 90_000, end: 90_000, value: 1 },
    ]
    const sessionsOfAda = async () => (await get(endpoint, '/stores/click-sessions/sessions/ada')).body.right
    await vi.waitUntil(
      async () => ((await sessionsOfAda()) as unknown[] | undefined)?.length === sessions.length,
      {
        timeout: 10_000,
        interval: 20,
      },
    )
    expect(await sessionsOfAda()).toEqual(sessions)
    expect(await get(endpoint, `/stores/clicks-per-minute/windows/ada?from=0&to=${MINUTE}`)).toEqual({
      status: 200,
      body: { _tag: 'Right', right: windows },
    })
    expect((await get(endpoint, '/stores/clicks-per-minute/windows/ada?from=1&to=59999')).body.right).toEqual(
      [],
    )
    expect((await get(endpoint, '/stores/click-sessions/sessions/nobody')).body.right).toEqual([])

    // on the key's partition, and through the HTTP transport as another instance forwards it
    const onPartition = async (p: number) =>
      (await get(endpoint, `/stores/click-sessions/sessions/ada?partition=${p}`)).body.right
    const found = await Promise.all([0, 1].map(onPartition))
    expect(found.filter((rows) => JSON.stringify(rows) === JSON.stringify(sessions))).toHaveLength(1)
    const keyPartition = found.findIndex((rows) => JSON.stringify(rows) === JSON.stringify(sessions))
    const remote = new HttpTransport(codec)
    const read = { host: endpoint, partition: keyPartition, stale: false }
    expect(right(await remote.sessionFetch({ ...read, storeName: 'click-sessions' }, 'ada'))).toEqual(
      sessions,
    )
    expect(
      right(
        await remote.windowFetch({ ...read, storeName: 'clicks-per-minute' }, 'ada', { from: 0, to: MINUTE }),
      ),
    ).toEqual(windows)

    // the time bounds are checked
    for (const [query, parameter] of [
      ['from=0', 'to'],
      ['to=5', 'from'],
      ['from=-1&to=5', 'from'],
      ['from=9&to=5', 'to'],
    ] as const) {
      const bad = await get(endpoint, `/stores/clicks-per-minute/windows/ada?${query}`)
      expect([bad.status, bad.body.left?.parameter]).toEqual([400, parameter])
    }
    expect((await get(endpoint, '/stores/click-sessions/sessions/ada?from=0')).status).toBe(400)
    await server.close()
    await app.close()
  }, 30_000)
})
