import { PROCESSOR_NODE_METRICS_GROUP, TASK_METRICS_GROUP } from './catalogue.js'
import { CountSensor } from './CountSensor.js'
import { EndToEndLatencySensor, type BatchTime } from './EndToEndLatencySensor.js'
import type { Metric } from './Metric.js'
import { shouldRecord, type SensorLevel } from './RecordingLevel.js'
import { StatsSensor } from './StatsSensor.js'

/**
 * The sensors of one active task, as Kafka Streams' `TaskMetrics` and `ProcessorNodeMetrics` (tagged `thread-id`
 * and `task-id`): `dropped-records-rate`/`-total` (INFO), `enforced-processing-rate`/`-total`,
 * `process-latency-avg`/`-max` (ns) and `record-lateness-avg`/`-max` (ms) at DEBUG, and per source and terminal
 * node `record-e2e-latency-avg`/`-min`/`-max` (`stream-processor-node-metrics`, also tagged `processor-node-id`,
 * INFO). Built once per task; recording allocates nothing.
 * @example
 * const sensors = new TaskSensors('app-StreamThread-1', '0_0', 'INFO', ['KSTREAM-SOURCE-0000000000'])
 * sensors.now = clock.now()
 * sensors.e2eLatency('KSTREAM-SOURCE-0000000000')?.recordSince(record.timestamp)
 * @category Running
 * @since 0.1.0
 */
export class TaskSensors implements BatchTime {
  readonly droppedRecords: CountSensor
  readonly enforcedProcessing: CountSensor
  readonly processLatency: StatsSensor
  readonly recordLateness: StatsSensor
  private readonly e2e = new Map<string, EndToEndLatencySensor>()
  /** The wall-clock time of the task's current batch, set by the task once per batch; the e2e sensors read it. */
  now = 0

  constructor(
    threadId: string,
    taskId: string,
    level: SensorLevel,
    /** The source and terminal nodes, whose records' end-to-end latency is recorded. */
    e2eNodes: Iterable<string>,
  ) {
    const tags = { 'thread-id': threadId, 'task-id': taskId }
    const info = shouldRecord(level, 'INFO')
    const debug = shouldRecord(level, 'DEBUG')
    this.droppedRecords = new CountSensor(TASK_METRICS_GROUP, 'dropped-records', tags, info)
    this.enforcedProcessing = new CountSensor(TASK_METRICS_GROUP, 'enforced-processing', tags, debug)
    this.processLatency = new StatsSensor(TASK_METRICS_GROUP, 'process-latency', tags, debug)
    this.recordLateness = new StatsSensor(TASK_METRICS_GROUP, 'record-lateness', tags, debug)
    if (info)
      for (const node of e2eNodes) {
        const nodeTags = { ...tags, 'processor-node-id': node }
        const stats = new StatsSensor(
          PROCESSOR_NODE_METRICS_GROUP,
          'record-e2e-latency',
          nodeTags,
          true,
          true,
        )
        this.e2e.set(node, new EndToEndLatencySensor(stats, this))
      }
  }

  /** The end-to-end latency sensor of `node`; undefined when it has none or the level records nothing. */
  e2eLatency(node: string): EndToEndLatencySensor | undefined {
    return this.e2e.get(node)
  }

  /** The values at time `now`. */
  metrics(now: number): Metric[] {
    return [
      ...this.droppedRecords.metrics(now),
      ...this.enforcedProcessing.metrics(now),
      ...this.processLatency.metrics(now),
      ...this.recordLateness.metrics(now),
      ...[...this.e2e.values()].flatMap((s) => s.metrics(now)),
    ]
  }
}
