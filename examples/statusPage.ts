// Watching a running application: a word count on the embedded broker with a query server whose status page
// (GET /) shows the topology, the client's state, its threads and tasks, every instance of the application, the
// lag of each partition and the processing rates, refreshed every second. New lines arrive every few seconds.
// Run with: npx tsx examples/statusPage.ts   (then open the address it prints; PORT=7070 picks the port)
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
} from 'tributary-streams'
import { QueryServer, WireCodec } from 'tributary-streams/routing'

const text = Serdes.string()
const kafka = new EmbeddedKafka()
const admin = kafka.admin()
await admin.connect()
await admin.createTopics([
  { topic: 'text-lines', numPartitions: 3 },
  { topic: 'word-counts-out', numPartitions: 3 },
])
await admin.disconnect()

const builder = new StreamsBuilder()
builder.stream('text-lines', { key: text, value: text }).pipe(
  flatMapValues((line) => line.toLowerCase().split(/\W+/)),
  filter((_key, word) => word.length > 0),
  groupBy((_key, word) => word, Grouped.with(text, text)),
  count(Materialized.as('word-counts')),
  toStream(),
  to('word-counts-out', Produced.with(text, Serdes.long())),
)
const topology = builder.build()

// The server draws the topology once, when it starts listening; its address is the application's
// `application.server`, so the page's host map names it.
const server = new QueryServer({
  stores: [QueryServer.expose('word-counts', WireCodec.stringKeys(t.number))],
  topology,
  port: Number(process.env['PORT'] ?? 0),
})
const endpoint = await server.listen()
const app = new KafkaStreams(
  topology,
  {
    'application.id': 'status-page-demo',
    'client.id': 'instance-1',
    'application.server': formatHostInfo(endpoint),
    'state.dir': mkdtempSync(join(tmpdir(), 'tributary-status-page-')),
    'num.stream.threads': 2,
    'commit.interval.ms': 2000,
  },
  kafka,
)
server.serve(app)
await app.start()
console.log(`status page: http://${formatHostInfo(endpoint)}/`)

const words = ['kafka', 'streams', 'tributary', 'state', 'store', 'query', 'lag', 'topic', 'task', 'thread']
const producer = kafka.producer({ clientId: 'status-page-lines' })
await producer.connect()
let n = 0
const feed = setInterval(() => {
  const lines = Array.from({ length: 200 }, () => {
    n++
    return Array.from({ length: 1 + (n % 6) }, (_, i) => words[(n * 7 + i * 3) % words.length]).join(' ')
  })
  producer
    .send(
      lines.map((line, i) => ({
        topic: 'text-lines',
        key: text.serializer.serialize('text-lines', `line-${n + i}`),
        value: text.serializer.serialize('text-lines', line),
      })),
    )
    .catch((error: unknown) => console.error('sending lines failed:', error))
}, 3000)

const stop = async (): Promise<void> => {
  clearInterval(feed)
  await producer.disconnect()
  await app.close()
  await server.close()
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
