// The task, processor-node and store sensors of one StreamTask on a controlled clock: every value is computed from
// the records piped in (timestamps, keys, the clock), so each metric is checked exactly.
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/core/clock.js'
import { count } from '../../../src/dsl/operators/count.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { merge } from '../../../src/dsl/operators/merge.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import type { Metric } from '../../../src/runtime/metrics/Metric.js'
import type { SensorLevel } from '../../../src/runtime/metrics/RecordingLevel.js'
import { StreamTask } from '../../../src/runtime/task/StreamTask.js'
import { resolveTaskConfig } from '../../../src/runtime/task/TaskConfig.js'
import type { TaskLogger } from '../../../src/runtime/task/TaskLogger.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'

const quiet: TaskLogger = { warn: () => undefined, error: () => undefined }
const NOW = 10_000
/** Kafka's default rate window span before 30 s have passed: events divided by 30 s. */
const RATE_SPAN_S = 30

/** A count by key over an in-memory store without cache; records (key, timestamp) processed at {@link NOW}. */
const countTask = async (level: SensorLevel, records: readonly (readonly [string | null, number])[]) => {
  const b = new StreamsBuilder()
  b.stream('in', { key: Serdes.string(), value: Serdes.string() }).pipe(
    groupByKey(),
    count(Materialized.as(Stores.inMemoryKeyValueStore('counts')).withCachingDisabled()),
    toStream(),
    to('out', Produced.with(Serdes.string(), Serdes.long())),
  )
  const topology = b.build()
  const clock = new ManualClock(NOW)
  const config = { 'application.id': 'sensors' }
  const task = new StreamTask({
    taskId: '0_0',
    partition: 0,
    threadId: 'app-StreamThread-1',
    topology,
    nodeNames: topology.nodes.map((n) => n.name),
    settings: { ...resolveTaskConfig(config, { clock, logger: quiet }), metricsLevel: level },
    appConfigs: config,
    port: { send: () => undefined, partitionsFor: () => 1 },
    clock,
    logger: quiet,
  })
  await task.initialize()
  records.forEach(([key, timestamp], offset) =>
    task.addRecord({
      topic: 'in',
      partition: 0,
      offset,
      key: key === null ? null : Buffer.from(key),
      value: Buffer.from('v'),
      timestamp,
      headers: [],
    }),
  )
  while (task.process(clock.now())) task.maybePunctuateStreamTime()
  const metrics = task.sensorMetrics(clock.now())
  await task.close()
  return { metrics, topology }
}

const RECORDS = [
  ['a', 1000],
  ['b', 2000],
  ['a', 1500],
  [null, 3000],
] as const

const value = (metrics: readonly Metric[], name: string, tags: Record<string, string> = {}) => {
  const found = metrics.filter(
    (m) => m.metricName.name === name && Object.entries(tags).every(([k, v]) => m.metricName.tags[k] === v),
  )
  expect(found).toHaveLength(1)
  return found[0]?.value
}

describe('task, node and store sensors', () => {
  it('count a dropped record (a null key the count skips) at INFO, tagged with the thread and the task', async () => {
    const { metrics } = await countTask('INFO', RECORDS)
    const dropped = metrics.filter((m) => m.metricName.name.startsWith('dropped-records'))
    expect(dropped.map((m) => [m.metricName.group, m.metricName.name, m.metricName.tags, m.value])).toEqual([
      [
        'stream-task-metrics',
        'dropped-records-rate',
        { 'thread-id': 'app-StreamThread-1', 'task-id': '0_0' },
        1 / RATE_SPAN_S,
      ],
      [
        'stream-task-metrics',
        'dropped-records-total',
        { 'thread-id': 'app-StreamThread-1', 'task-id': '0_0' },
        1,
      ],
    ])
  })

  it('measure the end-to-end latency (clock minus record timestamp) on the source and on the terminal sink', async () => {
    const { metrics, topology } = await countTask('INFO', RECORDS)
    const nodes = topology.nodes.map((n) => n.name)
    const source = nodes.find((n) => n.includes('SOURCE'))
    const sink = nodes.find((n) => n.includes('SINK'))
    const e2e = metrics.filter((m) => m.metricName.group === 'stream-processor-node-metrics')
    expect(new Set(e2e.map((m) => m.metricName.tags['processor-node-id']))).toEqual(new Set([source, sink]))
    const at = (node: string | undefined, stat: string) =>
      value(e2e, `record-e2e-latency-${stat}`, { 'processor-node-id': node ?? '' })
    // the source sees all four records; the sink the three counted (the null key is dropped before it)
    const sourceLatencies = RECORDS.map(([, ts]) => NOW - ts)
    const sinkLatencies = RECORDS.filter(([k]) => k !== null).map(([, ts]) => NOW - ts)
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect([at(source, 'avg'), at(source, 'min'), at(source, 'max')]).toEqual([
      avg(sourceLatencies),
      Math.min(...sourceLatencies),
      Math.max(...sourceLatencies),
    ])
    expect([at(sink, 'avg'), at(sink, 'min'), at(sink, 'max')]).toEqual([
      avg(sinkLatencies),
      Math.min(...sinkLatencies),
      Math.max(...sinkLatencies),
    ])
  })

  it('leave the DEBUG sensors out at INFO and record none when off', async () => {
    const info = (await countTask('INFO', RECORDS)).metrics.map((m) => m.metricName.name)
    for (const name of [
      'enforced-processing-total',
      'process-latency-avg',
      'record-lateness-max',
      'put-rate',
    ])
      expect(info).not.toContain(name)
    expect((await countTask('OFF', RECORDS)).metrics).toEqual([])
  })

  it('at DEBUG, time each store put and get, and measure record lateness against stream time', async () => {
    const { metrics } = await countTask('DEBUG', RECORDS)
    const store = { 'thread-id': 'app-StreamThread-1', 'task-id': '0_0', 'in-memory-state-id': 'counts' }
    const counted = RECORDS.filter(([k]) => k !== null).length
    const rate = (name: string) => Number(value(metrics, name, store)) * RATE_SPAN_S
    // the count reads the old count and writes the new one once per counted record
    expect([rate('put-rate'), rate('get-rate')]).toEqual([counted, counted])
    const putLatency = Number(value(metrics, 'put-latency-avg', store))
    expect(putLatency).toBeGreaterThan(0)
    expect(Number(value(metrics, 'put-latency-max', store))).toBeGreaterThanOrEqual(putLatency)
    expect(
      metrics.filter(
        (m) => m.metricName.group === 'stream-state-metrics' && 'put-total' === m.metricName.name,
      ),
    ).toEqual([])
    // stream time 1000, 2000, then 1500 is 500 late, then 3000: lateness 0, 0, 500, 0
    expect([value(metrics, 'record-lateness-avg'), value(metrics, 'record-lateness-max')]).toEqual([125, 500])
    const processLatency = Number(value(metrics, 'process-latency-avg'))
    expect(Number.isFinite(processLatency) && processLatency > 0).toBe(true)
    expect(value(metrics, 'enforced-processing-total')).toBe(0)
  })

  it('at DEBUG, count enforced processing: a task that waited max.task.idle.ms for an empty input processes anyway', async () => {
    const b = new StreamsBuilder()
    const right = b.stream('right', { key: Serdes.string(), value: Serdes.string() })
    b.stream('left', { key: Serdes.string(), value: Serdes.string() }).pipe(
      merge(right),
      to('both', Produced.with(Serdes.string(), Serdes.string())),
    )
    const topology = b.build()
    const clock = new ManualClock(NOW)
    const config = {
      'application.id': 'enforced',
      'max.task.idle.ms': 100,
      'metrics.recording.level': 'DEBUG',
    }
    const task = new StreamTask({
      taskId: '0_0',
      partition: 0,
      topology,
      nodeNames: topology.nodes.map((n) => n.name),
      settings: resolveTaskConfig(config, { clock, logger: quiet }),
      appConfigs: config,
      port: { send: () => undefined },
      clock,
      logger: quiet,
    })
    await task.initialize()
    const offer = (offset: number) =>
      task.addRecord({
        topic: 'left',
        partition: 0,
        offset,
        key: Buffer.from('k'),
        value: Buffer.from('v'),
        timestamp: offset,
        headers: [],
      })
    const enforced = () => value(task.sensorMetrics(clock.now()), 'enforced-processing-total')
    offer(0)
    // 'right' is empty: the task waits until 100 ms after it found it empty
    expect([task.isProcessable(NOW), task.isProcessable(NOW + 99), enforced()]).toEqual([false, false, 0])
    expect(task.isProcessable(NOW + 100)).toBe(true)
    task.process(NOW + 100)
    offer(1)
    expect(task.isProcessable(NOW + 101)).toBe(true)
    clock.advance(101)
    expect(enforced()).toBe(2)
    // two events, the first 1 ms ago: over 30 s plus that 1 ms (Kafka's span before a full window has passed)
    expect(value(task.sensorMetrics(clock.now()), 'enforced-processing-rate')).toBe(2 / (RATE_SPAN_S + 0.001))
    await task.close()
  })
})
