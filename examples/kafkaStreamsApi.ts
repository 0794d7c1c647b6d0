// The KafkaStreams API of Java on one running application: a state listener, a stream thread added and removed
// (each a rebalance), processing paused and resumed, and a close that leaves the group.
// Runs on the in-process EmbeddedKafka. Run: `npx tsx examples/kafkaStreamsApi.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmbeddedKafka, KafkaStreams, mapValues, Serdes, StreamsBuilder, to } from 'tributary-streams'

const kafka = new EmbeddedKafka()
const text = Serdes.string()
const admin = kafka.admin()
await admin.connect()
await admin.createTopics([
  { topic: 'words', numPartitions: 2 },
  { topic: 'shouted', numPartitions: 2 },
])
await admin.disconnect()

const builder = new StreamsBuilder()
builder.stream('words', { key: text, value: text }).pipe(
  mapValues((word) => word.toUpperCase()),
  to('shouted', { key: text, value: text }),
)
const stateDir = mkdtempSync(join(tmpdir(), 'tributary-api-demo-'))
const app = new KafkaStreams(builder.build(), { 'application.id': 'api-demo', 'state.dir': stateDir }, kafka)
app.setStateListener((newState, oldState) => console.log(`state: ${oldState} -> ${newState}`))

/** Active tasks per stream thread. */
const tasks = () => app.metadataForLocalThreads().map((t) => t.activeTasks.length)
/** Resolves once the client is RUNNING with `expected` tasks per thread (after the rebalance a thread change causes). */
const settled = (expected: readonly number[]) =>
  new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (app.state() === 'RUNNING' && tasks().join() === expected.join()) {
        clearInterval(timer)
        resolve()
      }
    }, 50)
  })

await app.start()
await settled([2])
console.log('added', app.addStreamThread())
await settled([1, 1])
console.log('tasks per thread', tasks())

app.pause()
const producer = kafka.producer({ clientId: 'api-demo-input' })
await producer.connect()
await producer.send(
  ['pause', 'and', 'resume'].map((word) => ({
    topic: 'words',
    key: text.serializer.serialize('words', word),
    value: text.serializer.serialize('words', word),
  })),
)
const reader = kafka.assignedConsumer({ clientId: 'api-demo-output' })
await reader.connect()
await reader.assign([0, 1].map((partition) => ({ topic: 'shouted', partition })))
const read = async (polls: number): Promise<string[]> => {
  const out: string[] = []
  for (let i = 0; i < polls; i++)
    for (const r of await reader.poll(50)) if (r.value !== null) out.push(r.value.toString())
  return out
}
console.log('paused:', app.isPaused(), 'output while paused:', await read(10))
app.resume()
console.log('output after resume:', await read(40))

console.log('removed', await app.removeStreamThread(10_000))
await settled([2])
console.log('tasks per thread', tasks())
console.log('closed:', await app.close({ timeout: 10_000, leaveGroup: true }))
await reader.disconnect()
await producer.disconnect()
rmSync(stateDir, { recursive: true, force: true })
