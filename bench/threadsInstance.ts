// One word-count instance of the `threads` benchmark, started by launchInstances (threads.ts): its settings come as
// JSON in the first argument, its place among the instances from launchedInstance(); it closes on SIGTERM.
import { launchedInstance } from '../src/runtime/launcher/launchedInstance.js'
import { KafkaStreams } from '../src/runtime/KafkaStreams.js'
import { wordCountTopology } from './runtimeKafka.js'

/** What threads.ts hands each instance. */
export interface ThreadsInstanceSettings {
  readonly bootstrap: string
  readonly applicationId: string
  readonly input: string
  readonly output: string
  readonly stateDir: string
  readonly threads: number
  readonly commitIntervalMs: number
}

const settings = JSON.parse(process.argv[2] ?? '{}') as ThreadsInstanceSettings
const me = launchedInstance()
const app = new KafkaStreams(wordCountTopology(settings.input, settings.output), {
  'application.id': settings.applicationId,
  'bootstrap.servers': settings.bootstrap,
  'state.dir': me.stateDir(settings.stateDir),
  'num.stream.threads': settings.threads,
  'commit.interval.ms': settings.commitIntervalMs,
  'statestore.cache.max.bytes': 0,
})
process.once('SIGTERM', () => {
  void app.close({ timeout: 30_000 }).then(() => process.exit(0))
})
app.state$.subscribe(({ newState }) => {
  if (newState === 'ERROR') {
    console.error(`  instance ${me.index} failed: ${String(app.error)}`)
    process.exit(1)
  }
})
await app.start()
