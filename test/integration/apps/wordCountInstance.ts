// One word-count instance as its own process, for the multi-process tests: started by `InstanceProcess` (a fork
// through tsx) with its `InstanceSettings` as the one argument; reports its states, finished restorations and, on
// request, its tasks and store partitions over the IPC channel. Exits when told to close or when the test goes away.
import * as E from 'fp-ts/lib/Either.js'
import { QueryableStoreTypes, StoreQueryParameters } from '../../../src/index.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { wordCountTopology } from '../../runtime/thread/wordCountApp.js'
import type { InstanceCommand, InstanceReport, InstanceSettings, StorePartition } from './instanceMessages.js'

const settings = JSON.parse(process.argv[2] ?? '{}') as InstanceSettings
const name = `${settings.applicationServer}`
const send = (report: InstanceReport): void => {
  if (process.connected) process.send?.(report)
}

const app = new KafkaStreams(
  wordCountTopology(settings.input, settings.output),
  {
    'application.id': settings.applicationId,
    'bootstrap.servers': settings.bootstrap,
    'state.dir': settings.stateDir,
    'processing.guarantee': settings.guarantee,
    'num.standby.replicas': settings.standbys,
    'application.server': settings.applicationServer,
    'commit.interval.ms': settings.guarantee === 'exactly_once_v2' ? 100 : 200,
    'statestore.cache.max.bytes': 0,
    'fetch.max.wait.ms': 100,
    'session.timeout.ms': 6_000,
    'heartbeat.interval.ms': 1_000,
  },
  undefined,
  {
    logger: {
      warn: (m) => console.error(`[${name}] warn: ${m}`),
      error: (m) => console.error(`[${name}] error: ${m}`),
    },
  },
)

app.state$.subscribe(({ newState }) => {
  send({ _tag: 'State', state: newState })
  if (newState === 'ERROR') send({ _tag: 'Failed', error: String(app.error) })
})
app.restoration$.subscribe((p) => {
  if (p._tag === 'RestoreEnded')
    send({ _tag: 'Restored', taskId: p.taskId, partition: p.partition, restored: p.restored, total: p.total })
})

const counts = StoreQueryParameters.fromNameAndType(
  'word-counts',
  QueryableStoreTypes.keyValueStore<string, number>(),
)

/** Every store partition this instance holds as active, with its rows. */
const stores = async (): Promise<StorePartition[]> => {
  const out: StorePartition[] = []
  for (let partition = 0; partition < settings.partitions; partition++) {
    const store = app.store(counts.withPartition(partition))
    if (E.isLeft(store)) continue
    const all = await store.right.all()
    if (E.isLeft(all)) throw new Error(`Reading partition ${partition} failed: ${all.left._tag}`)
    const rows: (readonly [string, number])[] = []
    for (const row of all.right) {
      if (E.isLeft(row)) throw new Error(`Reading partition ${partition} failed: ${row.left._tag}`)
      rows.push([row.right.key, row.right.value])
    }
    out.push({ partition, rows })
  }
  return out
}

const snapshot = async (): Promise<void> =>
  send({
    _tag: 'Snapshot',
    active: [...app.localTasks().keys()].sort(),
    standby: [...app.localStandbyTasks().keys()].sort(),
    stores: await stores(),
  })

const close = async (): Promise<void> => {
  const clean = await app.close({ timeout: 60_000 })
  send({ _tag: 'Closed', clean })
  process.disconnect()
  process.exit(clean ? 0 : 1)
}

process.on('message', (command: InstanceCommand) => {
  switch (command._tag) {
    case 'Snapshot':
      snapshot().catch((e: unknown) => send({ _tag: 'Failed', error: String(e) }))
      return
    case 'Close':
      void close()
      return
    default: {
      const never: never = command
      throw new Error(`Unknown command ${JSON.stringify(never)}`)
    }
  }
})
// The test went away (it failed or was stopped): do not outlive it.
process.on('disconnect', () => process.exit(2))

app.start().catch((e: unknown) => {
  send({ _tag: 'Failed', error: String(e) })
  process.exit(1)
})
