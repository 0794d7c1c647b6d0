import type { TimestampedKeyValueStore } from '../../state/TimestampedKeyValueStore.js'
import { valueAndTimestamp, type ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { PUT_RETURN_CODE_VALID_TO_UNDEFINED } from '../../state/versioned/VersionedRecord.js'
import { isVersionedKeyValueStore } from '../../state/versioned/VersionedKeyValueStore.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { TimestampedForwarder } from './TimestampedForwarder.js'

/**
 * What table processors read from their store: the current value and timestamp of a key.
 * @category model
 * @since 0.1.0
 */
export interface TableReads {
  get(key: unknown): ValueAndTimestamp<unknown> | undefined
}

/**
 * The store of a materialized table processor with its forwarder: writes values with their record timestamp.
 * A timestamped key-value store keeps the latest write; a versioned store (KIP-889) keeps each version at its
 * timestamp, and then only a write that became the newest version is forwarded (KIP-914): an out-of-order update
 * older than the newest, or one past the history retention, changes history without changing the table.
 * @example
 * const t = new TableStore(context, 'counts', false)
 * if (t.put('k', 3, record.timestamp)) t.forwarder.maybeForward(out)
 * @category constructors
 * @since 0.1.0
 */
export class TableStore {
  readonly store: TableReads
  readonly forwarder: TimestampedForwarder
  private readonly write: (key: unknown, value: unknown, timestamp: number) => boolean

  constructor(context: ProcessorContext<unknown, unknown>, name: string, sendOldValues: boolean) {
    const store = context.getStateStore<TimestampedKeyValueStore<unknown, unknown>>(name)
    this.forwarder = new TimestampedForwarder(store, context, sendOldValues)
    if (isVersionedKeyValueStore(store)) {
      this.store = { get: (key) => store.get(key) }
      this.write = (key, value, timestamp) =>
        store.put(key, value ?? null, timestamp) === PUT_RETURN_CODE_VALID_TO_UNDEFINED
    } else {
      this.store = store
      this.write = (key, value, timestamp) => {
        store.put(key, value === null || value === undefined ? null : valueAndTimestamp(value, timestamp))
        return true
      }
    }
  }

  /** Writes `value` (null or undefined: a delete) at `timestamp`; returns whether the change is to be forwarded. */
  put(key: unknown, value: unknown, timestamp: number): boolean {
    return this.write(key, value, timestamp)
  }
}
