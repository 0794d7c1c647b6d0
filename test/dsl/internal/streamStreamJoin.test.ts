import { describe, expect, it } from 'vitest'
import {
  BuiltInDslStoreSuppliers,
  JoinWindows,
  Serdes,
  StreamJoined,
  Stores,
  StreamsBuilder,
  type BuildConfig,
  type Topology,
} from '../../../src/index.js'
import { outerJoin } from '../../../src/operators.js'

const windows = JoinWindows.ofTimeDifferenceAndGrace(100, 50)
const S = Serdes.string()

const outerJoinTopology = (
  joined: StreamJoined<string, string, string>,
  config: BuildConfig = {},
): Topology => {
  const builder = new StreamsBuilder()
  const left = builder.stream<string, string>('left')
  const right = builder.stream<string, string>('right')
  left.pipe(outerJoin(right, (a: string, b: string | null) => `${a}+${String(b)}`, windows, joined))
  return builder.build(config)
}

const changelogConfig = (topology: Topology, store: string): Record<string, string> | undefined =>
  topology.internalTopics().find((t) => t.name === `${store}-changelog`)?.config

describe('stream-stream join stores', () => {
  it('keep the changelogs of the duplicate-keeping window stores uncompacted, and the shared store compacted', () => {
    const topology = outerJoinTopology(
      StreamJoined.with(S, S, S)
        .withStoreName('j')
        .withLoggingEnabled({ 'cleanup.policy': 'compact', a: 'b' }),
    )
    for (const store of ['j-outer-this-join-store', 'j-outer-other-join-store']) {
      expect(changelogConfig(topology, store)).toMatchObject({ 'cleanup.policy': 'delete', a: 'b' })
    }
    expect(changelogConfig(topology, 'j-outer-shared-join-store')).toMatchObject({
      'cleanup.policy': 'compact',
    })
  })

  it('build on the DSL store default unless StreamJoined chooses a backend', () => {
    const persistence = (t: Topology): boolean[] => [...t.stores.values()].map((s) => s.persistent)
    const joined = StreamJoined.with(S, S, S)
    expect(persistence(outerJoinTopology(joined))).toEqual([true, true, true])
    expect(persistence(outerJoinTopology(joined, { 'default.dsl.store': 'in_memory' }))).toEqual([
      false,
      false,
      false,
    ])
    const chosen = joined.withDslStoreSuppliers(BuiltInDslStoreSuppliers.ROCKS_DB)
    expect(persistence(outerJoinTopology(chosen, { 'default.dsl.store': 'in_memory' }))).toEqual([
      true,
      true,
      true,
    ])
  })

  it('name the shared store after this side supplier, whose backend it takes', () => {
    const retention = windows.size() + windows.gracePeriodMs()
    const joined = StreamJoined.with(S, S, S)
      .withStoreName('ignored')
      .withThisStoreSupplier(Stores.inMemoryWindowStore('mine', retention, windows.size(), true))
    const topology = outerJoinTopology(joined)
    expect(topology.stores.get('mine-outer-shared-join-store')?.persistent).toBe(false)
    expect(topology.stores.get('ignored-outer-other-join-store')?.persistent).toBe(true)
  })

  it('refuse a supplier that is not a window store supplier, as Java types it', () => {
    for (const supplier of [
      Stores.inMemoryKeyValueStore('kv'),
      Stores.persistentVersionedKeyValueStore('versioned', 1000),
      Stores.inMemorySessionStore('sessions', 1000),
    ]) {
      expect(() => outerJoinTopology(StreamJoined.with(S, S, S).withOtherStoreSupplier(supplier))).toThrow(
        expect.objectContaining({ _tag: 'InvalidTopology' }),
      )
    }
  })
})
