import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/core/clock.js'
import { EmbeddedKafka } from '../../../src/index.js'
import { KafkaClientError } from '../../../src/kafka/KafkaClientError.js'
import type { GroupConsumerOptions, GroupConsumerPort } from '../../../src/kafka/ports.js'
import {
  ClusterOutage,
  isClusterTrouble,
  TaskTimeoutError,
} from '../../../src/runtime/thread/ClusterOutage.js'
import {
  createTopics,
  produceLines,
  reachedAtLeast,
  readCounts,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountStreams,
} from './wordCountApp.js'

const gone = new KafkaClientError('BrokerNotAvailable', 'connect ECONNREFUSED 127.0.0.1:9092')

const outage = (clock: ManualClock, warnings: string[]) =>
  new ClusterOutage(
    'app-StreamThread-1',
    clock,
    { warn: (m) => void warnings.push(m), error: () => undefined },
    1_000,
  )

describe('ClusterOutage', () => {
  it('takes only retriable connection and timeout errors for an outage', () => {
    expect(isClusterTrouble(gone)).toBe(true)
    expect(isClusterTrouble(new KafkaClientError('Timeout', 'slow'))).toBe(true)
    expect(isClusterTrouble(new KafkaClientError('UnknownTopicOrPartition', 'no topic'))).toBe(false)
    expect(isClusterTrouble(new KafkaClientError('BrokerNotAvailable', 'auth', { retryable: false }))).toBe(
      false,
    )
    expect(isClusterTrouble(new Error('connect ECONNREFUSED'))).toBe(false)
  })

  // Java's RecordCollectorImpl#recordSendError: a RetriableException the producer gave up on (NotEnoughReplicas
  // included) corrupts the task, which is revived; it does not kill the thread
  it('takes a write refused for too few in-sync replicas for an outage', () => {
    expect(isClusterTrouble(new KafkaClientError('NotEnoughReplicas', 'fewer in-sync replicas'))).toBe(true)
  })

  it('warns once when an outage starts and once when it ends', () => {
    const clock = new ManualClock()
    const warnings: string[] = []
    const o = outage(clock, warnings)
    o.answered()
    expect(warnings).toHaveLength(0)
    o.failed(gone)
    clock.advance(400)
    o.failed(gone)
    expect(o.ongoing).toBe(true)
    expect(warnings).toHaveLength(1)
    clock.advance(200)
    o.answered()
    expect(o.ongoing).toBe(false)
    expect(warnings).toHaveLength(2)
    expect(warnings[1]).toContain('600 ms')
  })

  it('gives up with TaskTimeout once the outage lasted longer than task.timeout.ms', () => {
    const clock = new ManualClock()
    const o = outage(clock, [])
    o.failed(gone)
    clock.advance(1_000)
    expect(() => o.failed(gone)).not.toThrow()
    clock.advance(1)
    const thrown = (() => {
      try {
        o.failed(gone)
        return undefined
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(TaskTimeoutError)
    expect(thrown).toMatchObject({ _tag: 'TaskTimeout', retryable: false, cause: gone, elapsedMs: 1_001 })
  })

  it('starts counting anew after the cluster answered', () => {
    const clock = new ManualClock()
    const o = outage(clock, [])
    o.failed(gone)
    clock.advance(900)
    o.answered()
    clock.advance(5_000)
    o.failed(gone)
    clock.advance(900)
    expect(() => o.failed(gone)).not.toThrow()
  })
})

/** A supplier whose group consumers' next poll, once `loseNextPoll` is called, throws as a member that lost the cluster. */
class LosingSupplier extends EmbeddedKafka {
  private lose = false

  loseNextPoll(): void {
    this.lose = true
  }

  override consumer(options: GroupConsumerOptions): GroupConsumerPort {
    const consumer = super.consumer(options)
    const poll = consumer.poll.bind(consumer)
    consumer.poll = async (timeoutMs) => {
      if (!this.lose) return poll(timeoutMs)
      this.lose = false
      throw new KafkaClientError('BrokerNotAvailable', 'lost the Kafka cluster (connect ECONNREFUSED)')
    }
    return consumer
  }
}

describe('a stream thread whose group consumer lost the cluster', () => {
  const dirs = tempDirs()
  afterEach(dirs.cleanUp)

  it('warns, closes its tasks without committing, rejoins, warns again, and its committed output stays exact', async () => {
    const kafka = new LosingSupplier()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const warnings: string[] = []
    const app = wordCountStreams(
      kafka,
      {
        'application.id': 'word-count-lost',
        'state.dir': dirs.make(),
        'processing.guarantee': 'exactly_once_v2',
      },
      { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) },
    )
    const states: string[] = []
    const subscription = app.state$.subscribe((c) => states.push(c.newState))
    try {
      const first = someLines(80, 3)
      await produceLines(kafka, 'text-lines', first)
      await app.start()
      const early = referenceCounts(first)
      expect(await readCounts(kafka, 'word-counts-out', 2, early, 300, 'read_committed')).toEqual(early)
      const settled = states.length
      kafka.loseNextPoll()
      const second = someLines(80, 4)
      await produceLines(kafka, 'text-lines', second)
      const expected = referenceCounts([...first, ...second])
      expect(await readCounts(kafka, 'word-counts-out', 2, expected, 300, 'read_committed')).toEqual(expected)
      expect(warnings.filter((w) => w.includes('the Kafka cluster is not answering'))).toHaveLength(1)
      expect(warnings.filter((w) => w.includes('the Kafka cluster answers again'))).toHaveLength(1)
      expect(states.slice(settled)).toEqual(['REBALANCING', 'RUNNING'])
    } finally {
      subscription.unsubscribe()
      expect(await app.close()).toBe(true)
    }
  })
})

/** A supplier whose group consumers' next offset commit, once `failNextCommit` is called, finds no coordinator. */
class CommitFailingSupplier extends EmbeddedKafka {
  private fail = false

  failNextCommit(): void {
    this.fail = true
  }

  override consumer(options: GroupConsumerOptions): GroupConsumerPort {
    const consumer = super.consumer(options)
    const commitOffsets = consumer.commitOffsets.bind(consumer)
    consumer.commitOffsets = async (offsets) => {
      if (!this.fail) return commitOffsets(offsets)
      this.fail = false
      throw new KafkaClientError('BrokerNotAvailable', 'This is not the correct coordinator for this group')
    }
    return consumer
  }
}

// Java's TaskManager#handleRevocation: a commit that timed out during a revocation closes the tasks dirty and
// revives them; the thread keeps running
describe('a stream thread whose commit before a rebalance finds no coordinator', () => {
  const dirs = tempDirs()
  afterEach(dirs.cleanUp)

  it('warns, closes its tasks without committing, and keeps running; no count is lost', async () => {
    const kafka = new CommitFailingSupplier()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const warnings: string[] = []
    const config = {
      'application.id': 'word-count-revoke-commit',
      'processing.guarantee': 'at_least_once',
      'commit.interval.ms': 600_000,
      'statestore.cache.max.bytes': 0,
    } as const
    const logger = { warn: (m: string) => void warnings.push(m), error: (m: string) => void warnings.push(m) }
    const first = wordCountStreams(kafka, { ...config, 'state.dir': dirs.make() }, logger)
    const second = wordCountStreams(kafka, { ...config, 'state.dir': dirs.make() })
    try {
      const lines = someLines(80, 5)
      await produceLines(kafka, 'text-lines', lines)
      await first.start()
      const early = referenceCounts(lines)
      expect(await readCounts(kafka, 'word-counts-out', 2, early, 300)).toEqual(early)
      kafka.failNextCommit()
      await second.start()
      const more = someLines(80, 6)
      await produceLines(kafka, 'text-lines', more)
      const expected = referenceCounts([...lines, ...more])
      const counts = await readCounts(
        kafka,
        'word-counts-out',
        2,
        expected,
        600,
        'read_uncommitted',
        reachedAtLeast,
      )
      for (const [word, n] of expected) expect(counts.get(word) ?? 0).toBeGreaterThanOrEqual(n)
      expect(warnings.filter((w) => w.includes('the commit before a rebalance failed'))).toHaveLength(1)
      expect(first.state()).toBe('RUNNING')
      expect(second.state()).toBe('RUNNING')
    } finally {
      expect(await second.close()).toBe(true)
      expect(await first.close()).toBe(true)
    }
  }, 60_000)
})
