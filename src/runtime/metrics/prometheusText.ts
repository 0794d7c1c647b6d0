import { definitionOf } from './catalogue.js'
import type { Metric, MetricName } from './Metric.js'
import { metricFamily } from './metricFamily.js'

/** The content type of the Prometheus text exposition format. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

const sanitize = (s: string): string => s.replace(/[^A-Za-z0-9_]/g, '_')

/**
 * The Prometheus name of a metric (see {@link metricFamily}).
 * @example
 * prometheusName({ name: 'process-rate', group: 'stream-thread-metrics', tags: {} }) // 'kafka_stream_thread_process_rate'
 * @category Running
 * @since 0.1.0
 */
export const prometheusName = (name: MetricName): string => metricFamily(name, '_')

const escapeLabel = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')

const escapeHelp = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')

const labels = (tags: Readonly<Record<string, string>>): string => {
  const pairs = Object.entries(tags).map(([k, v]) => `${sanitize(k)}="${escapeLabel(v)}"`)
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`
}

const sampleValue = (value: number): string =>
  Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value)

/** A text metric (the client `state`) as Prometheus' state-set convention: its text as a label, value 1. */
const sample = (family: string, m: Metric): string =>
  typeof m.value === 'number'
    ? `${family}${labels(m.metricName.tags)} ${sampleValue(m.value)}`
    : `${family}${labels({ ...m.metricName.tags, [m.metricName.name]: m.value })} 1`

/**
 * The metrics in the Prometheus text exposition format (0.0.4): per metric family a `# HELP` line (the catalogue's
 * description), a `# TYPE` line (`counter` for the `-total` metrics, else `gauge`) and one sample per tag set, tags
 * as labels.
 * @example
 * prometheusText(app.metrics())
 * @category Running
 * @since 0.1.0
 */
export const prometheusText = (metrics: readonly Metric[]): string => {
  const families = new Map<string, { readonly first: MetricName; readonly samples: string[] }>()
  for (const m of metrics) {
    const family = prometheusName(m.metricName)
    const entry = families.get(family) ?? { first: m.metricName, samples: [] }
    entry.samples.push(sample(family, m))
    families.set(family, entry)
  }
  const lines: string[] = []
  for (const [family, { first, samples }] of families) {
    const definition = definitionOf(first.group, first.name)
    const help = definition?.description ?? `The ${first.group} metric ${first.name}.`
    lines.push(`# HELP ${family} ${escapeHelp(help)}`)
    lines.push(`# TYPE ${family} ${definition?.counter === true ? 'counter' : 'gauge'}`)
    lines.push(...samples)
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}
