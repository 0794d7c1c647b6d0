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
