import type { TimestampedKeyValueStore } from '../../state/TimestampedKeyValueStore.js'
import { valueAndTimestamp, type ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import {
  PUT_RETURN_CODE_NOT_PUT,
  PUT_RETURN_CODE_VALID_TO_UNDEFINED,
} from '../../state/versioned/VersionedRecord.js'
import { isVersionedKeyValueStore } from '../../state/versioned/VersionedKeyValueStore.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import { change, isLatest, type Change } from '../Change.js'
import { TimestampedForwarder } from './TimestampedForwarder.js'

/** Where a write landed: the newest version, an older one (history), or nowhere (past the history retention). */
type Written = 'latest' | 'history' | 'notPut'

/**
 * What table processors read from their store: the current value and timestamp of a key.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableReads {
  get(key: unknown): ValueAndTimestamp<unknown> | undefined
}

/**
 * The store of a materialized table processor with its forwarder: writes values with their record timestamp.
 * A timestamped key-value store keeps the latest write; a versioned store (KIP-889) keeps each version at its
 * timestamp (KIP-914): an out-of-order update, older than the newest version, is forwarded flagged `isLatest: false`
 * (it changes history, not the table), and one past the history retention is neither stored nor forwarded, as
 * Kafka Streams' materialized table processors do.
 * @example
 * const t = new TableStore(context, 'counts', false)
 * t.update(record.withValue(change(3, 2)), 3)
 * @category Building topologies
 * @since 0.1.0
 */
export class TableStore {
  readonly store: TableReads
  readonly forwarder: TimestampedForwarder
  private readonly write: (key: unknown, value: unknown, timestamp: number) => Written

  constructor(context: ProcessorContext<unknown, unknown>, name: string, sendOldValues: boolean) {
    const store = context.getStateStore<TimestampedKeyValueStore<unknown, unknown>>(name)
    this.forwarder = new TimestampedForwarder(store, context, sendOldValues)
    if (isVersionedKeyValueStore(store)) {
      this.store = { get: (key) => store.get(key) }
      this.write = (key, value, timestamp) => {
        const code = store.put(key, value ?? null, timestamp)
        if (code === PUT_RETURN_CODE_VALID_TO_UNDEFINED) return 'latest'
        return code === PUT_RETURN_CODE_NOT_PUT ? 'notPut' : 'history'
      }
    } else {
      this.store = store
      this.write = (key, value, timestamp) => {
        store.put(key, value === null || value === undefined ? null : valueAndTimestamp(value, timestamp))
        return 'latest'
      }
    }
  }

  /**
   * Writes `newValue` (null or undefined: a delete) under the key and at the timestamp of `out`, then forwards `out`
   * through the forwarder, its `isLatest` set by where the write landed (the newest version or history); not
   * forwarded at all when it was not stored.
   */
  update(out: Record<unknown, Change<unknown>>, newValue: unknown): void {
    const written = this.write(out.key, newValue, out.timestamp)
    if (written === 'notPut') return
    const latest = written === 'latest'
    this.forwarder.maybeForward(
      latest === isLatest(out.value)
        ? out
        : out.withValue(change(out.value.newValue, out.value.oldValue, latest)),
    )
  }
}
