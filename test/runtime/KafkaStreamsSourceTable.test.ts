import * as E from 'fp-ts/lib/Either.js'
import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  EmbeddedKafka,
  Materialized,
  QueryableStoreTypes,
  Serdes,
  StoreQueryParameters,
  StreamsBuilder,
} from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { createTopics, tempDirs } from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)
const text = Serdes.string()

const tableApp = (kafka: EmbeddedKafka, stateDir: string): KafkaStreams => {
  const builder = new StreamsBuilder()
  builder.table('users', { key: text, value: text }, Materialized.as('users-store'))
  const topology = builder.build({ 'topology.optimization': 'all' })
  return new KafkaStreams(
    topology,
    { 'application.id': 'users-app', 'state.dir': stateDir, 'poll.ms': 20, 'commit.interval.ms': 50 },
    kafka,
    { logger: { warn: () => undefined, error: () => undefined } },
  )
}

const produce = async (kafka: EmbeddedKafka, rows: readonly [string, string][]): Promise<void> => {
  const producer = kafka.producer({ clientId: 'users-input' })
  await producer.connect()
  await producer.send(
    rows.map(([k, v], i) => ({
      topic: 'users',
      key: text.serializer.serialize('users', k),
      value: text.serializer.serialize('users', v),
      timestamp: 1000 + i,
    })),
  )
  await producer.disconnect()
}

const readAll = async (app: KafkaStreams): Promise<Map<string, string>> => {
  const store = app.store(
    StoreQueryParameters.fromNameAndType('users-store', QueryableStoreTypes.keyValueStore<string, string>()),
  )
  if (E.isLeft(store)) throw new Error(store.left._tag)
  const all = await store.right.all()
  if (E.isLeft(all)) throw new Error(all.left._tag)
  const out = new Map<string, string>()
  for (const row of all.right) {
    if (E.isLeft(row)) throw new Error(row.left._tag)
    out.set(row.right.key, row.right.value)
  }
  all.right.close()
  return out
}

const running = (app: KafkaStreams) =>
  firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))

describe('a source table whose store restores from its source topic (reuse.ktable.source.topics)', () => {
  it('restores the values, not the raw topic bytes, after the state directory is lost', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['users'], 2)
    const rows: [string, string][] = Array.from({ length: 40 }, (_, i) => [`u${i % 25}`, `name-${i}`])
    await produce(kafka, rows)
    const expected = new Map(rows)

    const first = tableApp(kafka, dirs.make())
    await first.start()
    await running(first)
    let seen = new Map<string, string>()
    for (let i = 0; i < 200 && seen.size < expected.size; i++) {
      seen = await readAll(first)
      await new Promise((r) => setImmediate(r))
    }
    expect(seen).toEqual(expected)
    await first.close({ timeout: 10_000 })

    // a fresh state directory: the store comes back from the 'users' topic itself
    const second = tableApp(kafka, dirs.make())
    await second.start()
    await running(second)
    expect(await readAll(second)).toEqual(expected)
    await second.close({ timeout: 10_000 })
  })
})
