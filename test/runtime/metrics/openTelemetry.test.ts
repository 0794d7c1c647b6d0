import {
  DataPointType,
  MeterProvider,
  MetricReader,
  type DataPoint,
  type MetricData,
} from '@opentelemetry/sdk-metrics'
import { describe, expect, it } from 'vitest'
import { clientMetrics } from '../../../src/runtime/metrics/clientMetrics.js'
import type { Metric } from '../../../src/runtime/metrics/Metric.js'
import { openTelemetryMetrics } from '../../../src/runtime/metrics/openTelemetry.js'
import { ThreadMetrics } from '../../../src/runtime/metrics/ThreadMetrics.js'

/** A reader collecting on demand (the SDK's pull path, as a Prometheus exporter uses it). */
class PullReader extends MetricReader {
  protected onShutdown(): Promise<void> {
    return Promise.resolve()
  }
  protected onForceFlush(): Promise<void> {
    return Promise.resolve()
  }
}

interface Point {
  readonly name: string
  readonly type: string
  readonly unit: string
  readonly attributes: Readonly<Record<string, unknown>>
  readonly value: number
}

/** A monotonic sum is what an observable counter exports, a gauge what an observable gauge does. */
const kind = (m: MetricData): string =>
  m.dataPointType === DataPointType.SUM && m.isMonotonic
    ? 'counter'
    : m.dataPointType === DataPointType.GAUGE
      ? 'gauge'
      : 'other'

const collect = async (reader: MetricReader): Promise<Point[]> => {
  const { resourceMetrics } = await reader.collect()
  return resourceMetrics.scopeMetrics.flatMap((scope) =>
    scope.metrics.flatMap((m) =>
      (m.dataPoints as DataPoint<number>[]).map((p) => ({
        name: m.descriptor.name,
        type: kind(m),
        unit: m.descriptor.unit,
        attributes: p.attributes,
        value: p.value,
      })),
    ),
  )
}

describe('openTelemetryMetrics (OpenTelemetry SDK)', () => {
  it('observes every metric of app.metrics() at each collection, tags as attributes', async () => {
    const thread = new ThreadMetrics('app-StreamThread-1')
    let now = 1000
    const app = {
      metrics: (): readonly Metric[] =>
        clientMetrics({ clientId: 'app', state: 'RUNNING', threads: [thread], now }),
    }
    const reader = new PullReader()
    const provider = new MeterProvider({ readers: [reader] })
    const registration = await openTelemetryMetrics(app, provider)

    thread.recordProcessed(40, 20, now)
    thread.poll.record(1, 7, now)
    now = 2000
    const first = await collect(reader)
    const point = (name: string): Point | undefined => first.find((p) => p.name === name)
    expect(point('kafka.stream.thread.process.total')).toEqual({
      name: 'kafka.stream.thread.process.total',
      type: 'counter',
      unit: '1',
      attributes: { 'thread-id': 'app-StreamThread-1' },
      value: 40,
    })
    expect(point('kafka.stream.thread.process.latency.avg')?.value).toBeCloseTo(0.5, 9)
    expect(point('kafka.stream.thread.process.latency.avg')?.unit).toBe('ms')
    expect(point('kafka.stream.thread.poll.latency.max')?.type).toBe('gauge')
    expect(point('kafka.stream.thread.poll.latency.max')?.value).toBe(7)
    expect(point('kafka.stream.state')).toMatchObject({
      attributes: { 'client-id': 'app', state: 'RUNNING' },
      value: 1,
    })
    expect(point('kafka.stream.alive.stream.threads')?.value).toBe(1)
    // nothing committed yet: a latency not measured (NaN) is not observed
    expect(point('kafka.stream.thread.commit.latency.avg')).toBeUndefined()

    thread.recordProcessed(10, 1, now)
    const second = await collect(reader)
    expect(second.find((p) => p.name === 'kafka.stream.thread.process.total')?.value).toBe(50)

    // closed, the instruments are no longer observed: the SDK keeps their last values
    registration.close()
    thread.recordProcessed(5, 1, now)
    const third = await collect(reader)
    expect(third.find((p) => p.name === 'kafka.stream.thread.process.total')?.value).toBe(50)
    await provider.shutdown()
  })
})
