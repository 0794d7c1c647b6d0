import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import {
  KeyQuery,
  QueryableStoreTypes,
  StateQueryRequest,
  StoreError,
  StoreQueryParameters,
  StreamsNotStartedException,
  orThrow,
  type StreamsState,
} from '../../src/index.js'
import { resolveStoreAccess } from '../../src/query/local/resolveStoreAccess.js'
import { KeyValueQueryFacade } from '../../src/query/facades/QueryableKeyValueStore.js'
import { openStore } from './fixtures.js'

const describeRead = (r: E.Either<StoreError, number | undefined>): string =>
  pipe(
    r,
    E.match(
      StoreError.match({
        StreamsNotStarted: () => 'retry later',
        StreamsRebalancing: () => 'retry later',
        StateStoreMigrated: () => 'look the store up again',
        StateStoreNotAvailable: () => 'this instance is stopping',
        UnknownStateStore: (e) => `no store ${e.storeName}`,
        InvalidStateStorePartition: (e) => `partition ${e.partition} is elsewhere`,
      }),
      (count) => `kafka: ${count ?? 0}`,
    ),
  )

describe('the API guide examples, from the package root', () => {
  it('IQv1: pattern-matching a read through the facade', async () => {
    const store = await openStore({ kafka: 4 }, 'word-counts')
    let state: StreamsState = 'CREATED'
    const params = StoreQueryParameters.fromNameAndType(
      'word-counts',
      QueryableStoreTypes.keyValueStore<string, number>(),
    ).withPartition(0)
    const facade = new KeyValueQueryFacade<string, number>({
      storeName: params.storeName,
      partition: params.partition,
      resolve: () =>
        pipe(
          resolveStoreAccess({
            storeName: params.storeName,
            state,
            storeKnown: true,
            partition: params.partition,
            local: [{ partition: 0, role: 'active', open: store.isOpen }],
            staleStores: params.staleStores,
            previouslyServed: false,
          }),
          E.map(() => store),
        ),
    })
    expect(describeRead(await facade.get('kafka'))).toBe('retry later')
    await expect(orThrow(facade).get('kafka')).rejects.toBeInstanceOf(StreamsNotStartedException)
    state = 'RUNNING'
    expect(describeRead(await facade.get('kafka'))).toBe('kafka: 4')
    state = 'NOT_RUNNING'
    expect(describeRead(await facade.get('kafka'))).toBe('this instance is stopping')
    await store.close()
  })

  it('IQv2: a request built as in the guide', () => {
    const request = StateQueryRequest.inStore('word-counts')
      .withQuery(KeyQuery.withKey('kafka'))
      .withPartitions([0, 1])
      .requireActive()
    expect(request).toMatchObject({
      storeName: 'word-counts',
      isRequireActive: true,
      partitions: new Set([0, 1]),
    })
  })
})
