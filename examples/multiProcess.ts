// One application on every core of a machine: launchInstances starts this file once per instance (here 2), each a
// KafkaStreams instance of the same application id with its own state directory and application.server port, and
// the consumer group spreads the tasks over them. Run against a broker (`npx tsx scripts/kafka/start.ts` prints its
// address) with:
//   KAFKA_BOOTSTRAP_SERVERS=127.0.0.1:PORT npx tsx examples/multiProcess.ts
// The launcher creates the topics, starts the instances, writes some lines, and stops the instances after 20 s;
// each instance prints the tasks it got and, when stopped, which of them held a partition of the count store.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  count,
  flatMapValues,
  groupBy,
  Grouped,
  KafkajsClientSupplier,
  KafkaStreams,
  launchedInstance,
  launchInstances,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  to,
  toStream,
} from 'tributary-streams'

const bootstrap = process.env['KAFKA_BOOTSTRAP_SERVERS']
if (bootstrap === undefined || bootstrap === '') {
  console.error('Set KAFKA_BOOTSTRAP_SERVERS (see the comment at the top of this file).')
  process.exit(2)
}
const text = Serdes.string()
const instance = process.env['TRIBUTARY_INSTANCE_INDEX'] === undefined ? undefined : launchedInstance()

const runInstance = async (me: ReturnType<typeof launchedInstance>, run: string, stateDir: string) => {
  const builder = new StreamsBuilder()
  builder.stream(`lines-${run}`, { key: text, value: text }).pipe(
    flatMapValues((line) => line.split(' ')),
    groupBy((_key, word) => word, Grouped.with(text, text)),
    count(Materialized.as('counts')),
    toStream(),
    to(`counts-${run}`, Produced.with(text, Serdes.long())),
  )
  const app = new KafkaStreams(builder.build(), {
    'application.id': `multi-process-${run}`,
    'bootstrap.servers': bootstrap,
    'state.dir': me.stateDir(stateDir),
    'application.server': me.applicationServer('localhost', 7070),
  })
  app.state$.subscribe(({ newState }) => {
    if (newState === 'RUNNING')
      console.log(`instance ${me.index} of ${me.count}: tasks ${[...app.localTasks().keys()].join(', ')}`)
  })
  process.once('SIGTERM', () => {
    const storeTasks = [...app.localTasks().values()].filter((task) => task.getStore('counts') !== undefined)
    const held = storeTasks.map((task) => task.taskId).join(', ')
    console.log(`instance ${me.index}: stopping; it held the count store of tasks ${held || 'none'}`)
    void app.close({ timeout: 30_000 }).then(() => process.exit(0))
  })
  await app.start()
}

const launch = async (): Promise<void> => {
  const run = `${Date.now()}`
  const supplier = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap })
  const admin = supplier.admin({ clientId: 'multi-process-admin' })
  await admin.connect()
  await admin.createTopics([
    { topic: `lines-${run}`, numPartitions: 4 },
    { topic: `counts-${run}`, numPartitions: 4 },
  ])
  await admin.disconnect()
  const stateDir = mkdtempSync(join(tmpdir(), 'tributary-multi-process-'))
  const launched = launchInstances({
    script: new URL(import.meta.url),
    instances: 2,
    args: [run, stateDir],
    execArgv: ['--import', 'tsx'],
  })
  const producer = supplier.producer({ clientId: 'multi-process-input' })
  await producer.connect()
  await producer.send(
    Array.from({ length: 1000 }, (_, i) => ({
      topic: `lines-${run}`,
      key: Buffer.from(`line-${i}`),
      value: Buffer.from(`word-${i % 10} word-${i % 7}`),
    })),
  )
  await producer.disconnect()
  await new Promise((resolve) => setTimeout(resolve, 20_000))
  console.log(`instances exited with ${(await launched.stop()).join(', ')}`)
  rmSync(stateDir, { recursive: true, force: true })
}

if (instance === undefined) await launch()
else await runInstance(instance, process.argv[2] ?? '', process.argv[3] ?? tmpdir())
