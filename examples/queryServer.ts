// Routing interactive queries: three word-count instances on the embedded broker, each with its own HTTP query
// server on 127.0.0.1. A query sent to any instance is routed, through the KIP-535 metadata, to the instance
// that holds the key. Run with: npx tsx examples/queryServer.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import {
  count,
  EmbeddedKafka,
  filter,
  flatMapValues,
  formatHostInfo,
  groupBy,
  Grouped,
  KafkaStreams,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  to,
  toStream,
  type HostInfo,
} from 'tributary-streams'
import { QueryServer, WireCodec } from 'tributary-streams/routing'

const text = Serdes.string()
const stateDir = mkdtempSync(join(tmpdir(), 'tributary-query-server-'))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const kafka = new EmbeddedKafka()
const admin = kafka.admin()
await admin.connect()
await admin.createTopics([
  { topic: 'text-lines', numPartitions: 3 },
  { topic: 'word-counts-out', numPartitions: 3 },
])
await admin.disconnect()

const wordCount = () => {
  const builder = new StreamsBuilder()
  builder.stream('text-lines', { key: text, value: text }).pipe(
    flatMapValues((line) => line.toLowerCase().split(/\W+/)),
    filter((_key, word) => word.length > 0),
    groupBy((_key, word) => word, Grouped.with(text, text)),
    count(Materialized.as('word-counts')),
    toStream(),
    to('word-counts-out', Produced.with(text, Serdes.long())),
  )
  return builder.build()
}

// Each instance: a query server listening on a free port, then the application announcing that address as
// its `application.server` (carried to every instance by the assignment).
const instances: {
  readonly name: string
  readonly app: KafkaStreams
  readonly server: QueryServer
  readonly host: HostInfo
}[] = []
for (const name of ['a', 'b', 'c']) {
  const server = new QueryServer({
    stores: [QueryServer.expose('word-counts', WireCodec.stringKeys(t.number))],
    maxRangeSize: 500,
  })
  const host = await server.listen()
  const app = new KafkaStreams(
    wordCount(),
    {
      'application.id': 'query-server-example',
      'application.server': formatHostInfo(host),
      'state.dir': join(stateDir, name),
      'num.standby.replicas': 1,
      'commit.interval.ms': 100,
      'poll.ms': 20,
    },
    kafka,
    { logger: { warn: () => undefined, error: (m) => console.error(m) } },
  )
  server.serve(app)
  await app.start()
  instances.push({ name, app, server, host })
  console.log(`instance ${name}: query server on http://${formatHostInfo(host)}`)
}

// Wait until the three instances run and agree on who hosts every partition.
const hostsOf = (app: KafkaStreams): string => {
  const meta = app.metadataForStorePartitions('word-counts')
  return E.isRight(meta) && meta.right.every((m) => m.activeHost.port >= 0)
    ? meta.right.map((m) => formatHostInfo(m.activeHost)).join(',')
    : ''
}
const settled = () =>
  instances.every((i) => i.app.state() === 'RUNNING' && hostsOf(i.app) !== '') &&
  new Set(instances.map((i) => hostsOf(i.app))).size === 1
while (!settled()) await sleep(20)

const producer = kafka.producer({ clientId: 'lines' })
await producer.connect()
const lines = ['kafka streams in typescript', 'streams of records', 'query the state of kafka streams']
await producer.send(
  lines.map((line, i) => ({
    topic: 'text-lines',
    key: text.serializer.serialize('text-lines', `line-${i}`),
    value: text.serializer.serialize('text-lines', line),
  })),
)
await producer.disconnect()

const [first] = instances
if (first === undefined) throw new Error('no instance')
const nameOf = (host: HostInfo): string =>
  instances.find((i) => formatHostInfo(i.host) === formatHostInfo(host))?.name ?? formatHostInfo(host)
const ask = async (host: HostInfo, path: string): Promise<{ status: number; body: unknown }> => {
  const res = await fetch(`http://${formatHostInfo(host)}${path}`)
  return { status: res.status, body: await res.json() }
}
// Wait until the counts are in the stores (3 x 'streams').
while (
  JSON.stringify((await ask(first.host, '/stores/word-counts/keys/streams')).body) !==
  '{"_tag":"Right","right":3}'
)
  await sleep(20)

// A key owned by another instance: ask the first one, which routes the query to the owner.
for (const word of ['kafka', 'streams', 'records', 'typescript']) {
  const meta = first.app.queryMetadataForKey('word-counts', word, text.serializer)
  if (E.isLeft(meta)) throw new Error(meta.left.message)
  const { activeHost, standbyHosts, partition } = meta.right
  const answer = await ask(first.host, `/stores/word-counts/keys/${word}`)
  console.log(
    `GET ${formatHostInfo(first.host)}/stores/word-counts/keys/${word} -> ${answer.status} ${JSON.stringify(answer.body)}` +
      `  (partition ${partition}: active on ${nameOf(activeHost)}, standby on ${standbyHosts.map(nameOf).join(', ')})`,
  )
}

// A range over every partition: each partition read once, on its active host.
const range = await ask(first.host, '/stores/word-counts/range?from=q&to=t')
console.log(
  `GET ${formatHostInfo(first.host)}/stores/word-counts/range?from=q&to=t -> ${range.status} ${JSON.stringify(range.body)}`,
)

// Reading one partition of an instance that does not host it is refused with a typed, non-retryable error.
const kafkaMeta = first.app.queryMetadataForKey('word-counts', 'kafka', text.serializer)
const partition = E.isRight(kafkaMeta) ? kafkaMeta.right.partition : 0
const elsewhere = instances.find(
  (i) => !i.app.localTasks().has(`1_${partition}`) && !i.app.localStandbyTasks().has(`1_${partition}`),
)
if (elsewhere !== undefined) {
  const refused = await ask(elsewhere.host, `/stores/word-counts/keys/kafka?partition=${partition}`)
  console.log(
    `GET ${formatHostInfo(elsewhere.host)}/stores/word-counts/keys/kafka?partition=${partition} -> ${refused.status} ${JSON.stringify(refused.body)}`,
  )
}
const invalid = await ask(first.host, '/stores/word-counts/keys/kafka?partition=two')
console.log(`GET .../keys/kafka?partition=two -> ${invalid.status} ${JSON.stringify(invalid.body)}`)
// The probes an orchestrator asks, and the status codes of requests that are wrong.
for (const path of ['/health', '/ready', '/stores/no-such-store/keys/kafka']) {
  const answer = await ask(first.host, path)
  console.log(`GET ${path} -> ${answer.status} ${JSON.stringify(answer.body)}`)
}
const wrongMethod = await fetch(`http://${formatHostInfo(first.host)}/stores/word-counts/keys/kafka`, {
  method: 'DELETE',
})
console.log(`DELETE .../keys/kafka -> ${wrongMethod.status}, Allow: ${wrongMethod.headers.get('allow')}`)

for (const { app, server } of instances) {
  await server.close()
  await app.close({ timeout: 10_000 })
}
rmSync(stateDir, { recursive: true, force: true })
console.log('done')
