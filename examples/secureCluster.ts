// Connecting to a secured cluster (TLS and SASL) with Kafka's own settings, read from environment variables, and
// counting words there. Run against the project's secured test broker (`npx tsx scripts/kafka/start.ts --secured`
// prints the values) with:
//   KAFKA_BOOTSTRAP_SERVERS=127.0.0.1:PORT KAFKA_SASL_USERNAME=tributary KAFKA_SASL_PASSWORD=... \
//   KAFKA_CA_FILE=/path/to/ca.pem npx tsx examples/secureCluster.ts
// Optional: KAFKA_SASL_MECHANISM (default SCRAM-SHA-512; PLAIN and SCRAM-SHA-256 too).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import {
  count,
  flatMapValues,
  groupBy,
  Grouped,
  isStreamsError,
  KafkajsClientSupplier,
  KafkaStreams,
  Materialized,
  Produced,
  QueryableStoreTypes,
  Serdes,
  StoreQueryParameters,
  StreamsBuilder,
  to,
  toStream,
  type StreamsConfigInput,
} from 'tributary-streams'

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined || value === '') {
    console.error(`Set ${name} (see the comment at the top of this file).`)
    process.exit(2)
  }
  return value
}

const mechanism = process.env['KAFKA_SASL_MECHANISM'] ?? 'SCRAM-SHA-512'
const loginModule =
  mechanism === 'PLAIN'
    ? 'org.apache.kafka.common.security.plain.PlainLoginModule'
    : 'org.apache.kafka.common.security.scram.ScramLoginModule'

// Exactly the settings a Java client takes; the password is wrapped as soon as it is read, so no echo of the
// configuration, log line or error shows it.
const security = {
  'bootstrap.servers': env('KAFKA_BOOTSTRAP_SERVERS'),
  'security.protocol': 'SASL_SSL',
  'sasl.mechanism': mechanism,
  'sasl.jaas.config': `${loginModule} required username="${env('KAFKA_SASL_USERNAME')}" password="${env('KAFKA_SASL_PASSWORD')}";`,
  'ssl.truststore.type': 'PEM',
  'ssl.truststore.location': env('KAFKA_CA_FILE'),
} as const

const run = `${Date.now()}`
const input = `secure-lines-${run}`
const output = `secure-counts-${run}`
const text = Serdes.string()

const supplier = new KafkajsClientSupplier(security)
const admin = supplier.admin({ clientId: 'secure-demo-admin' })
try {
  await admin.connect()
} catch (e) {
  // a wrong password is SaslAuthenticationFailed, a CA that does not match SslAuthenticationFailed: not retryable
  console.error(isStreamsError(e) ? `${e._tag} (retryable: ${String(e.retryable)}): ${e.message}` : e)
  process.exit(1)
}
await admin.createTopics([
  { topic: input, numPartitions: 1 },
  { topic: output, numPartitions: 1 },
])
await admin.disconnect()

const builder = new StreamsBuilder()
builder.stream(input, { key: text, value: text }).pipe(
  flatMapValues((line) =>
    line
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 0),
  ),
  groupBy((_key, word) => word, Grouped.with(text, text)),
  count(Materialized.as('secure-counts')),
  toStream(),
  to(output, Produced.with(text, Serdes.long())),
)
const stateDir = mkdtempSync(join(tmpdir(), 'tributary-secure-'))
const config: StreamsConfigInput = {
  ...security,
  'application.id': `secure-word-count-${run}`,
  'processing.guarantee': 'exactly_once_v2',
  'state.dir': stateDir,
}
const streams = new KafkaStreams(builder.build(), config)
await streams.start()
console.log(`Running over SASL_SSL (${mechanism}); topics ${input} -> ${output}.`)

const producer = supplier.producer({ clientId: 'secure-demo-input' })
await producer.connect()
await producer.send(
  ['secure streams', 'streams over tls and sasl'].map((line) => ({
    topic: input,
    key: null,
    value: Buffer.from(line),
  })),
)
await producer.disconnect()

// an interactive query over the secured application's store, until the count arrives
const counts = StoreQueryParameters.fromNameAndType(
  'secure-counts',
  QueryableStoreTypes.keyValueStore<string, number>(),
)
for (let attempt = 0; attempt < 60; attempt++) {
  const store = streams.store(counts)
  const answer = E.isRight(store) ? await store.right.get('streams') : undefined
  if (answer !== undefined && E.isRight(answer) && answer.right === 2) {
    console.log("The word 'streams' was counted twice.")
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
}
await streams.close({ timeout: 30_000 })
rmSync(stateDir, { recursive: true, force: true })
console.log('Closed.')
