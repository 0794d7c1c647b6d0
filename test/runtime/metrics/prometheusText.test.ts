import { describe, expect, it } from 'vitest'
import { metric } from '../../../src/runtime/metrics/Metric.js'
import { prometheusName, prometheusText } from '../../../src/runtime/metrics/prometheusText.js'

describe('prometheusText', () => {
  it("names a family kafka_<group without -metrics>_<name>, as Micrometer's Kafka binders", () => {
    expect(
      [
        ['stream-thread-metrics', 'process-rate'],
        ['consumer-fetch-manager-metrics', 'records-lag'],
        ['stream-metrics', 'alive-stream-threads'],
        ['stream-state-metrics', 'put-latency-avg'],
      ].map(([group = '', name = '']) => prometheusName({ group, name, tags: {} })),
    ).toEqual([
      'kafka_stream_thread_process_rate',
      'kafka_consumer_fetch_manager_records_lag',
      'kafka_stream_alive_stream_threads',
      'kafka_stream_state_put_latency_avg',
    ])
  })

  it('writes HELP and TYPE once per family, then a sample per tag set with the tags as labels', () => {
    const text = prometheusText([
      metric('stream-thread-metrics', 'process-total', { 'thread-id': 'app-StreamThread-1' }, 12),
      metric('stream-thread-metrics', 'process-rate', { 'thread-id': 'app-StreamThread-1' }, 0.5),
      metric('stream-thread-metrics', 'process-total', { 'thread-id': 'app-StreamThread-2' }, 3),
      metric('stream-thread-metrics', 'poll-latency-max', { 'thread-id': 'app-StreamThread-2' }, Number.NaN),
    ])
    expect(text.split('\n')).toEqual([
      '# HELP kafka_stream_thread_process_total The total number of records processed.',
      '# TYPE kafka_stream_thread_process_total counter',
      'kafka_stream_thread_process_total{thread_id="app-StreamThread-1"} 12',
      'kafka_stream_thread_process_total{thread_id="app-StreamThread-2"} 3',
      '# HELP kafka_stream_thread_process_rate The average number of records processed per second.',
      '# TYPE kafka_stream_thread_process_rate gauge',
      'kafka_stream_thread_process_rate{thread_id="app-StreamThread-1"} 0.5',
      '# HELP kafka_stream_thread_poll_latency_max The maximum poll latency in ms.',
      '# TYPE kafka_stream_thread_poll_latency_max gauge',
      'kafka_stream_thread_poll_latency_max{thread_id="app-StreamThread-2"} NaN',
      '',
    ])
  })

  it('shows a text metric as a label of value 1, and escapes label values', () => {
    const text = prometheusText([
      metric('stream-metrics', 'state', { 'client-id': 'a"b\\c\nd' }, 'RUNNING'),
      metric('my-metrics', 'odd.name', {}, Infinity),
    ])
    expect(text).toContain('# TYPE kafka_stream_state gauge\n')
    expect(text).toContain('kafka_stream_state{client_id="a\\"b\\\\c\\nd",state="RUNNING"} 1\n')
    expect(text).toContain('# HELP kafka_my_odd_name The my-metrics metric odd.name.\n')
    expect(text).toContain('kafka_my_odd_name +Inf\n')
  })

  it('is empty for no metrics', () => {
    expect(prometheusText([])).toBe('')
  })
})
