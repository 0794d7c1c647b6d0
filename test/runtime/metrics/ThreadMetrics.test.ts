import { describe, expect, it } from 'vitest'
import type { Metric } from '../../../src/runtime/metrics/Metric.js'
import { shouldRecord } from '../../../src/runtime/metrics/RecordingLevel.js'
import { ThreadMetrics } from '../../../src/runtime/metrics/ThreadMetrics.js'

const valueOf = (metrics: readonly Metric[], name: string): number | string | undefined =>
  metrics.find((m) => m.metricName.name === name)?.value

describe('ThreadMetrics', () => {
  it("names Java's thread sensors in stream-thread-metrics, tagged thread-id", () => {
    const m = new ThreadMetrics('app-StreamThread-1')
    const metrics = m.metrics(0)
    expect(metrics.map((x) => x.metricName.name)).toEqual(
      ['process', 'poll', 'commit', 'punctuate'].flatMap((op) => [
        `${op}-rate`,
        `${op}-total`,
        `${op}-latency-avg`,
        `${op}-latency-max`,
      ]),
    )
    expect(new Set(metrics.map((x) => x.metricName.group))).toEqual(new Set(['stream-thread-metrics']))
    expect(metrics[0]?.metricName.tags).toEqual({ 'thread-id': 'app-StreamThread-1' })
  })

  it('counts processed records and divides the batch latency among them', () => {
    const m = new ThreadMetrics('t')
    m.recordProcessed(100, 50, 1000)
    m.recordProcessed(300, 30, 2000)
    m.recordProcessed(0, 99, 2500)
    const metrics = m.metrics(3000)
    expect(valueOf(metrics, 'process-total')).toBe(400)
    expect(valueOf(metrics, 'process-latency-avg')).toBeCloseTo((0.5 + 0.1) / 2, 9)
    expect(valueOf(metrics, 'process-latency-max')).toBeCloseTo(0.5, 9)
    // 400 records over 30 s counted as one full window before the first closes, plus 2 s
    expect(valueOf(metrics, 'process-rate')).toBeCloseTo(400 / 32, 9)
  })

  it('counts calls of poll, commit and punctuate with their latency', () => {
    const m = new ThreadMetrics('t')
    m.poll.record(1, 8, 10)
    m.poll.record(1, 2, 20)
    m.commit.record(1, 12, 20)
    const metrics = m.metrics(30)
    expect(valueOf(metrics, 'poll-total')).toBe(2)
    expect(valueOf(metrics, 'poll-latency-avg')).toBe(5)
    expect(valueOf(metrics, 'poll-latency-max')).toBe(8)
    expect(valueOf(metrics, 'commit-total')).toBe(1)
    expect(valueOf(metrics, 'punctuate-total')).toBe(0)
    expect(valueOf(metrics, 'punctuate-latency-max')).toBeNaN()
  })
})

describe('shouldRecord (metrics.recording.level)', () => {
  it('records a sensor whose level is at most the configured one', () => {
    expect(
      (['INFO', 'DEBUG', 'TRACE'] as const).map((configured) =>
        (['INFO', 'DEBUG', 'TRACE'] as const).map((sensor) => shouldRecord(configured, sensor)),
      ),
    ).toEqual([
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ])
  })
})
