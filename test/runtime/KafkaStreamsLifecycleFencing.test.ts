import { filter, firstValueFrom, skip, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, Serdes } from '../../src/index.js'
import type { KafkaClientSupplier } from '../../src/kafka/ports.js'
import type { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { FaultySupplier } from './thread/faultySupplier.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountStreams,
} from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const text = Serdes.string()
const long = Serdes.long()

const eosApp = (
  supplier: KafkaClientSupplier,
  applicationId: string,
  transactionalStores = true,
): KafkaStreams =>
  wordCountStreams(supplier, {
    'application.id': applicationId,
    'state.dir': dirs.make(),
    'processing.guarantee': 'exactly_once_v2',
    'statestore.transactional.enabled': transactionalStores,
  })

/** Every committed count of the output topic, per word, in offset order. */
const committedHistory = async (kafka: EmbeddedKafka, partitions: number): Promise<Map<string, number[]>> => {
  const consumer = kafka.assignedConsumer({ clientId: 'history', isolationLevel: 'read_committed' })
  await consumer.connect()
  await consumer.assign(
    Array.from({ length: partitions }, (_, partition) => ({ topic: 'word-counts-out', partition })),
  )
  const history = new Map<string, number[]>()
  for (let empty = 0; empty < 3;) {
    const records = await consumer.poll(50)
    if (records.length === 0) empty++
    for (const r of records) {
      if (r.key === null || r.value === null) continue
      const word = text.deserializer.deserialize(r.topic, r.key)
      history.set(word, [...(history.get(word) ?? []), long.deserializer.deserialize(r.topic, r.value)])
    }
  }
  await consumer.disconnect()
  return history
}

/** No count was produced twice: each word's committed counts only grow. */
const onlyGrowing = (history: ReadonlyMap<string, readonly number[]>): boolean =>
  [...history.values()].every((counts) => counts.every((c, i) => i === 0 || c > (counts[i - 1] ?? 0)))

describe('KafkaStreams fencing and task migration (embedded broker)', () => {
  it.each([
    ['transactional stores (uncommitted writes dropped)', true],
    ['non-transactional stores (task state wiped and restored)', false],
  ])(
    'a thread fenced by a newer producer with its transactional id closes its tasks dirty, rejoins and keeps processing without duplicates: %s',
    async (_name, transactionalStores) => {
      const kafka = new EmbeddedKafka()
      const supplier = new FaultySupplier(kafka)
      await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
      const app = eosApp(supplier, 'fenced-word-count', transactionalStores)
      const states = firstValueFrom(app.state$.pipe(toArray()))
      const first = someLines(60, 41)
      await produceLines(kafka, 'text-lines', first)
      await app.start()
      const firstCounts = referenceCounts(first)
      expect(await readCounts(kafka, 'word-counts-out', 2, firstCounts, 300, 'read_committed')).toEqual(
        firstCounts,
      )

      const [transactionalId] = supplier.transactionalIds
      const usurper = kafka.producer({ clientId: 'usurper', transactionalId: transactionalId ?? '' })
      await usurper.connect()
      await usurper.initTransactions()

      const second = someLines(60, 42)
      await produceLines(kafka, 'text-lines', second)
      const expected = referenceCounts([...first, ...second])
      expect(await readCounts(kafka, 'word-counts-out', 2, expected, 300, 'read_committed')).toEqual(expected)
      // the thread replaced its producer with the same transactional id, which fenced the usurper in turn
      expect(supplier.transactionalIds).toEqual([transactionalId, transactionalId])
      await usurper.beginTransaction()
      await expect(
        usurper.send([{ topic: 'word-counts-out', key: null, value: Buffer.from('zombie') }]),
      ).rejects.toMatchObject({ _tag: 'ProducerFenced' })
      expect(onlyGrowing(await committedHistory(kafka, 2))).toBe(true)
      expect(app.state()).toBe('RUNNING')
      expect(await app.close()).toBe(true)
      expect((await states).map((c) => c.newState)).not.toContain('PENDING_ERROR')
    },
  )

  it('a zombie whose commit stalled until the group dropped it (CommitFailed) rejoins and output stays exactly once', async () => {
    const kafka = new EmbeddedKafka()
    const supplier = new FaultySupplier(kafka, 300)
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const app = eosApp(supplier, 'zombie-word-count')
    const states = firstValueFrom(app.state$.pipe(toArray()))
    const first = someLines(50, 43)
    await produceLines(kafka, 'text-lines', first)
    await app.start()
    const firstCounts = referenceCounts(first)
    expect(await readCounts(kafka, 'word-counts-out', 2, firstCounts, 300, 'read_committed')).toEqual(
      firstCounts,
    )

    supplier.stallNextOffsetCommit(1_000)
    const second = someLines(50, 44)
    await produceLines(kafka, 'text-lines', second)
    const expected = referenceCounts([...first, ...second])
    expect(await readCounts(kafka, 'word-counts-out', 2, expected, 600, 'read_committed')).toEqual(expected)
    // the migration replaced the producer (same transactional id)
    expect(supplier.transactionalIds).toHaveLength(2)
    expect(onlyGrowing(await committedHistory(kafka, 2))).toBe(true)
    expect(await app.close()).toBe(true)
    expect((await states).map((c) => c.newState)).not.toContain('PENDING_ERROR')
  })

  it('at-least-once: a consumer commit refused after the group moved on (CommitFailed) makes the thread rejoin, not die', async () => {
    const kafka = new EmbeddedKafka()
    const supplier = new FaultySupplier(kafka, 300)
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const config = { 'application.id': 'zombie-alos-word-count', 'commit.interval.ms': 50 }
    const zombie = wordCountStreams(supplier, { ...config, 'state.dir': dirs.make() })
    const other = wordCountStreams(kafka, { ...config, 'state.dir': dirs.make() })
    const first = someLines(50, 45)
    await produceLines(kafka, 'text-lines', first)
    await zombie.start()
    await other.start()
    await firstValueFrom(other.state$.pipe(filter((c) => c.newState === 'RUNNING')))
    const firstCounts = referenceCounts(first)
    expect(await readCounts(kafka, 'word-counts-out', 2, firstCounts)).toEqual(firstCounts)
    await firstValueFrom(zombie.state$.pipe(filter((c) => c.newState === 'RUNNING')))

    // the zombie's next commit hangs past its session: the group moves on to the other instance alone
    const after = firstValueFrom(
      zombie.state$.pipe(
        skip(1),
        filter((c) => c.newState === 'RUNNING' || c.newState === 'ERROR'),
      ),
    )
    supplier.stallNextOffsetCommit(1_000)
    const second = someLines(50, 46)
    await produceLines(kafka, 'text-lines', second)
    // the refused commit sent the zombie through a rebalance back to RUNNING, where it processes again
    expect(await after).toMatchObject({ oldState: 'REBALANCING', newState: 'RUNNING' })
    const third = someLines(20, 47)
    await produceLines(kafka, 'text-lines', third)
    const atLeast = referenceCounts([...first, ...second, ...third])
    const counts = await readCountsAtLeast(kafka, atLeast)
    for (const [word, count] of atLeast) expect(counts.get(word)).toBeGreaterThanOrEqual(count)
    expect(zombie.localTasks().size).toBeGreaterThan(0)
    expect(await Promise.all([zombie.close(), other.close()])).toEqual([true, true])
  })
})

/** Reads the latest count per word until each is at least the one in `atLeast` (at-least-once may count more). */
const readCountsAtLeast = async (
  kafka: EmbeddedKafka,
  atLeast: ReadonlyMap<string, number>,
): Promise<Map<string, number>> => {
  const consumer = kafka.assignedConsumer({ clientId: 'at-least' })
  await consumer.connect()
  await consumer.assign([0, 1].map((partition) => ({ topic: 'word-counts-out', partition })))
  const latest = new Map<string, number>()
  const done = (): boolean => [...atLeast].every(([word, count]) => (latest.get(word) ?? 0) >= count)
  for (let i = 0; i < 600 && !done(); i++) {
    for (const r of await consumer.poll(50)) {
      if (r.key === null || r.value === null) continue
      latest.set(
        text.deserializer.deserialize(r.topic, r.key),
        long.deserializer.deserialize(r.topic, r.value),
      )
    }
  }
  await consumer.disconnect()
  return latest
}
