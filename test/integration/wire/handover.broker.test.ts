// State handover between Java Kafka Streams and Tributary on one broker: one side counts the first part of the
// input and stops; the other, with the same application.id and topology and an empty state directory, restores the
// count store from the first side's changelog, continues from its committed offsets, and ends with output and store
// contents equal to counts computed directly from the input. Each way, under at_least_once and exactly_once_v2.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { firstValueFrom, toArray } from 'rxjs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { QueryableStoreTypes, StoreQueryParameters } from '../../../src/index.js'
import type { ConsumerIsolationLevel } from '../../../src/kafka/ports.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { right } from '../../runtime/queries/queryApps.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../../runtime/thread/wordCountApp.js'
import { startJavaApp } from '../../wire/javaApp.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const root = mkdtempSync(join(tmpdir(), 'tributary-handover-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const PARTITIONS = 2
const STORE = 'word-counts'
type Guarantee = 'at_least_once' | 'exactly_once_v2'

/** Fresh topics and app id; the two parts of the input and the counts each side must end with. */
const setUp = async (guarantee: Guarantee) => {
  const run = randomUUID()
  const topics = { input: `handover-lines-${run}`, output: `handover-counts-${run}` }
  await createTopics(kafka, [topics.input, topics.output], PARTITIONS)
  const first = someLines(150, 21)
  const second = someLines(120, 22)
  const isolation: ConsumerIsolationLevel =
    guarantee === 'exactly_once_v2' ? 'read_committed' : 'read_uncommitted'
  const outputEquals = async (lines: readonly string[]) => {
    const expected = referenceCounts(lines)
    expect(await readCounts(kafka, topics.output, PARTITIONS, expected, 1200, isolation)).toEqual(expected)
  }
  return {
    topics,
    applicationId: `handover-${run}`,
    first,
    second,
    outputEquals,
    produce: (lines: readonly string[]) => produceLines(kafka, topics.input, lines),
  }
}

const java = (guarantee: Guarantee, applicationId: string, topics: Record<string, string>) =>
  startJavaApp({ applicationId, bootstrap, topology: 'word-count', topics, processingGuarantee: guarantee })

const tributary = (guarantee: Guarantee, applicationId: string, topics: { input: string; output: string }) =>
  new KafkaStreams(wordCountTopology(topics.input, topics.output), {
    'application.id': applicationId,
    'bootstrap.servers': bootstrap,
    'state.dir': mkdtempSync(join(root, 'state-')),
    'processing.guarantee': guarantee,
    'commit.interval.ms': 100,
    'fetch.max.wait.ms': 100,
  })

/** Tributary's count store, read key by key for every word of `expected`, as a map. */
const tributaryStore = async (app: KafkaStreams, expected: ReadonlyMap<string, number>) => {
  const store = right(
    app.store(
      StoreQueryParameters.fromNameAndType(STORE, QueryableStoreTypes.keyValueStore<string, number>()),
    ),
  )
  const read = new Map<string, number>()
  for (const word of expected.keys()) {
    const value = right(await store.get(word))
    if (value !== null && value !== undefined) read.set(word, value)
  }
  return read
}

describe.each<Guarantee>(['at_least_once', 'exactly_once_v2'])('state handover under %s', (guarantee) => {
  it('Java counts, stops; Tributary restores its changelog and continues from its offsets', async () => {
    const t = await setUp(guarantee)
    await t.produce(t.first)
    const before = java(guarantee, t.applicationId, t.topics)
    try {
      await before.running()
      await t.outputEquals(t.first)
    } finally {
      await before.stop()
    }
    await t.produce(t.second)
    const after = tributary(guarantee, t.applicationId, t.topics)
    const restorations = firstValueFrom(after.restoration$.pipe(toArray()))
    await after.start()
    try {
      await t.outputEquals([...t.first, ...t.second])
      const expected = referenceCounts([...t.first, ...t.second])
      expect(await tributaryStore(after, expected)).toEqual(expected)
    } finally {
      expect(await after.close({ timeout: 60_000 })).toBe(true)
    }
    const restored = (await restorations).flatMap((p) => (p._tag === 'RestoreEnded' ? [p.restored] : []))
    expect(restored.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
  })

  it('Tributary counts, stops; Java restores its changelog and continues from its offsets', async () => {
    const t = await setUp(guarantee)
    await t.produce(t.first)
    const before = tributary(guarantee, t.applicationId, t.topics)
    await before.start()
    try {
      await t.outputEquals(t.first)
    } finally {
      expect(await before.close({ timeout: 60_000 })).toBe(true)
    }
    await t.produce(t.second)
    const after = java(guarantee, t.applicationId, t.topics)
    try {
      await after.running()
      await t.outputEquals([...t.first, ...t.second])
      const stored = await after.entries(STORE)
      expect(new Map(Object.entries(stored).map(([k, v]) => [k, Number(v)]))).toEqual(
        referenceCounts([...t.first, ...t.second]),
      )
    } finally {
      await after.stop()
    }
  })
})
