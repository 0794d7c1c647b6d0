import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka, KeyQuery, Position, PositionBound, StateQueryRequest } from '../../../src/index.js'
import type { SentRecordMetadata } from '../../../src/kafka/ports.js'
import type { QueryResult } from '../../../src/query/QueryResult.js'
import type { StreamsConfigInput } from '../../../src/runtime/config/StreamsConfig.js'
import type { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { createTopics, tempDirs } from '../thread/wordCountApp.js'
import { keyCountApp, produceRecords, right, running } from './queryApps.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const TOPIC = 'events'
const STORE = 'event-counts'

const eventCounts = (
  kafka: EmbeddedKafka,
  config: Pick<StreamsConfigInput, 'application.id' | 'state.dir'> & Partial<StreamsConfigInput>,
): KafkaStreams => keyCountApp(kafka, TOPIC, STORE, config)

/** Produces `key -> value` records to partition 0 of `events`. */
const produce = (
  kafka: EmbeddedKafka,
  records: readonly (readonly [string, string])[],
): Promise<SentRecordMetadata[]> => produceRecords(kafka, TOPIC, records, 0)

const lastOffset = (sent: readonly SentRecordMetadata[]): number => Math.max(...sent.map((m) => m.offset))

/** The key query's result on partition 0, with `bound`, committed or latest. */
const queryAt = async (
  streams: KafkaStreams,
  key: string,
  bound: PositionBound,
  readCommitted = false,
): Promise<QueryResult<number | undefined>> => {
  const result = right(
    await streams.query(
      StateQueryRequest.inStore(STORE)
        .withQuery(KeyQuery.withKey<string, number>(key))
        .withPartitions([0])
        .withPositionBound(bound)
        .withReadCommitted(readCommitted),
    ),
  )
  const r = result.partitionResults.get(0)
  if (r === undefined) throw new Error('no result for partition 0')
  return r
}

const reasonOf = (r: QueryResult<unknown>): string => (r.isFailure() ? r.failureReason : 'Success')
const boundAt = (offset: number): PositionBound =>
  PositionBound.at(Position.fromMap({ [TOPIC]: { 0: offset } }))

describe('IQv2 positions on a running KafkaStreams (embedded broker)', () => {
  it('carries the processed input offsets and answers NOT_UP_TO_BOUND only while the store is behind', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, [TOPIC], 1)
    const streams = eventCounts(kafka, {
      'application.id': 'positions-bounds',
      'state.dir': dirs.make(),
      'commit.interval.ms': 50,
    })
    await streams.start()
    await running(streams)
    const first = await produce(kafka, [
      ['a', 'x'],
      ['b', 'x'],
      ['a', 'x'],
    ])
    const seen = lastOffset(first)
    await vi.waitUntil(async () => (await queryAt(streams, 'a', boundAt(seen))).isSuccess(), {
      timeout: 10_000,
      interval: 10,
    })
    const answered = await queryAt(streams, 'a', PositionBound.unbounded())
    expect(answered.isSuccess() && answered.result).toBe(2)
    expect(answered.position?.toMap()).toEqual({ [TOPIC]: { 0: seen } })
    // read-your-writes: the previous result's position as the next bound
    const again = await queryAt(streams, 'b', PositionBound.at(answered.position ?? Position.emptyPosition()))
    expect(again.isSuccess() && again.result).toBe(1)

    // a bound past what was processed: the store is really behind
    const ahead = await queryAt(streams, 'a', boundAt(seen + 1))
    expect(reasonOf(ahead)).toBe('NOT_UP_TO_BOUND')
    expect(ahead.isFailure() && ahead.retryable).toBe(true)
    expect(ahead.position?.offset(TOPIC, 0)).toBe(seen)

    // a record filtered out before the store still counts as processed into it (Java would say NOT_UP_TO_BOUND)
    const skipped = lastOffset(await produce(kafka, [['a', 'skip']]))
    expect(skipped).toBe(seen + 1)
    await vi.waitUntil(async () => (await queryAt(streams, 'a', boundAt(skipped))).isSuccess(), {
      timeout: 10_000,
      interval: 10,
    })
    const afterSkip = await queryAt(streams, 'a', boundAt(skipped))
    expect(afterSkip.isSuccess() && afterSkip.result).toBe(2)
    // a bound on another partition or topic than the task's own is no requirement here (as Kafka Streams)
    const elsewhere = PositionBound.at(Position.fromMap({ [TOPIC]: { 3: 999 }, other: { 1: 5 } }))
    expect(reasonOf(await queryAt(streams, 'a', elsewhere))).toBe('Success')
    expect(await streams.close({ timeout: 10_000 })).toBe(true)
  }, 30_000)

  it('read-committed queries see the committed position; a restarted task starts from its committed input', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, [TOPIC], 1)
    const dir = dirs.make()
    const app = (): KafkaStreams =>
      eventCounts(kafka, {
        'application.id': 'positions-committed',
        'state.dir': dir,
        'statestore.transactional.enabled': true,
        'commit.interval.ms': 3_600_000,
      })
    const streams = app()
    await streams.start()
    await running(streams)
    const seen = lastOffset(
      await produce(kafka, [
        ['a', 'x'],
        ['a', 'x'],
      ]),
    )
    await vi.waitUntil(async () => (await queryAt(streams, 'a', boundAt(seen))).isSuccess(), {
      timeout: 10_000,
      interval: 10,
    })
    // the last record is not committed yet: the committed view is behind the bound the latest view meets,
    // and its position says exactly which records its data holds (both records count key 'a')
    const committed = await queryAt(streams, 'a', boundAt(seen), true)
    expect(reasonOf(committed)).toBe('NOT_UP_TO_BOUND')
    const committedOffset = committed.position?.offset(TOPIC, 0) ?? -1
    expect(committedOffset).toBeLessThan(seen)
    const unbounded = await queryAt(streams, 'a', PositionBound.unbounded(), true)
    expect(unbounded.isSuccess() && (unbounded.result ?? 0)).toBe(committedOffset + 1)
    expect(unbounded.position?.offset(TOPIC, 0) ?? -1).toBe(committedOffset)
    expect(await streams.close({ timeout: 10_000 })).toBe(true)

    // after a restart the restored store holds its input up to the committed offsets: its position starts there,
    // before any new record arrives, in both views
    const again = app()
    await again.start()
    await running(again)
    for (const committedView of [false, true]) {
      const resumed = await queryAt(again, 'a', boundAt(seen), committedView)
      expect(resumed.isSuccess() && resumed.result).toBe(2)
      expect(resumed.position?.toMap()).toEqual({ [TOPIC]: { 0: seen } })
    }
    const next = lastOffset(await produce(kafka, [['a', 'skip']]))
    await vi.waitUntil(async () => (await queryAt(again, 'a', boundAt(next))).isSuccess(), {
      timeout: 10_000,
      interval: 10,
    })
    const restored = await queryAt(again, 'a', boundAt(seen), true)
    expect(restored.isSuccess() && restored.result).toBe(2)
    expect(restored.position?.offset(TOPIC, 0)).toBe(seen)
    expect(reasonOf(await queryAt(again, 'a', boundAt(next), true))).toBe('NOT_UP_TO_BOUND')
    expect(await again.close({ timeout: 10_000 })).toBe(true)
  }, 30_000)

  it('a standby copy reaches the committed input offsets of the active task and answers bounded queries', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, [TOPIC], 1)
    const instance = (): KafkaStreams =>
      eventCounts(kafka, {
        'application.id': 'positions-standby',
        'state.dir': dirs.make(),
        'num.standby.replicas': 1,
      })
    const [a, b] = [instance(), instance()]
    await a.start()
    await running(a)
    await b.start()
    await vi.waitUntil(
      () =>
        a.state() === 'RUNNING' &&
        b.state() === 'RUNNING' &&
        a.localStandbyTasks().size + b.localStandbyTasks().size === 1,
      { timeout: 10_000, interval: 10 },
    )
    const standby = a.localStandbyTasks().size === 1 ? a : b
    const seen = lastOffset(
      await produce(kafka, [
        ['a', 'x'],
        ['a', 'x'],
        ['b', 'x'],
      ]),
    )
    await vi.waitUntil(async () => (await queryAt(standby, 'a', boundAt(seen))).isSuccess(), {
      timeout: 10_000,
      interval: 10,
    })
    const answered = await queryAt(standby, 'a', boundAt(seen))
    expect(answered.isSuccess() && answered.result).toBe(2)
    expect(answered.position?.offset(TOPIC, 0)).toBe(seen)
    expect(reasonOf(await queryAt(standby, 'a', boundAt(seen + 1)))).toBe('NOT_UP_TO_BOUND')
    expect(await b.close({ timeout: 10_000 })).toBe(true)
    expect(await a.close({ timeout: 10_000 })).toBe(true)
  }, 30_000)
})
