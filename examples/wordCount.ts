// Word count through KafkaStreams: text lines go into a topic, the application counts words (a repartition topic
// and a changelogged store), and the final counts are read back from the output topic.
// Runs on the in-process EmbeddedKafka; with KAFKA_BOOTSTRAP_SERVERS set, on a real cluster.
// Run: `npx tsx examples/wordCount.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  count,
  EmbeddedKafka,
  filter,
  flatMapValues,
  groupBy,
  Grouped,
  KafkaStreams,
  KafkajsClientSupplier,
  type KafkaClientSupplier,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  toStream,
  to,
} from 'tributary-streams'

const bootstrap = process.env['KAFKA_BOOTSTRAP_SERVERS']
const kafka: KafkaClientSupplier = bootstrap
  ? new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'client.id': 'word-count-demo' })
  : new EmbeddedKafka()
const run = `${Date.now()}`
const input = `text-lines-${run}`
const output = `word-counts-${run}`
const text = Serdes.string()
const long = Serdes.long()
const lines = [
  'Kafka Streams for TypeScript',
  'streams of records, tables of state',
  'state you can query while the stream runs',
]

const builder = new StreamsBuilder()
builder.stream(input, { key: text, value: text }).pipe(
  flatMapValues((line) => line.toLowerCase().split(/\W+/)),
  filter((_key, word) => word.length > 0),
  groupBy((_key, word) => word, Grouped.with(text, text)),
  count(Materialized.as('word-counts')),
  toStream(),
  to(output, Produced.with(text, long)),
)

console.log(bootstrap ? `Using the Kafka cluster at ${bootstrap}` : 'Using the embedded in-process broker')
const admin = kafka.admin()
await admin.connect()
await admin.createTopics([
  { topic: input, numPartitions: 3 },
  { topic: output, numPartitions: 3 },
])
const producer = kafka.producer({ clientId: 'word-count-demo-input' })
await producer.connect()
await producer.send(
  lines.map((line, i) => ({
    topic: input,
    key: text.serializer.serialize(input, `line-${i}`),
    value: text.serializer.serialize(input, line),
  })),
)

const stateDir = mkdtempSync(join(tmpdir(), 'tributary-word-count-'))
const app = new KafkaStreams(
  builder.build(),
  {
    'application.id': `word-count-demo-${run}`,
    'state.dir': stateDir,
    'commit.interval.ms': 100,
    ...(bootstrap ? { 'bootstrap.servers': bootstrap } : {}),
  },
  kafka,
)
app.state$.subscribe(({ oldState, newState }) => console.log(`state: ${oldState ?? '-'} -> ${newState}`))
await app.start()

const expected = lines.flatMap((l) => l.toLowerCase().split(/\W+/)).filter((w) => w.length > 0).length
const reader = kafka.assignedConsumer({ clientId: 'word-count-demo-output' })
await reader.connect()
await reader.assign([0, 1, 2].map((partition) => ({ topic: output, partition })))
const counts = new Map<string, number>()
const total = (): number => [...counts.values()].reduce((a, b) => a + b, 0)
for (let attempt = 0; total() < expected && attempt < 300; attempt++) {
  for (const r of await reader.poll(100)) {
    if (r.key === null || r.value === null) continue
    counts.set(text.deserializer.deserialize(output, r.key), long.deserializer.deserialize(output, r.value))
  }
}
console.log('Final word counts:')
for (const [word, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
  console.log(`  ${word.padEnd(12)} ${n}`)
}

await app.close({ timeout: 10_000 })
await reader.disconnect()
await producer.disconnect()
await admin.disconnect()
rmSync(stateDir, { recursive: true, force: true })
if (total() !== expected) {
  console.error(`Counted ${total()} words, expected ${expected}.`)
  process.exit(1)
}
