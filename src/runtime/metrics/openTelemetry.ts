import type { BatchObservableResult, MeterProvider, Observable } from '@opentelemetry/api'
import { MissingDependencyError } from '../../errors/MissingDependencyError.js'
import { METRIC_CATALOGUE } from './catalogue.js'
import type { Metric } from './Metric.js'
import { metricFamily } from './metricFamily.js'

/**
 * What {@link openTelemetryMetrics} reads: anything with Java's `metrics()` (a `KafkaStreams`).
 * @category Running
 * @since 0.1.0
 */
export interface MetricsSource {
  metrics(): readonly Metric[]
}

/**
 * The instruments {@link openTelemetryMetrics} registered; `close` stops their observation.
 * @category Running
 * @since 0.1.0
 */
export interface OpenTelemetryRegistration {
  close(): void
}

/**
 * Registers an OpenTelemetry observable instrument for each metric of the catalogue on the meter `tributary` of
 * `meterProvider` (the global one unless given): an observable counter for the `-total` metrics, a gauge for the
 * others, named as `metricFamily` with `.` (`kafka.stream.thread.process.rate`), Kafka's tags as
 * attributes. One batch callback reads `app.metrics()` once per collection. The client `state` is the gauge
 * `kafka.stream.state`, 1 with the state as attribute `state`; a value not measured yet (NaN) is not observed.
 * `@opentelemetry/api` is loaded here, at the first call, so Tributary works without it.
 * @example
 * const otel = await openTelemetryMetrics(app, meterProvider)
 * otel.close()
 * @category Running
 * @since 0.1.0
 */
export const openTelemetryMetrics = async (
  app: MetricsSource,
  meterProvider?: MeterProvider,
): Promise<OpenTelemetryRegistration> => {
  const api = await import('@opentelemetry/api').catch((error: unknown) => {
    throw new MissingDependencyError('@opentelemetry/api', 'OpenTelemetry metrics', { cause: error })
  })
  const meter = (meterProvider ?? api.metrics.getMeterProvider()).getMeter('tributary')
  const instruments = new Map<string, Observable>(
    METRIC_CATALOGUE.map((d) => {
      const options = { description: d.description, unit: d.unit }
      const name = metricFamily(d, '.')
      const instrument = d.counter
        ? meter.createObservableCounter(name, options)
        : meter.createObservableGauge(name, options)
      return [`${d.group}\u0000${d.name}`, instrument]
    }),
  )
  const observe = (result: BatchObservableResult): void => {
    for (const m of app.metrics()) {
      const { group, name, tags } = m.metricName
      const instrument = instruments.get(`${group}\u0000${name}`)
      if (instrument === undefined) continue
      if (typeof m.value === 'string') result.observe(instrument, 1, { ...tags, [name]: m.value })
      else if (!Number.isNaN(m.value)) result.observe(instrument, m.value, tags)
    }
  }
  const observed = [...instruments.values()]
  meter.addBatchObservableCallback(observe, observed)
  return { close: () => meter.removeBatchObservableCallback(observe, observed) }
}
