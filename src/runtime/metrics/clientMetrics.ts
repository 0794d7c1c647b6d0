import type { StreamsState } from '../../core/StreamsState.js'
import { CLIENT_METRICS_GROUP } from './catalogue.js'
import { metric, type Metric } from './Metric.js'

/**
 * What {@link clientMetrics} reads: the client's id and state, and its stream threads' own metrics.
 * @category Running
 * @since 0.1.0
 */
export interface ClientMetricsSource {
  readonly clientId: string
  readonly state: StreamsState
  readonly threads: readonly { metrics(now: number): readonly Metric[] }[]
  readonly now: number
}

/**
 * The metrics of a Kafka Streams client that exist so far, as Java's `KafkaStreams#metrics()` lists them: the
 * client-level `state` and `alive-stream-threads` (`stream-metrics`, tagged `client-id`), then every thread's.
 * @example
 * clientMetrics({ clientId: 'app-1', state: 'RUNNING', threads: [], now: clock.now() })
 * @category Running
 * @since 0.1.0
 */
export const clientMetrics = (source: ClientMetricsSource): readonly Metric[] => {
  const tags = { 'client-id': source.clientId }
  return [
    metric(CLIENT_METRICS_GROUP, 'state', tags, source.state),
    metric(CLIENT_METRICS_GROUP, 'alive-stream-threads', tags, source.threads.length),
    ...source.threads.flatMap((t) => t.metrics(source.now)),
  ]
}
