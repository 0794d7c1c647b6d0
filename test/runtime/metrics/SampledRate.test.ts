// Ported from Apache Kafka's clients/src/test/java/org/apache/kafka/common/metrics/stats/RateTest.java, expected
// values unchanged.
import { describe, expect, it } from 'vitest'
import { SampledRate } from '../../../src/runtime/metrics/SampledRate.js'

describe('SampledRate (Kafka RateTest)', () => {
  // RateTest.testRateWithNoPriorAvailableSamples, CsvSource {"1,1", "1,11", "11,1", "11,11"}
  it.each([
    [1, 1],
    [1, 11],
    [11, 1],
    [11, 11],
  ])(
    'before the first window ends, assumes N-1 prior empty samples (samples %i, window %i s)',
    (numSample, windowSec) => {
      const rate = new SampledRate(windowSec * 1000, numSample)
      const sampleValue = 50
      rate.record(sampleValue, 0)
      const measurementTime = windowSec * 1000 - 1
      const observed = rate.perSecond(measurementTime)
      expect(Number.isNaN(observed)).toBe(false)
      const windowSize = measurementTime / 1000 + (numSample - 1) * windowSec
      expect(observed).toBeCloseTo(sampleValue / windowSize, 6)
    },
  )

  // RateTest.testRateIsConsistentAfterTheFirstWindow
  it('stays between 10 and 11 events a second once the second window starts', () => {
    const rate = new SampledRate(1000, 2)
    const steps = [0, 99, 100, 100, 100, 100, 100, 100, 100, 100, 100]
    let time = 0
    for (const step of steps) {
      time += step
      rate.record(1, time)
    }
    time += 101
    for (const step of steps) {
      time += step
      rate.record(1, time)
      const observed = rate.perSecond(time)
      expect(observed).toBeGreaterThanOrEqual(10)
      expect(observed).toBeLessThanOrEqual(11)
      expect(rate.perSecond(time)).toBe(observed)
    }
  })

  it('is 0 before any event', () => {
    expect(new SampledRate().perSecond(1234)).toBe(0)
  })
})
