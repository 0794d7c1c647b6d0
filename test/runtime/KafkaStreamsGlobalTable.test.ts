import * as E from 'fp-ts/lib/Either.js'
import { filter, firstValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  Consumed,
  EmbeddedKafka,
  join,
  Materialized,
  QueryableStoreTypes,
  Serdes,
  StoreQueryParameters,
  StreamsBuilder,
  to,
} from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import type { RestoreProgress } from '../../src/runtime/task/RestoreProgress.js'
import { createTopics, tempDirs } from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)
const text = Serdes.string()

/** orders (id -> product id) joined with the global products table (product id -> name). */
const enrichApp = (kafka: EmbeddedKafka, stateDir: string): KafkaStreams => {
  const builder = new StreamsBuilder()
  const products = builder.globalTable(
    'products',
    Consumed.with(text, text),
    Materialized.as<string, string>('products-store'),
  )
  builder.stream('orders', { key: text, value: text }).pipe(
    join(
      products,
      (_id: string, product: string) => product,
      (order: string, name: string) => `${order}:${name}`,
    ),
    to('enriched'),
  )
  return new KafkaStreams(
    builder.build(),
    {
      'application.id': 'enrich',
      'state.dir': stateDir,
      'poll.ms': 20,
      'commit.interval.ms': 50,
      'default.key.serde': text,
      'default.value.serde': text,
    },
    kafka,
    { logger: { warn: () => undefined, error: () => undefined } },
  )
}

const send = async (
  kafka: EmbeddedKafka,
  topic: string,
  rows: readonly [string, string][],
): Promise<void> => {
  const producer = kafka.producer({ clientId: `${topic}-input` })
  await producer.connect()
  await producer.send(
    rows.map(([k, v]) => ({
      topic,
      key: text.serializer.serialize(topic, k),
      value: text.serializer.serialize(topic, v),
    })),
  )
  await producer.disconnect()
}

const readEnriched = async (kafka: EmbeddedKafka, want: number): Promise<Map<string, string>> => {
  const consumer = kafka.assignedConsumer({ clientId: 'enriched-reader' })
  await consumer.connect()
  await consumer.assign([0, 1].map((partition) => ({ topic: 'enriched', partition })))
  const out = new Map<string, string>()
  for (let i = 0; i < 300 && out.size < want; i++) {
    for (const r of await consumer.poll(20)) {
      if (r.key !== null && r.value !== null)
        out.set(
          text.deserializer.deserialize('enriched', r.key),
          text.deserializer.deserialize('enriched', r.value),
        )
    }
  }
  await consumer.disconnect()
  return out
}

const running = (app: KafkaStreams) =>
  firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))

describe('global tables on KafkaStreams', () => {
  it('bootstraps the global store from every partition before processing, then follows updates', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['orders', 'enriched'], 2)
    await createTopics(kafka, ['products'], 3)
    const products: [string, string][] = Array.from({ length: 30 }, (_, i) => [`p${i}`, `product-${i}`])
    await send(kafka, 'products', products)
    // orders sent before the app starts: each must see the whole products table (bootstrapped first)
    await send(
      kafka,
      'orders',
      Array.from({ length: 30 }, (_, i) => [`o${i}`, `p${i}`]),
    )
    const app = enrichApp(kafka, dirs.make())
    const progress = firstValueFrom(app.restoration$.pipe(toArray()))
    await app.start()
    await running(app)
    const first = await readEnriched(kafka, 30)
    expect(first).toEqual(new Map(products.map(([id, name], i) => [`o${i}`, `${id}:${name}`])))

    // an update of the global table is seen by later orders
    await send(kafka, 'products', [['p1', 'renamed']])
    // orders keep coming; once the global thread applied the update, they see the new name
    let seen: string | undefined
    for (let k = 0; k < 100 && seen !== 'p1:renamed'; k++) {
      await send(kafka, 'orders', [[`late-${k}`, 'p1']])
      seen = (await readEnriched(kafka, 31 + k)).get(`late-${k}`)
    }
    expect(seen).toBe('p1:renamed')
    await app.close({ timeout: 10_000 })

    const restored = (await progress).filter(
      (p: RestoreProgress) => p._tag === 'RestoreEnded' && p.store === 'products-store',
    )
    expect(restored.map((p) => p.partition).sort()).toEqual([0, 1, 2])
    expect(restored.reduce((n, p) => n + p.restored, 0)).toBe(30)
  })

  it('restarts from the offsets its stores committed: nothing is read twice', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['orders', 'enriched'], 2)
    await createTopics(kafka, ['products'], 3)
    await send(kafka, 'products', [
      ['p1', 'one'],
      ['p2', 'two'],
    ])
    const dir = dirs.make()
    const bootstrapped = async (): Promise<number> => {
      const app = enrichApp(kafka, dir)
      const progress = firstValueFrom(app.restoration$.pipe(toArray()))
      await app.start()
      await running(app)
      await app.close({ timeout: 10_000 })
      return (await progress)
        .filter((p: RestoreProgress) => p._tag === 'RestoreEnded')
        .reduce((n, p) => n + p.restored, 0)
    }
    expect(await bootstrapped()).toBe(2)
    await send(kafka, 'products', [['p3', 'three']])
    expect(await bootstrapped()).toBe(1)
  })

  it('answers interactive queries on the global store as one partition holding every key', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['orders', 'enriched'], 2)
    await createTopics(kafka, ['products'], 3)
    const products: [string, string][] = Array.from({ length: 12 }, (_, i) => [`p${i}`, `product-${i}`])
    await send(kafka, 'products', products)
    const app = enrichApp(kafka, dirs.make())
    await app.start()
    await running(app)
    const params = StoreQueryParameters.fromNameAndType(
      'products-store',
      QueryableStoreTypes.keyValueStore<string, string>(),
    )
    const store = app.store(params)
    if (E.isLeft(store)) throw new Error(store.left._tag)
    for (const [id, name] of products) expect(await store.right.get(id)).toEqual(E.right(name))
    const count = await store.right.approximateNumEntries()
    expect(count).toEqual(E.right(12))
    const elsewhere = app.store(params.withPartition(1))
    expect(E.isLeft(elsewhere) ? elsewhere.left._tag : 'Right').toBe('InvalidStateStorePartition')
    await app.close({ timeout: 10_000 })
  })
})
