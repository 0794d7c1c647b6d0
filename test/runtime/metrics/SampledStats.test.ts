// Ported from Apache Kafka's clients/src/test/java/org/apache/kafka/common/metrics/MetricsTest.java, expected
// values unchanged.
import { describe, expect, it } from 'vitest'
import { SampledRate } from '../../../src/runtime/metrics/SampledRate.js'
import { SampledStats } from '../../../src/runtime/metrics/SampledStats.js'

describe('SampledStats (Kafka MetricsTest)', () => {
  // MetricsTest.testSimpleStats (verifyStats): Avg, Max and Rate of the values 0..9 with the default config
  it('reads Avg(0...9) = 4.5, Max(0...9) = 9 and Rate(0...9) = 1.40625 two seconds later', () => {
    const start = 1_000_000
    const stats = new SampledStats()
    const rate = new SampledRate()
    for (let i = 0; i < 10; i++) {
      stats.record(i, start)
      rate.record(i, start)
    }
    const later = start + 2000
    expect(stats.avg(later)).toBeCloseTo(4.5, 6)
    expect(stats.max(later)).toBeCloseTo(9, 6)
    expect(rate.perSecond(later)).toBeCloseTo(1.40625, 6)
  })

  // MetricsTest.testSimpleStats (verifyStats): Min of the values 0..9
  it('reads Min(0...9) = 0 two seconds later', () => {
    const start = 1_000_000
    const stats = new SampledStats()
    for (let i = 0; i < 10; i++) stats.record(i, start)
    expect(stats.min(start + 2000)).toBeCloseTo(0, 6)
  })

  // MetricsTest.testSampledStatReturnsNaNWhenNoValuesExist: Min
  it('reads NaN for min once every sample expired', () => {
    const stats = new SampledStats(100, 2)
    stats.record(50, 5000)
    expect(stats.min(5200)).toBeNaN()
  })

  // MetricsTest.testOldDataHasNoEffect
  it('forgets a max older than samples * window', () => {
    const stats = new SampledStats(100, 2)
    stats.record(50, 5000)
    expect(stats.max(5000 + 2 * 100)).toBeNaN()
  })

  // MetricsTest.testSampledStatReturnsNaNWhenNoValuesExist
  it('reads NaN for max and avg once every sample expired', () => {
    const stats = new SampledStats(100, 2)
    stats.record(50, 5000)
    expect(stats.max(5200)).toBeNaN()
    expect(stats.avg(5200)).toBeNaN()
  })

  it('reads NaN before any value, and negative values as they are', () => {
    const stats = new SampledStats(100, 2)
    expect(stats.avg(0)).toBeNaN()
    expect(stats.max(0)).toBeNaN()
    stats.record(-3, 10)
    stats.record(-5, 20)
    expect(stats.max(30)).toBe(-3)
    expect(stats.avg(30)).toBe(-4)
  })

  it('keeps the previous window and drops the one before it', () => {
    const stats = new SampledStats(100, 2)
    stats.record(10, 0)
    stats.record(2, 100)
    expect(stats.max(150)).toBe(10)
    expect(stats.avg(150)).toBe(6)
    stats.record(4, 200)
    expect(stats.max(250)).toBe(4)
    expect(stats.avg(250)).toBe(3)
  })
})
