// The client port on its own (`npx tsx examples/clients.ts`): text lines go through Kafka and come back as word counts.
// Runs on the in-process EmbeddedKafka; with KAFKA_BOOTSTRAP_SERVERS set, on a real cluster through kafkajs.
// `npm start` runs the same through KafkaStreams (examples/wordCount.ts).
import { EmbeddedKafka, KafkajsClientSupplier, Serdes, type KafkaClientSupplier } from 'tributary-streams'

const bootstrap = process.env['KAFKA_BOOTSTRAP_SERVERS']
const kafka: KafkaClientSupplier = bootstrap
  ? new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'client.id': 'tributary-demo' })
  : new EmbeddedKafka()
const run = `${Date.now()}`
const topic = `text-lines-${run}`
const text = Serdes.string()

const lines = [
  'Kafka Streams for TypeScript',
  'streams of records, tables of state',
  'state you can query while the stream runs',
]

console.log(bootstrap ? `Using the Kafka cluster at ${bootstrap}` : 'Using the embedded in-process broker')
const admin = kafka.admin()
await admin.connect()
await admin.createTopics([{ topic, numPartitions: 3 }])

const producer = kafka.producer({ clientId: 'demo-producer', idempotent: true })
await producer.connect()
const sent = await producer.send(
  lines.map((line, i) => ({
    topic,
    key: text.serializer.serialize(topic, `line-${i}`),
    value: text.serializer.serialize(topic, line),
  })),
)
console.log(
  `Produced ${sent.length} lines to ${topic} (partitions ${sent.map((m) => m.partition).join(', ')})`,
)

const consumer = kafka.consumer({
  clientId: 'demo-consumer',
  groupId: `demo-${run}`,
  autoOffsetReset: 'earliest',
})
await consumer.connect()
await consumer.subscribe([topic])
const counts = new Map<string, number>()
let consumed = 0
for (let attempt = 0; consumed < lines.length && attempt < 50; attempt++) {
  for (const record of await consumer.poll(200)) {
    consumed++
    const line = record.value === null ? '' : text.deserializer.deserialize(topic, record.value)
    for (const word of line.toLowerCase().split(/\W+/).filter(Boolean))
      counts.set(word, (counts.get(word) ?? 0) + 1)
  }
}
console.log(`Consumed ${consumed} lines; word counts:`)
for (const [word, count] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
  console.log(`  ${word.padEnd(12)} ${count}`)
}

await consumer.disconnect()
await producer.disconnect()
await admin.deleteTopics([topic])
await admin.disconnect()
if (consumed < lines.length) {
  console.error(`Only ${consumed} of ${lines.length} lines came back.`)
  process.exit(1)
}
