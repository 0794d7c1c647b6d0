import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/core/clock.js'
import { KafkaClientError } from '../../../src/kafka/KafkaClientError.js'
import {
  ClusterOutage,
  isClusterTrouble,
  TaskTimeoutError,
} from '../../../src/runtime/thread/ClusterOutage.js'

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
