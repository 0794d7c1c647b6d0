import { describe, expect, it } from 'vitest'
import { Serdes } from '../../../src/serde/Serdes.js'
import { JavaChangelogKeys } from '../../../src/state/segmented/ChangelogLayout.js'
import { InMemoryChangelogCollector } from '../../../src/state/logging/InMemoryChangelogCollector.js'
import { Stores } from '../../../src/state/Stores.js'

const logged = (collector: InMemoryChangelogCollector) =>
  collector.records.map((r) => [r.key.toString('hex'), r.value === null ? null : r.value.toString('hex')])

const opened = async <S extends { init(ctx: object): Promise<void> }>(
  store: S,
  collector: InMemoryChangelogCollector,
) => {
  await store.init({ taskId: '0_0', partition: 0, collector, recordTimestamp: () => 0 })
  return store
}

describe("window and session changelogs in Kafka Streams' layout", () => {
  it('writes plain keys and longs, unescaped, and reads them back', () => {
    // a key holding 0x00 bytes (escaped in the store) is written as its serde bytes
    const key = Buffer.from([0x00, 0x61, 0x00])
    const window = JavaChangelogKeys.window(key, 1_700_000_000_000, 7)
    expect(window.toString('hex')).toBe('006100' + '0000018bcfe56800' + '00000007')
    expect(JavaChangelogKeys.readWindow(window, 'w')).toEqual({
      key,
      windowStart: 1_700_000_000_000,
      sequence: 7,
    })
    const session = JavaChangelogKeys.session(key, 5, 9)
    expect(session.toString('hex')).toBe('006100' + '0000000000000009' + '0000000000000005')
    expect(JavaChangelogKeys.readSession(session, 's')).toEqual({ key, start: 5, end: 9 })
  })

  it('logs neither the stream time nor the deletes of expired segments, as Kafka Streams drops segments unlogged', async () => {
    const collector = new InMemoryChangelogCollector()
    const store = await opened(
      Stores.windowStoreBuilder(
        Stores.inMemoryWindowStore('w', 60_000, 1_000, false),
        Serdes.string(),
        Serdes.string(),
      ).build({ 'statestore.transactional.enabled': false }),
      collector,
    )
    store.put('a', 'old', 0)
    await store.commit([])
    store.put('b', 'new', 600_000) // a's segment is now expired and dropped at the next commit
    await store.commit([])
    expect(store.fetch('a', 0)).toBeUndefined()
    expect(logged(collector)).toEqual([
      ['61' + '0000000000000000' + '00000000', Buffer.from('old').toString('hex')],
      ['62' + '00000000000927c0' + '00000000', Buffer.from('new').toString('hex')],
    ])
    await store.close()
  })

  it("logs a merged-away session as a tombstone under Kafka Streams' session key", async () => {
    const collector = new InMemoryChangelogCollector()
    const store = await opened(
      Stores.sessionStoreBuilder(
        Stores.inMemorySessionStore('s', 60_000),
        Serdes.string(),
        Serdes.long(),
      ).build(),
      collector,
    )
    store.put({ key: 'u', window: { start: 1, end: 3 } }, 1)
    store.remove({ key: 'u', window: { start: 1, end: 3 } })
    store.put({ key: 'u', window: { start: 1, end: 8 } }, 2)
    store.flush()
    expect(logged(collector)).toEqual([
      ['75' + '0000000000000003' + '0000000000000001', '0000000000000001'],
      ['75' + '0000000000000003' + '0000000000000001', null],
      ['75' + '0000000000000008' + '0000000000000001', '0000000000000002'],
    ])
    await store.close()
  })
})
