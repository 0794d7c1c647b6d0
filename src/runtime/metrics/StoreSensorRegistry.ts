import type { StoreSensors } from '../../state/metered/StoreSensors.js'
import { STATE_METRICS_GROUP } from './catalogue.js'
import type { Metric } from './Metric.js'
import { OperationSensor } from './OperationSensor.js'
import { shouldRecord, type SensorLevel } from './RecordingLevel.js'

/**
 * The store sensors of one task (Kafka Streams' `StateStoreMetrics`, group `stream-state-metrics`, DEBUG): each is
 * `<op>-rate`, `<op>-latency-avg` and `<op>-latency-max` (ns, no total, as Java's), tagged `thread-id`, `task-id`
 * and `<store type>-state-id`. Below DEBUG it hands out no sensor, so the stores read no clock.
 * @example
 * const registry = new StoreSensorRegistry('app-StreamThread-1', '0_0', 'DEBUG')
 * registry.sensor('in-memory', 'counts', 'put')?.record(1, 850, clock.now())
 * registry.metrics(clock.now())
 * @category State stores
 * @since 0.1.0
 */
export class StoreSensorRegistry implements StoreSensors {
  private readonly sensors = new Map<string, OperationSensor>()
  private readonly enabled: boolean

  constructor(
    private readonly threadId: string,
    private readonly taskId: string,
    level: SensorLevel,
  ) {
    this.enabled = shouldRecord(level, 'DEBUG')
  }

  sensor(storeType: string, storeName: string, operation: string): OperationSensor | undefined {
    if (!this.enabled) return undefined
    const key = `${storeType}\u0000${storeName}\u0000${operation}`
    let sensor = this.sensors.get(key)
    if (sensor === undefined) {
      const tags = {
        'thread-id': this.threadId,
        'task-id': this.taskId,
        [`${storeType}-state-id`]: storeName,
      }
      sensor = new OperationSensor(STATE_METRICS_GROUP, operation, tags, true, false)
      this.sensors.set(key, sensor)
    }
    return sensor
  }

  /** The values of every sensor handed out, at time `now`. */
  metrics(now: number): Metric[] {
    return [...this.sensors.values()].flatMap((s) => s.metrics(now))
  }
}
