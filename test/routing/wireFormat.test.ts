import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import {
  invalidStateStorePartition,
  stateStoreMigrated,
  stateStoreNotAvailable,
  streamsNotStarted,
  streamsRebalancing,
  unknownStateStore,
} from '../../src/query/StoreError.js'
import { httpStatus } from '../../src/routing/httpStatus.js'
import type { QueryError } from '../../src/routing/QueryError.js'
import { replicaFailed } from '../../src/routing/QueryError.js'
import { replicaCandidates } from '../../src/routing/ReplicaPreference.js'
import {
  HostUnreachableError,
  InvalidQueryRequestError,
  InvalidQueryResponseError,
  RangeTooLargeError,
} from '../../src/routing/RoutingError.js'
import { errorFromJson, errorToJson, resultFromJson, resultToJson } from '../../src/routing/wireFormat.js'
import { UNKNOWN_HOST } from '../../src/core/HostInfo.js'

const host = { host: '127.0.0.1', port: 7001 }
const every: readonly QueryError[] = [
  streamsNotStarted({ storeName: 's' }),
  streamsRebalancing({ storeName: 's', partition: 1 }),
  stateStoreMigrated({ storeName: 's', partition: 2, cause: new Error('closed') }),
  stateStoreNotAvailable({ storeName: 's', state: 'NOT_RUNNING' }),
  unknownStateStore({ storeName: 's' }),
  invalidStateStorePartition({ storeName: 's', partition: 9 }),
  new HostUnreachableError(host, new Error('ECONNREFUSED')),
  new InvalidQueryRequestError('partition', 'a whole number'),
  new RangeTooLargeError('s', 10),
  new InvalidQueryResponseError(host, 'text that is not JSON'),
]

describe('routing wire format, statuses and replica choice', () => {
  it('sends every failure as JSON and reads it back with the same tag, retryable flag and fields', () => {
    for (const e of every) {
      const back = errorFromJson(host, JSON.parse(JSON.stringify(errorToJson(e))))
      expect(errorToJson(back)).toEqual(errorToJson(e))
      const status = httpStatus(e)
      expect(e.retryable ? status === 503 : status >= 400 && status !== 503).toBe(true)
    }
    expect(errorToJson(every[2] as QueryError)).not.toHaveProperty('cause')
    expect(errorFromJson(host, { _tag: 'Mystery' })._tag).toBe('InvalidQueryResponse')
    expect(every.filter(replicaFailed).map((e) => e._tag)).toEqual([
      'StreamsNotStarted',
      'StreamsRebalancing',
      'StateStoreMigrated',
      'StateStoreNotAvailable',
      'InvalidStateStorePartition',
      'HostUnreachable',
    ])
  })

  it('reads results in the Either shape and refuses anything else', () => {
    const decode = (u: unknown) => (typeof u === 'number' ? E.right(u) : E.left('not a number'))
    expect(
      resultFromJson(
        host,
        resultToJson(E.right(3), (n) => n),
        decode,
      ),
    ).toEqual(E.right(3))
    const tagOf = (text: string) => {
      const r = resultFromJson(host, text, decode)
      return E.isLeft(r) ? r.left._tag : 'Right'
    }
    expect(tagOf(resultToJson(E.left(unknownStateStore({ storeName: 's' })), () => null))).toBe(
      'UnknownStateStore',
    )
    expect(tagOf('hello')).toBe('InvalidQueryResponse')
    expect(tagOf('{"right":3}')).toBe('InvalidQueryResponse')
    expect(tagOf('{"_tag":"Right","right":"three"}')).toBe('InvalidQueryResponse')
  })

  it('orders replicas by preference and leaves unknown hosts out', () => {
    const [a, b, c] = [
      { host: 'a', port: 1 },
      { host: 'b', port: 1 },
      { host: 'c', port: 1 },
    ]
    const meta = { activeHost: a, standbyHosts: [b, c], partition: 0 }
    expect(replicaCandidates(meta, 'active')).toEqual([{ host: a, stale: false }])
    expect(replicaCandidates(meta, 'activeThenStandby').map((r) => r.host)).toEqual([a, b, c])
    expect(replicaCandidates(meta, 'standbyThenActive').map((r) => [r.host, r.stale])).toEqual([
      [b, true],
      [c, true],
      [a, false],
    ])
    expect(replicaCandidates({ ...meta, activeHost: UNKNOWN_HOST }, 'activeThenStandby')).toHaveLength(2)
  })
})
