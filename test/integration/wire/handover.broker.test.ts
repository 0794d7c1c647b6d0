// State handover between Java Kafka Streams and Tributary on one broker: one side processes the first part of the
// input and stops; the other, with the same application.id and topology and an empty state directory, restores the
// stores from the first side's changelogs, continues from its committed offsets, and ends with output and store
// contents equal to results computed directly from the input. Each way, under at_least_once and exactly_once_v2,
// for the word count, the key-value programs of the internal-topics catalogue (all in one application, so one Java
// process per handover), and its window, session, stream-stream inner and outer join and suppress programs (another
// application).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { firstValueFrom, toArray } from 'rxjs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { orThrow, QueryableStoreTypes, Serdes, StoreQueryParameters } from '../../../src/index.js'
import type { ConsumerIsolationLevel } from '../../../src/kafka/ports.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import type { Topology } from '../../../src/topology/Topology.js'
import { right } from '../../runtime/queries/queryApps.js'
import {
  createTopics,
  produceLines,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../../runtime/thread/wordCountApp.js'
import {
  catalogueInput,
  catalogueResult,
  handedOverPrograms,
  type CatalogueRecord,
} from '../../wire/catalogueHandover.js'
import { startJavaApp, type JavaApp } from '../../wire/javaApp.js'
import {
  suppressInput,
  suppressPrograms,
  suppressResult,
  type SuppressProgram,
} from '../../wire/suppressHandover.js'
import {
  windowedInput,
  windowedKeys,
  windowedPrograms,
  windowedResult,
  type WindowedProgram,
} from '../../wire/windowedHandover.js'
import {
  catalogueTopics,
  catalogueTopology,
  javaCatalogueTopology,
  processedAll,
  readLatest,
} from '../../wire/wireCatalogue.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const root = mkdtempSync(join(tmpdir(), 'tributary-handover-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const PARTITIONS = 2
type Guarantee = 'at_least_once' | 'exactly_once_v2'
type Entries = ReadonlyMap<string, string>
const text = Serdes.string()
const long = Serdes.long()
const asText = (m: ReadonlyMap<string, number>): Entries => new Map([...m].map(([k, v]) => [k, String(v)]))
/** A store's expected entries; window entries are named `key@start`, session entries `key@start-end`. */
interface StoreContents {
  readonly kind: 'keyValue' | 'window' | 'session'
  readonly entries: Entries
}
const keyValue = (entries: Entries): StoreContents => ({ kind: 'keyValue', entries })

/** One application to hand over: its topics (created), topology on each side, input in two parts, references. */
interface Handover {
  readonly javaTopology: string
  readonly topics: Record<string, string>
  readonly topology: Topology
  readonly produce: (part: 0 | 1) => Promise<void>
  /** The output, read until it equals the reference after parts 0 to `last`. */
  readonly outputEquals: (last: 0 | 1, isolation: ConsumerIsolationLevel) => Promise<void>
  /** The stores' entries after both parts, values as text. */
  readonly stores: Readonly<Record<string, StoreContents>>
}

const wordCount = async (run: string): Promise<Handover> => {
  const topics = { input: `handover-lines-${run}`, output: `handover-counts-${run}` }
  await createTopics(kafka, [topics.input, topics.output], PARTITIONS)
  const parts = [someLines(150, 21), someLines(120, 22)] as const
  const upTo = (last: 0 | 1) => parts.slice(0, last + 1).flat()
  return {
    javaTopology: 'word-count',
    topics,
    topology: wordCountTopology(topics.input, topics.output),
    produce: (part) => produceLines(kafka, topics.input, parts[part]),
    outputEquals: async (last, isolation) => {
      const expected = asText(referenceCounts(upTo(last)))
      const decode = (v: Buffer) => String(long.deserializer.deserialize(topics.output, v))
      expect(await readLatest(kafka, topics.output, PARTITIONS, decode, expected, isolation)).toEqual(
        expected,
      )
    },
    stores: { 'word-counts': keyValue(asText(referenceCounts(upTo(1)))) },
  }
}

/** Catalogue `programs` over this run's topics (created), their input in two parts from `input`. */
const catalogueRun = async <P extends string>(
  run: string,
  programs: readonly P[],
  input: (program: P, part: number, base: number) => CatalogueRecord[],
) => {
  const topics = catalogueTopics(run, programs)
  await createTopics(kafka, Object.values(topics), PARTITIONS)
  const base = Math.floor(Date.now() / 1000) * 1000
  /** A program's input parts 0 to `last`. */
  const partsOf = (program: P, last: 0 | 1) =>
    [0, 1].slice(0, last + 1).map((part) => input(program, part, base))
  const upTo = (last: 0 | 1) => programs.map((p) => [p, partsOf(p, last).flat()] as const)
  const topicOf = (program: string, r: CatalogueRecord) => topics[`${program}.${r.topic}`] ?? r.topic
  const produce = async (part: 0 | 1) => {
    const producer = kafka.producer({ clientId: 'handover-catalogue-input' })
    await producer.connect()
    await producer.send(
      programs.flatMap((program) =>
        input(program, part, base).map((r) => ({
          topic: topicOf(program, r),
          key: text.serializer.serialize(r.topic, r.key),
          value: text.serializer.serialize(r.topic, r.value),
          timestamp: r.timestamp,
        })),
      ),
    )
    await producer.disconnect()
  }
  return { topics, partsOf, upTo, produce }
}

const catalogue = async (run: string): Promise<Handover> => {
  const { topics, upTo, produce } = await catalogueRun(run, handedOverPrograms, catalogueInput)
  return {
    javaTopology: javaCatalogueTopology(handedOverPrograms),
    topics,
    topology: catalogueTopology(handedOverPrograms, topics),
    produce,
    outputEquals: async (last, isolation) => {
      for (const [program, records] of upTo(last)) {
        const { output, longs } = catalogueResult(program, records)
        const topic = topics[`${program}.output`] ?? program
        const decode = (v: Buffer) =>
          longs ? String(long.deserializer.deserialize(topic, v)) : v.toString('utf8')
        const read = await readLatest(kafka, topic, PARTITIONS, decode, output, isolation)
        expect.soft({ program, output: read }).toEqual({ program, output })
      }
    },
    stores: Object.fromEntries(
      upTo(1).flatMap(([program, records]) =>
        Object.entries(catalogueResult(program, records).stores).map(([name, e]) => [name, keyValue(e)]),
      ),
    ),
  }
}

type TimedProgram = WindowedProgram | SuppressProgram
const timedPrograms: readonly TimedProgram[] = [...windowedPrograms, ...suppressPrograms]
const isSuppress = (p: TimedProgram): p is SuppressProgram =>
  (suppressPrograms as readonly string[]).includes(p)

const windowed = async (run: string): Promise<Handover> => {
  const { topics, partsOf, produce } = await catalogueRun(run, timedPrograms, (p, part, base) =>
    isSuppress(p) ? suppressInput(p, part, base) : windowedInput(p, part, base),
  )
  const sources = timedPrograms.flatMap((p) =>
    (p.startsWith('stream-stream-') ? ['left', 'right'] : ['input']).map(
      (name) => topics[`${p}.${name}`] ?? name,
    ),
  )
  /** Each program's output after parts 0 to `last` (none for the counts) and its store after both parts. */
  const result = (p: TimedProgram, last: 0 | 1) => {
    if (isSuppress(p)) {
      const { output, store } = suppressResult(p, partsOf(p, last), PARTITIONS)
      return { output, store }
    }
    const r = windowedResult(p, partsOf(p, last).flat(), PARTITIONS)
    return r._tag === 'output'
      ? { output: r.output, store: undefined }
      : { output: undefined, store: { name: r.store, kind: r.kind, entries: r.entries } }
  }
  return {
    javaTopology: javaCatalogueTopology(timedPrograms),
    topics,
    topology: catalogueTopology(timedPrograms, topics),
    produce,
    outputEquals: async (last, isolation) => {
      // the counts have no output topic: all input processed stands for it
      await processedAll(kafka, `handover-${run}`, sources)
      for (const program of timedPrograms) {
        const { output } = result(program, last)
        if (output === undefined) continue
        const topic = topics[`${program}.output`] ?? program
        const read = await readLatest(kafka, topic, PARTITIONS, (v) => v.toString('utf8'), output, isolation)
        expect.soft({ program, output: read }).toEqual({ program, output })
      }
    },
    stores: Object.fromEntries(
      timedPrograms.flatMap((program) => {
        const { store } = result(program, 1)
        return store === undefined ? [] : [[store.name, { kind: store.kind, entries: store.entries }]]
      }),
    ),
  }
}

const java = (guarantee: Guarantee, applicationId: string, h: Handover) =>
  startJavaApp({
    applicationId,
    bootstrap,
    topology: h.javaTopology,
    topics: h.topics,
    processingGuarantee: guarantee,
  })

const tributary = (guarantee: Guarantee, applicationId: string, h: Handover) =>
  new KafkaStreams(h.topology, {
    'application.id': applicationId,
    'bootstrap.servers': bootstrap,
    'state.dir': mkdtempSync(join(root, 'state-')),
    'processing.guarantee': guarantee,
    // as in WireApp: what suppress emits depends on the updates it sees, which a cache would merge
    'statestore.cache.max.bytes': 0,
    'commit.interval.ms': 100,
    'fetch.max.wait.ms': 100,
    'default.key.serde': text,
    'default.value.serde': text,
  })

/** Every entry of Tributary's store `name` (window and session stores: those of the windowed keys), as text. */
const tributaryStore = async (
  app: KafkaStreams,
  name: string,
  kind: StoreContents['kind'],
): Promise<Entries> => {
  if (kind === 'window') {
    const store = orThrow(
      right(
        app.store(
          StoreQueryParameters.fromNameAndType(name, QueryableStoreTypes.windowStore<string, unknown>()),
        ),
      ),
    )
    const entries = new Map<string, string>()
    for (const key of windowedKeys) {
      const windows = await store.fetch(key, 0, Number.MAX_SAFE_INTEGER)
      for (const w of windows) entries.set(`${key}@${w.key}`, String(w.value))
      windows.close()
    }
    return entries
  }
  if (kind === 'session') {
    const store = orThrow(
      right(
        app.store(
          StoreQueryParameters.fromNameAndType(name, QueryableStoreTypes.sessionStore<string, unknown>()),
        ),
      ),
    )
    const entries = new Map<string, string>()
    for (const key of windowedKeys) {
      const sessions = await store.fetch(key)
      for (const s of sessions)
        entries.set(`${key}@${s.key.window.start}-${s.key.window.end}`, String(s.value))
      sessions.close()
    }
    return entries
  }
  const store = right(
    app.store(
      StoreQueryParameters.fromNameAndType(name, QueryableStoreTypes.keyValueStore<string, unknown>()),
    ),
  )
  const iterator = right(await store.all())
  try {
    return new Map([...iterator].map((kv) => right(kv)).map((kv) => [kv.key, String(kv.value)]))
  } finally {
    iterator.close()
  }
}

const handovers: readonly (readonly [string, (run: string) => Promise<Handover>])[] = [
  ['the word count', wordCount],
  ['the catalogue key-value programs', catalogue],
  ['the catalogue window, session, stream-stream join and suppress programs', windowed],
]

/** Every entry of Java's store `name` (window and session stores: those of the windowed keys), as text. */
const javaStore = async (app: JavaApp, name: string, kind: StoreContents['kind']): Promise<Entries> =>
  new Map(
    Object.entries(
      kind === 'keyValue' ? await app.entries(name) : await app.windowed(kind, name, windowedKeys),
    ),
  )

describe.each<Guarantee>(['at_least_once', 'exactly_once_v2'])('state handover under %s', (guarantee) => {
  const isolation: ConsumerIsolationLevel =
    guarantee === 'exactly_once_v2' ? 'read_committed' : 'read_uncommitted'

  describe.each(handovers)('%s', (_name, setUp) => {
    it('Java processes, stops; Tributary restores its changelogs and continues from its offsets', async () => {
      const run = randomUUID()
      const applicationId = `handover-${run}`
      const h = await setUp(run)
      await h.produce(0)
      const before = java(guarantee, applicationId, h)
      try {
        await before.running()
        await h.outputEquals(0, isolation)
      } finally {
        await before.stop()
      }
      await h.produce(1)
      const after = tributary(guarantee, applicationId, h)
      const restorations = firstValueFrom(after.restoration$.pipe(toArray()))
      await after.start()
      try {
        await h.outputEquals(1, isolation)
        for (const [name, { kind, entries }] of Object.entries(h.stores))
          expect.soft({ name, entries: await tributaryStore(after, name, kind) }).toEqual({ name, entries })
      } finally {
        expect(await after.close({ timeout: 60_000 })).toBe(true)
      }
      const restored = (await restorations).flatMap((p) => (p._tag === 'RestoreEnded' ? [p.restored] : []))
      expect(restored.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
    })

    it('Tributary processes, stops; Java restores its changelogs and continues from its offsets', async () => {
      const run = randomUUID()
      const applicationId = `handover-${run}`
      const h = await setUp(run)
      await h.produce(0)
      const before = tributary(guarantee, applicationId, h)
      await before.start()
      try {
        await h.outputEquals(0, isolation)
      } finally {
        expect(await before.close({ timeout: 60_000 })).toBe(true)
      }
      await h.produce(1)
      const after = java(guarantee, applicationId, h)
      try {
        await after.running()
        await h.outputEquals(1, isolation)
        for (const [name, { kind, entries }] of Object.entries(h.stores))
          expect.soft({ name, entries: await javaStore(after, name, kind) }).toEqual({ name, entries })
      } finally {
        await after.stop()
      }
    })
  })
})
