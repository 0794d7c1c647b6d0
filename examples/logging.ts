// Logging: one logger for the library and its Kafka clients. This logger writes one JSON line per log line on
// standard output (level, message, fields), keeping info and above; a second instance joins the application
// halfway, and its rebalance stays at debug. Runs on the in-process EmbeddedKafka; with KAFKA_BOOTSTRAP_SERVERS
// set, on a real cluster, where the kafkajs and @platformatic/kafka clients log through the same logger.
// Run: `npx tsx examples/logging.ts` (LOG_LEVEL=debug to see everything).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  count,
  EmbeddedKafka,
  flatMapValues,
  groupBy,
  Grouped,
  KafkajsClientSupplier,
  KafkaStreams,
  Materialized,
  Serdes,
  StreamsBuilder,
  type Logger,
  type LogFields,
  type LogLevel,
} from 'tributary-streams'

const levels: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error']
const threshold = levels.indexOf((process.env['LOG_LEVEL'] ?? 'info') as LogLevel)
const jsonLine =
  (level: LogLevel) =>
  (message: string, fields?: LogFields): void => {
    if (levels.indexOf(level) < threshold) return
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`)
  }
const logger: Logger = {
  trace: jsonLine('trace'),
  debug: jsonLine('debug'),
  info: jsonLine('info'),
  warn: jsonLine('warn'),
  error: jsonLine('error'),
}

const bootstrap = process.env['KAFKA_BOOTSTRAP_SERVERS']
const embedded = bootstrap === undefined ? new EmbeddedKafka() : undefined
const run = `${Date.now()}`
const input = `text-lines-${run}`
const text = Serdes.string()
const builder = new StreamsBuilder()
builder.stream(input, { key: text, value: text }).pipe(
  flatMapValues((line) => line.toLowerCase().split(/\W+/)),
  groupBy((_key, word) => word, Grouped.with(text, text)),
  count(Materialized.as('word-counts')),
)
const topology = builder.build()

const stateDir = mkdtempSync(join(tmpdir(), 'tributary-logging-example-'))
const config = {
  'application.id': `logging-example-${run}`,
  'state.dir': stateDir,
  ...(bootstrap === undefined ? {} : { 'bootstrap.servers': bootstrap }),
}
const instance = (name: string): KafkaStreams =>
  new KafkaStreams(topology, { ...config, 'state.dir': join(stateDir, name) }, embedded, { logger })

const admin = (
  embedded ?? new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap ?? '' }, { logger })
).admin()
await admin.connect()
await admin.createTopics([{ topic: input, numPartitions: 2 }])
await admin.disconnect()
const first = instance('one')
await first.start()
logger.info('first instance started; a second one joins', { application: config['application.id'] })
const second = instance('two')
await second.start()
await new Promise((resolve) => setTimeout(resolve, 2_000))
logger.info('tasks after the rebalance', { first: first.localTasks().size, second: second.localTasks().size })
await second.close({ timeout: 10_000 })
await first.close({ timeout: 10_000 })
rmSync(stateDir, { recursive: true, force: true })
