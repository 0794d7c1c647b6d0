import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import {
  resolveStoreAccess,
  type LocalReplica,
  type StoreAccess,
} from '../../../src/query/local/resolveStoreAccess.js'
import type { StoreErrorTag } from '../../../src/query/StoreError.js'

const active: LocalReplica = { partition: 0, role: 'active', open: true }
const standby: LocalReplica = { partition: 0, role: 'standby', open: true }
const restoring: LocalReplica = { partition: 0, role: 'restoring', open: true }
const closedActive: LocalReplica = { partition: 0, role: 'active', open: false }

const base: StoreAccess = {
  storeName: 'counts',
  state: 'RUNNING',
  storeKnown: true,
  partition: 0,
  partitionCount: 4,
  local: [active],
  staleStores: false,
  previouslyServed: false,
}

const outcome = (access: StoreAccess): StoreErrorTag | 'ok' =>
  E.match(
    (e: { readonly _tag: StoreErrorTag }) => e._tag,
    () => 'ok' as const,
  )(resolveStoreAccess(access))

// condition -> expected outcome; one row per line of DESIGN.md §6 and each boundary between rows
const table: readonly (readonly [string, Partial<StoreAccess>, StoreErrorTag | 'ok'])[] = [
  ['RUNNING, active open', {}, 'ok'],
  ['REBALANCING, active already served', { state: 'REBALANCING' }, 'ok'],
  ['CREATED', { state: 'CREATED', local: [] }, 'StreamsNotStarted'],
  [
    'CREATED, no partition count known yet',
    { state: 'CREATED', partitionCount: undefined },
    'StreamsNotStarted',
  ],
  ['PENDING_SHUTDOWN', { state: 'PENDING_SHUTDOWN' }, 'StateStoreNotAvailable'],
  ['NOT_RUNNING', { state: 'NOT_RUNNING', local: [] }, 'StateStoreNotAvailable'],
  ['PENDING_ERROR', { state: 'PENDING_ERROR' }, 'StateStoreNotAvailable'],
  ['ERROR', { state: 'ERROR' }, 'StateStoreNotAvailable'],
  ['unknown store', { storeKnown: false }, 'UnknownStateStore'],
  ['unknown store before start', { storeKnown: false, state: 'CREATED' }, 'UnknownStateStore'],
  ['unknown store after close', { storeKnown: false, state: 'NOT_RUNNING' }, 'UnknownStateStore'],
  ['partition past the count', { partition: 4, local: [] }, 'InvalidStateStorePartition'],
  ['partition past the count before start', { partition: 9, state: 'CREATED' }, 'InvalidStateStorePartition'],
  ['RUNNING, partition hosted elsewhere', { local: [] }, 'InvalidStateStorePartition'],
  ['RUNNING, only a standby, stale off', { local: [standby] }, 'InvalidStateStorePartition'],
  ['RUNNING, only a standby, stale on', { local: [standby], staleStores: true }, 'ok'],
  ['RUNNING, restoring active, stale on', { local: [restoring], staleStores: true }, 'ok'],
  ['REBALANCING, not served yet', { state: 'REBALANCING', local: [] }, 'StreamsRebalancing'],
  ['REBALANCING, restoring, stale off', { state: 'REBALANCING', local: [restoring] }, 'StreamsRebalancing'],
  ['REBALANCING, standby, stale on', { state: 'REBALANCING', local: [standby], staleStores: true }, 'ok'],
  ['RUNNING, store closed', { local: [closedActive] }, 'StateStoreMigrated'],
  ['REBALANCING, store closed', { state: 'REBALANCING', local: [closedActive] }, 'StateStoreMigrated'],
  ['RUNNING, held handle, moved away', { local: [], previouslyServed: true }, 'StateStoreMigrated'],
  [
    'REBALANCING, held handle, moved away',
    { state: 'REBALANCING', local: [], previouslyServed: true },
    'StateStoreMigrated',
  ],
  [
    'RUNNING, held handle, active became standby',
    { local: [standby], previouslyServed: true },
    'StateStoreMigrated',
  ],
  ['RUNNING, all partitions, none local', { partition: undefined, local: [] }, 'StateStoreMigrated'],
  [
    'RUNNING, all partitions, one closed',
    { partition: undefined, local: [active, { ...closedActive, partition: 1 }] },
    'StateStoreMigrated',
  ],
  [
    'RUNNING, all partitions, standby ignored',
    { partition: undefined, local: [active, { ...standby, partition: 1, open: false }] },
    'ok',
  ],
  [
    'REBALANCING, all partitions, none yet',
    { state: 'REBALANCING', partition: undefined, local: [] },
    'StreamsRebalancing',
  ],
]

describe('resolveStoreAccess', () => {
  it.each(table)('%s', (_name, change, expected) => {
    expect(outcome({ ...base, ...change })).toBe(expected)
  })

  it('returns the replicas to consult, standbys only with stale stores', () => {
    const local = [active, { ...standby, partition: 1 }]
    expect(resolveStoreAccess({ ...base, partition: undefined, local })).toEqual(E.right([active]))
    expect(resolveStoreAccess({ ...base, partition: undefined, local, staleStores: true })).toEqual(
      E.right(local),
    )
  })

  it('names the partition in the error', () => {
    const r = resolveStoreAccess({ ...base, partition: 2, local: [] })
    expect(E.isLeft(r) && r.left).toMatchObject({
      _tag: 'InvalidStateStorePartition',
      partition: 2,
      storeName: 'counts',
    })
    const closed = resolveStoreAccess({
      ...base,
      partition: undefined,
      local: [{ ...closedActive, partition: 3 }],
    })
    expect(E.isLeft(closed) && closed.left).toMatchObject({ _tag: 'StateStoreMigrated', partition: 3 })
  })
})
