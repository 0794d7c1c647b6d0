import * as E from 'fp-ts/lib/Either.js'
import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  EmbeddedKafka,
  KeyQuery,
  Materialized,
  MultiVersionedKeyQuery,
  Serdes,
  StateQueryRequest,
  Stores,
  StreamsBuilder,
  VersionedKeyQuery,
  type VersionedRecordIterator,
} from '../../../src/index.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import type { StateQueryResult } from '../../../src/query/StateQueryResult.js'
import { createTopics, tempDirs } from '../../runtime/thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)
const text = Serdes.string()

const right = <A>(e: E.Either<StoreError, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected a Right, got ${e.left._tag}`)
  return e.right
}
const only = <R>(result: StateQueryResult<R>): R => {
  const r = result.getOnlyPartitionResult()
  if (r === undefined) throw new Error('expected one successful partition result')
  return r.result
}

describe('IQv2 on a versioned store (VersionedKeyQuery, MultiVersionedKeyQuery)', () => {
  it('answers as of a time and over a time range, and refuses queries of another store kind', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['prices'], 1)
    const producer = kafka.producer({ clientId: 'prices-input' })
    await producer.connect()
    const prices: [string, string, number][] = [
      ['apple', 'a10', 10],
      ['apple', 'a30', 30],
      ['apple', 'a20', 20],
      ['pear', 'p5', 5],
    ]
    await producer.send(
      prices.map(([key, value, timestamp]) => ({
        topic: 'prices',
        key: text.serializer.serialize('prices', key),
        value: text.serializer.serialize('prices', value),
        timestamp,
      })),
    )
    await producer.disconnect()
    const builder = new StreamsBuilder()
    builder.table(
      'prices',
      { key: text, value: text },
      Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 60_000)),
    )
    const app = new KafkaStreams(
      builder.build(),
      {
        'application.id': 'versioned-queries',
        'state.dir': dirs.make(),
        'commit.interval.ms': 50,
        'poll.ms': 20,
      },
      kafka,
      { logger: { warn: () => undefined, error: () => undefined } },
    )
    const inStore = StateQueryRequest.inStore('prices-store')
    try {
      await app.start()
      await firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))
      const latest = inStore.withQuery(VersionedKeyQuery.withKey<string, string>('apple'))
      for (let i = 0; i < 200; i++) {
        const r = right(await app.query(latest)).getOnlyPartitionResult()
        if (r?.result?.timestamp === 30) break
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect(only(right(await app.query(latest)))).toEqual({ value: 'a30', timestamp: 30 })
      const asOf = inStore.withQuery(VersionedKeyQuery.withKey<string, string>('apple').asOf(25))
      expect(only(right(await app.query(asOf)))).toEqual({ value: 'a20', timestamp: 20, validTo: 30 })
      const before = inStore.withQuery(VersionedKeyQuery.withKey<string, string>('apple').asOf(9))
      expect(
        right(await app.query(before))
          .partitionResults.get(0)
          ?.isSuccess(),
      ).toBe(true)

      const versions = (q: MultiVersionedKeyQuery<string, string>) =>
        app.query(inStore.withQuery(q)).then((e) => {
          const it: VersionedRecordIterator<string> = only(right(e))
          const out = [...it].map((r) => [r.value, r.timestamp, r.validTo])
          it.close()
          return out
        })
      expect(await versions(MultiVersionedKeyQuery.withKey('apple'))).toEqual([
        ['a30', 30, undefined],
        ['a20', 20, 30],
        ['a10', 10, 20],
      ])
      expect(
        await versions(
          MultiVersionedKeyQuery.withKey<string, string>('apple')
            .fromTime(15)
            .toTime(25)
            .withAscendingTimestamps(),
        ),
      ).toEqual([
        ['a10', 10, 20],
        ['a20', 20, 30],
      ])

      // a key query is not a versioned store's query: the partition fails as Java's UNKNOWN_QUERY_TYPE
      const wrong = right(await app.query(inStore.withQuery(KeyQuery.withKey<string, string>('apple'))))
      const failed = wrong.partitionResults.get(0)
      expect(failed?.isFailure() === true ? failed.failureReason : undefined).toBe('UNKNOWN_QUERY_TYPE')
    } finally {
      expect(await app.close({ timeout: 10_000 })).toBe(true)
    }
  }, 60_000)

  it('refuses a null key and a reversed time range with typed errors', () => {
    expect(() => VersionedKeyQuery.withKey(null)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument' }),
    )
    expect(() => MultiVersionedKeyQuery.withKey(undefined)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument' }),
    )
    expect(() => MultiVersionedKeyQuery.withKey('k').fromTime(10).toTime(5)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument' }),
    )
  })
})
