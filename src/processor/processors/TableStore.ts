import type { TimestampedKeyValueStore } from '../../state/TimestampedKeyValueStore.js'
import { valueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { TimestampedForwarder } from './TimestampedForwarder.js'

/**
 * The timestamped key-value store of a KTable processor with its forwarder; `put` writes a value with its
 * timestamp, or deletes on `null`.
 * @category model
 * @since 0.1.0
 */
export class TableStore {
  readonly store: TimestampedKeyValueStore<unknown, unknown>
  readonly forwarder: TimestampedForwarder

  constructor(context: ProcessorContext<unknown, unknown>, name: string, sendOldValues: boolean) {
    this.store = context.getStateStore<TimestampedKeyValueStore<unknown, unknown>>(name)
    this.forwarder = new TimestampedForwarder(this.store, context, sendOldValues)
  }

  /** Writes `value` at `timestamp`, or deletes the key when `value` is null. */
  put(key: unknown, value: unknown, timestamp: number): void {
    this.store.put(key, value === null || value === undefined ? null : valueAndTimestamp(value, timestamp))
  }
}
