import * as E from 'fp-ts/lib/Either.js'
import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  count,
  EmbeddedKafka,
  groupByKey,
  KafkaStreams,
  Materialized,
  QueryableStoreTypes,
  Serdes,
  StoreQueryParameters,
  StreamsBuilder,
} from '../../../src/index.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import { createTopics, tempDirs } from '../thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const PARTITIONS = 4
const KEYS = Array.from({ length: 40 }, (_, i) => `key-${i}`)
const text = Serdes.string()
const counts = () =>
  StoreQueryParameters.fromNameAndType('counts', QueryableStoreTypes.keyValueStore<string, number>())
const partitionOf = (key: string): number =>
  partitionForKey(text.serializer.serialize('keys', key), PARTITIONS)
const right = <A>(e: E.Either<StoreError, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected a Right, got ${e.left._tag}`)
  return e.right
}

/** Count per key over 'keys' (4 partitions, one client holds them all), every key counted once. */
const countedKeys = async (): Promise<KafkaStreams> => {
  const kafka = new EmbeddedKafka()
  await createTopics(kafka, ['keys'], PARTITIONS)
  const producer = kafka.producer({ clientId: 'keys' })
  await producer.connect()
  await producer.send(
    KEYS.map((k) => ({ topic: 'keys', key: text.serializer.serialize('keys', k), value: Buffer.from('v') })),
  )
  await producer.disconnect()
  const builder = new StreamsBuilder()
  builder.stream('keys', { key: text, value: text }).pipe(groupByKey(), count(Materialized.as('counts')))
  const app = new KafkaStreams(
    builder.build(),
    {
      'application.id': 'key-routed-reads',
      'state.dir': dirs.make(),
      'poll.ms': 20,
      'commit.interval.ms': 50,
    },
    kafka,
    { logger: { warn: () => undefined, error: () => undefined } },
  )
  await app.start()
  await firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))
  const all = right(app.store(counts()))
  await vi.waitFor(async () => expect(right(await all.approximateNumEntries())).toBe(KEYS.length), {
    timeout: 20_000,
    interval: 50,
  })
  return app
}

/** Counts the point reads each partition's store view answers, from now on. */
const countReads = (app: KafkaStreams): number[] => {
  const reads = Array.from({ length: PARTITIONS }, () => 0)
  for (const [id, task] of app.localTasks()) {
    const partition = Number(id.split('_')[1])
    const store = task.getStore('counts') as unknown as { readOnly(isolation: string): object }
    const readOnly = store.readOnly.bind(store)
    vi.spyOn(store, 'readOnly').mockImplementation((isolation) => {
      const view = readOnly(isolation) as { get(key: unknown): unknown }
      return new Proxy(view, {
        get: (target, prop) =>
          prop === 'get'
            ? (key: unknown) => {
                reads[partition] = (reads[partition] ?? 0) + 1
                return target.get(key)
              }
            : (Reflect.get(target, prop) as unknown),
      })
    })
  }
  return reads
}

describe('key reads without a partition hint (embedded broker)', () => {
  it('read exactly the store partition holding the key, found by the default partitioner', async () => {
    const app = await countedKeys()
    try {
      const reads = countReads(app)
      const unhinted = right(app.store(counts()))
      for (const key of [...KEYS, 'never-counted']) {
        reads.fill(0)
        expect(right(await unhinted.get(key))).toBe(key === 'never-counted' ? undefined : 1)
        const expected = Array.from({ length: PARTITIONS }, (_, p) => (p === partitionOf(key) ? 1 : 0))
        expect(reads).toEqual(expected)
      }
      // a hinted handle reads its own partition only, whatever the key
      const key = KEYS[0] as string
      const other = (partitionOf(key) + 1) % PARTITIONS
      reads.fill(0)
      expect(right(await right(app.store(counts().withPartition(other))).get(key))).toBeUndefined()
      expect(reads.filter((n, p) => n === 1 && p === other)).toHaveLength(1)
      expect(reads.reduce((a, b) => a + b, 0)).toBe(1)
      // a key the partitioner cannot place is the store's argument error, as before
      await expect(unhinted.get(null as unknown as string)).rejects.toMatchObject({
        _tag: 'StoreSerialization',
      })
    } finally {
      await app.close()
    }
  })

  it('keeps the error taxonomy: after close a held unhinted handle answers StateStoreNotAvailable', async () => {
    const app = await countedKeys()
    const unhinted = right(app.store(counts()))
    expect(right(await unhinted.get('key-1'))).toBe(1)
    await app.close()
    const after = await unhinted.get('key-1')
    expect(E.isLeft(after) && after.left._tag).toBe('StateStoreNotAvailable')
  })
})
