// Task, processor-node and store metrics of a running application on the embedded broker, read through
// app.metrics() and GET-ready Prometheus text: a record dropped, real end-to-end latencies, store calls counted.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  count,
  EmbeddedKafka,
  groupByKey,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  to,
  toStream,
} from '../../../src/index.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import type { Metric } from '../../../src/runtime/metrics/Metric.js'
import { prometheusText } from '../../../src/runtime/metrics/prometheusText.js'
import { Stores } from '../../../src/state/Stores.js'
import { createTopics, tempDirs } from '../thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const text = Serdes.string()
const quiet = { warn: () => undefined, error: () => undefined }
/** How old each input record's timestamp is when it is produced (ms). */
const AGE_MS = 5_000

const named = (metrics: readonly Metric[], name: string): Metric[] =>
  metrics.filter((m) => m.metricName.name === name)

describe('task, node and store metrics (embedded broker)', () => {
  it('count a dropped record, measure end-to-end latency and time store calls at DEBUG', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['keys-in', 'counts-out'], 1)
    const builder = new StreamsBuilder()
    builder
      .stream('keys-in', { key: text, value: text })
      .pipe(
        groupByKey(),
        count(Materialized.as(Stores.inMemoryKeyValueStore('key-counts')).withCachingDisabled()),
        toStream(),
        to('counts-out', Produced.with(text, Serdes.long())),
      )
    const app = new KafkaStreams(
      builder.build(),
      {
        'application.id': 'task-metrics',
        'client.id': 'task-metrics',
        'state.dir': dirs.make(),
        'poll.ms': 20,
        'commit.interval.ms': 50,
        'metrics.recording.level': 'DEBUG',
      },
      kafka,
      { logger: quiet },
    )
    const keys = ['a', 'b', 'a', null, 'c']
    await app.start()
    try {
      const producer = kafka.producer({ clientId: 'keys-input' })
      await producer.connect()
      const sentAt = Date.now()
      await producer.send(
        keys.map((key) => ({
          topic: 'keys-in',
          key: key === null ? null : text.serializer.serialize('keys-in', key),
          value: text.serializer.serialize('keys-in', 'v'),
          timestamp: sentAt - AGE_MS,
        })),
      )
      await producer.disconnect()
      await vi.waitUntil(() => named(app.metrics(), 'process-total').some((m) => m.value === keys.length), {
        timeout: 10_000,
        interval: 20,
      })
      const metrics = app.metrics()
      const thread = 'task-metrics-StreamThread-1'
      expect(named(metrics, 'dropped-records-total').map((m) => [m.metricName.tags, m.value])).toEqual([
        [{ 'thread-id': thread, 'task-id': '0_0' }, 1],
      ])
      const e2e = named(metrics, 'record-e2e-latency-min')
      // the source and the sink, each at least as late as the records were old when produced
      expect(e2e).toHaveLength(2)
      for (const m of [...e2e, ...named(metrics, 'record-e2e-latency-max')]) {
        expect(m.metricName.group).toBe('stream-processor-node-metrics')
        expect(Number.isFinite(m.value) && Number(m.value) >= AGE_MS).toBe(true)
        expect(Number(m.value)).toBeLessThan(AGE_MS + 10_000)
      }
      const puts = named(metrics, 'put-rate')
      expect(puts.map((m) => m.metricName.tags)).toEqual([
        { 'thread-id': thread, 'task-id': '0_0', 'in-memory-state-id': 'key-counts' },
      ])
      // four counted records in well under 30 s: the rate is about 4 per 30 s (Kafka's two 30 s windows)
      expect(Number(puts[0]?.value) * 30).toBeGreaterThan(3.5)
      expect(Number(puts[0]?.value) * 30).toBeLessThanOrEqual(4)
      const exposition = prometheusText(metrics)
      expect(exposition).toContain('# TYPE kafka_stream_task_dropped_records_total counter')
      expect(exposition).toContain(
        'kafka_stream_state_put_latency_avg{thread_id="task-metrics-StreamThread-1"',
      )
    } finally {
      await app.close()
    }
  })
})
