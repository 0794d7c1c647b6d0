// A running application's change feed (app.changes) and read-your-writes with IQv2 positions, on the embedded
// broker. Run with: npx tsx examples/appChanges.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { filter as whenState, firstValueFrom } from 'rxjs'
import {
  count,
  EmbeddedKafka,
  groupByKey,
  KafkaStreams,
  KeyQuery,
  Materialized,
  Position,
  PositionBound,
  Serdes,
  StateQueryRequest,
  StreamsBuilder,
} from 'tributary-streams'

const text = Serdes.string()
const stateDir = mkdtempSync(join(tmpdir(), 'tributary-app-changes-'))
const kafka = new EmbeddedKafka()
const admin = kafka.admin()
await admin.connect()
await admin.createTopics([{ topic: 'page-views', numPartitions: 2 }])
await admin.disconnect()

const builder = new StreamsBuilder()
builder
  .stream('page-views', { key: text, value: text })
  .pipe(groupByKey(), count(Materialized.as('view-counts')))
const app = new KafkaStreams(
  builder.build(),
  { 'application.id': 'app-changes', 'state.dir': stateDir, 'commit.interval.ms': 100, 'poll.ms': 20 },
  kafka,
)

// Subscribed before start: partitions join the feed as they are assigned. One change per key and commit.
const feed = app.changes<string, number>('view-counts').subscribe({
  next: ({ key, oldValue, newValue, partition }) =>
    console.log(`change  ${key}: ${oldValue ?? '-'} -> ${newValue ?? '-'} (partition ${partition})`),
  complete: () => console.log('feed completed: the application stopped'),
})

await app.start()
await firstValueFrom(app.state$.pipe(whenState((c) => c.newState === 'RUNNING')))

const producer = kafka.producer({ clientId: 'page-views-input' })
await producer.connect()
const sent = await producer.send(
  ['home', 'docs', 'home', 'blog', 'home'].map((page) => ({
    topic: 'page-views',
    key: text.serializer.serialize('page-views', page),
    value: text.serializer.serialize('page-views', 'view'),
  })),
)
await producer.disconnect()

// Read your writes: require the store to have processed the offsets the producer got back.
const written = Position.emptyPosition()
for (const m of sent) written.withComponent(m.topic, m.partition, m.offset)
const request = StateQueryRequest.inStore('view-counts')
  .withQuery(KeyQuery.withKey<string, number>('home'))
  .withPositionBound(PositionBound.at(written))
for (let attempt = 1; ; attempt++) {
  const result = await app.query(request)
  if (result._tag === 'Left') throw new Error(result.left.message)
  const behind = [...result.right.partitionResults.values()].some(
    (r) => r.isFailure() && r.failureReason === 'NOT_UP_TO_BOUND',
  )
  if (!behind) {
    console.log(`home = ${result.right.getOnlyPartitionResult()?.result} after ${attempt} attempt(s)`)
    console.log('position:', JSON.stringify(result.right.position().toMap()))
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 20))
}

await app.close({ timeout: 10_000 }) // the last commit's changes are emitted, then the feed completes
feed.unsubscribe()
rmSync(stateDir, { recursive: true, force: true })
