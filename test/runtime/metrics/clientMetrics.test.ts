import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka } from '../../../src/index.js'
import type { Metric } from '../../../src/runtime/metrics/Metric.js'
import {
  createTopics,
  produceLines,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountStreams,
} from '../thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const named = (metrics: readonly Metric[], name: string): Metric[] =>
  metrics.filter((m) => m.metricName.name === name)
const sum = (metrics: readonly Metric[]): number => metrics.reduce((s, m) => s + Number(m.value), 0)

describe('KafkaStreams.metrics() (embedded broker)', () => {
  it('counts every processed record per thread and shows each partition caught up with its end offset', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const app = wordCountStreams(kafka, {
      'application.id': 'metrics',
      'client.id': 'metrics-client',
      'state.dir': dirs.make(),
      'num.stream.threads': 2,
      'commit.interval.ms': 50,
    })
    const [state] = named(app.metrics(), 'state')
    expect([state?.metricName.group, state?.metricName.tags['client-id'], state?.value]).toEqual([
      'stream-metrics',
      'metrics-client',
      'CREATED',
    ])
    await app.start()
    const lines = someLines(40)
    await produceLines(kafka, 'text-lines', lines)
    const words = [...referenceCounts(lines).values()].reduce((a, b) => a + b, 0)
    try {
      // the lines, then each word once more through the repartition topic
      await vi.waitUntil(() => sum(named(app.metrics(), 'process-total')) === lines.length + words, {
        timeout: 10_000,
        interval: 20,
      })
      const metrics = app.metrics()
      expect(named(metrics, 'alive-stream-threads')[0]?.value).toBe(2)
      expect(
        named(metrics, 'process-total').map((m) => [m.metricName.group, m.metricName.tags['thread-id']]),
      ).toEqual([
        ['stream-thread-metrics', 'metrics-client-StreamThread-1'],
        ['stream-thread-metrics', 'metrics-client-StreamThread-2'],
      ])
      expect(sum(named(metrics, 'process-rate'))).toBeGreaterThan(0)
      // each thread polls, and commits every commit.interval.ms (50), each timed once per call; the first commit
      // may come after the last record was processed
      await vi.waitUntil(() => named(app.metrics(), 'commit-total').every((m) => Number(m.value) > 0), {
        timeout: 10_000,
        interval: 20,
      })
      for (const name of ['poll-total', 'commit-total'])
        expect(named(app.metrics(), name).map((m) => Number(m.value) > 0)).toEqual([true, true])
      // a thread that processed has a per-record latency: finite, at least 0, its max at least its average
      const busy = named(metrics, 'process-total').filter((m) => Number(m.value) > 0)
      expect(busy.length).toBeGreaterThan(0)
      for (const total of busy) {
        const tagged = metrics.filter(
          (m) => m.metricName.tags['thread-id'] === total.metricName.tags['thread-id'],
        )
        const avg = Number(named(tagged, 'process-latency-avg')[0]?.value)
        const max = Number(named(tagged, 'process-latency-max')[0]?.value)
        expect([Number.isFinite(avg), avg >= 0, max >= avg]).toEqual([true, true, true])
      }
      // every partition read to its end and committed, within a lag refresh (about a second)
      await vi.waitUntil(
        () => {
          const m = app.metrics()
          const lines = named(m, 'end-offset').filter((x) => x.metricName.tags['topic'] === 'text-lines')
          return (
            sum(lines) === 40 &&
            named(m, 'records-lag').length === 4 &&
            sum(named(m, 'records-lag')) === 0 &&
            sum(named(m, 'committed-offset')) === sum(named(m, 'end-offset'))
          )
        },
        { timeout: 10_000, interval: 50 },
      )
      const lags = named(app.metrics(), 'records-lag')
      expect(lags.map((m) => m.metricName.group)).toEqual(Array(4).fill('consumer-fetch-manager-metrics'))
      expect(
        new Set(lags.map((m) => `${m.metricName.tags['topic']}:${m.metricName.tags['partition']}`)),
      ).toEqual(
        new Set([
          'text-lines:0',
          'text-lines:1',
          'metrics-word-counts-repartition:0',
          'metrics-word-counts-repartition:1',
        ]),
      )
    } finally {
      await app.close()
    }
    expect(named(app.metrics(), 'state')[0]?.value).toBe('NOT_RUNNING')
  })
})
