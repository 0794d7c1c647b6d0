import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { emptyHeaders } from '../../src/core/processorApi/Headers.js'
import type { Windowed } from '../../src/core/windows/Windowed.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import type { ConsumerRecord } from '../../src/kafka/ports.js'
import { restoreRecordReader } from '../../src/runtime/task/restoreRecordReader.js'
import { storeFromSpec } from '../../src/runtime/task/storeFromSpec.js'
import type { Serde } from '../../src/serde/Serde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { KeyValueIterator } from '../../src/state/KeyValueIterator.js'
import type { RestoreRecord } from '../../src/state/RestoreRecord.js'
import { withStoreHarness } from '../../src/state/segmented/conformance/StoreHarness.js'
import type { StateStore } from '../../src/state/StateStore.js'
import { StoreCorruptedError } from '../../src/state/StateStoreError.js'
import { drivenLikeGolden } from './goldenDriver.js'
import { internalTopicsPrograms } from './internalTopicsPrograms.js'

interface Golden {
  readonly applicationId: string
  readonly input: readonly { topic: string; key: string; value: string; timestamp: number }[]
  readonly topics: readonly {
    readonly topic: string
    readonly records: readonly { key: string; value: string | null; timestamp: number }[]
  }[]
}

const load = (program: string): Golden =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../goldens/internal-topics/${program}.json`, import.meta.url)),
      'utf8',
    ),
  ) as Golden
const golden = load('count')

/** A golden changelog record as the restore consumer would hand it over. */
const consumed = (
  topic: string,
  r: Golden['topics'][number]['records'][number],
  offset: number,
): ConsumerRecord => ({
  topic,
  partition: 0,
  offset,
  key: Buffer.from(r.key, 'hex'),
  value: r.value === null ? null : Buffer.from(r.value, 'hex'),
  timestamp: r.timestamp,
  headers: emptyHeaders,
})

describe('restoring from a changelog Kafka Streams wrote', () => {
  it('gives a timestamped count store the contents our own processing gives', async () => {
    const b = new StreamsBuilder()
    internalTopicsPrograms.count!(b)
    const topology = b.build()
    const read = restoreRecordReader(topology, 'counts')
    const restored = new Map<string, { value: number; timestamp: number }>()
    golden.topics[0]!.records.forEach((r, offset) => {
      const record = read(consumed(golden.topics[0]!.topic, r, offset))
      const value = record!.value!
      restored.set(record!.key.toString(), {
        timestamp: Number(value.readBigInt64BE(0)),
        value: Number(value.readBigInt64BE(8)),
      })
    })

    const driver = await drivenLikeGolden(topology, golden)
    try {
      const store = driver.getTimestampedKeyValueStore<string, number>('counts')!
      const ours = new Map<string, { value: number; timestamp: number }>()
      for (const key of restored.keys()) {
        const stored = store.get(key)!
        ours.set(key, { value: stored.value, timestamp: stored.timestamp })
      }
      expect(restored.size).toBe(3)
      expect(restored).toEqual(ours)
    } finally {
      await driver.close()
    }
  })
})

/** What the window and session stores of these tests answer with: every row, by windowed key. */
interface WindowedRows extends StateStore {
  all?(): KeyValueIterator<Windowed<string>, unknown>
  fetch(keyFrom: string | undefined, keyTo: string | undefined): KeyValueIterator<Windowed<string>, unknown>
  put(...args: unknown[]): void
  restore(
    records: readonly RestoreRecord[],
    offset: { topic: string; partition: number; offset: number },
  ): Promise<void>
}

const rows = (store: WindowedRows): unknown[] => {
  const it = store.all ? store.all() : store.fetch(undefined, undefined)
  const out: unknown[] = []
  try {
    while (it.hasNext()) out.push(it.next())
  } finally {
    it.close()
  }
  return out
}

/**
 * The windowed programs, each with the stores whose changelogs Kafka Streams wrote in its golden (an outer join's
 * shared store is a key-value store, read the same way).
 */
const windowedStores: readonly (readonly [program: string, stores: readonly string[]])[] = [
  ['windowed-count-tumbling', ['tumbling-counts']],
  ['windowed-count-hopping', ['hopping-counts']],
  ['session-count', ['session-counts']],
  ['stream-stream-join', ['join-store-this-join-store', 'join-store-other-join-store']],
  ['suppress-window-close', ['closing-counts']],
  [
    'stream-stream-outer-join',
    [
      'outer-store-outer-this-join-store',
      'outer-store-outer-other-join-store',
      'outer-store-outer-shared-join-store',
    ],
  ],
]

const strings = Serdes.string() as Serde<unknown>

/** Restores `storeName` of `program` from its Java golden changelog into a fresh store opened in `open`. */
const restoredFromJava = async (
  program: string,
  storeName: string,
  open: <S extends StateStore>(store: S) => Promise<S>,
): Promise<WindowedRows> => {
  const g = load(program)
  const b = new StreamsBuilder()
  internalTopicsPrograms[program]!(b)
  const topology = b.build()
  const topic = `${g.applicationId}-${storeName}-changelog`
  const changelog = g.topics.find((t) => t.topic === topic)!
  const read = restoreRecordReader(topology, storeName)
  const records = changelog.records.map((r, offset) => read(consumed(topic, r, offset))!)
  const spec = topology.stores.get(storeName)!
  const store = await open(
    storeFromSpec(spec, { key: strings, value: strings }, {}) as unknown as WindowedRows,
  )
  await store.restore(records, { topic, partition: 0, offset: records.length })
  return store
}

describe('restoring window and session stores from changelogs Kafka Streams wrote', () => {
  for (const [program, stores] of windowedStores) {
    for (const storeName of stores) {
      it(
        `${program}: ${storeName} holds what our own processing of the input holds`,
        withStoreHarness(async (h) => {
          const restored = await restoredFromJava(program, storeName, (s) => h.open(s))
          const b = new StreamsBuilder()
          internalTopicsPrograms[program]!(b)
          const driver = await drivenLikeGolden(b.build(), load(program))
          try {
            const processed = driver.getAllStateStores().get(storeName) as WindowedRows
            const expected = rows(processed)
            expect(expected.length).toBeGreaterThan(0)
            expect(rows(restored)).toEqual(expected)
          } finally {
            await driver.close()
          }
        }),
      )
    }
  }

  it(
    'a restored stream-stream join store numbers its next row after the restored ones, as Kafka Streams logs them',
    withStoreHarness(async (h) => {
      const store = await restoredFromJava('stream-stream-join', 'join-store-this-join-store', (s) =>
        h.open(s),
      )
      h.timestamp = 21
      store.put('d', 'l5', 21)
      store.flush()
      // Java's WindowKeySchema.toStoreKeyBinary: key, window start 21 (0x15), sequence number 5 (four rows restored)
      expect(
        h.collector.records.map((r) => [r.key.toString('hex'), r.value?.toString(), r.timestamp]),
      ).toEqual([['64' + '0000000000000015' + '00000005', 'l5', 21]])
    }),
  )

  it(
    'a changelog key too short for the layout is reported as a corrupted store',
    withStoreHarness(async (h) => {
      const store = await restoredFromJava('session-count', 'session-counts', (s) => h.open(s))
      const offset = { topic: 'app-store-changelog', partition: 0, offset: 1 }
      const short = [{ key: Buffer.from('0000000000000001', 'hex'), value: null, offset: 0 }]
      await expect(store.restore(short, offset)).rejects.toMatchObject({ _tag: 'StoreCorrupted' })
      await expect(store.restore(short, offset)).rejects.toBeInstanceOf(StoreCorruptedError)
    }),
  )
})
