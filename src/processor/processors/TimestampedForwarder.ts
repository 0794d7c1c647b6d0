import type { StateStore } from '../../state/StateStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { change, isLatest, type Change } from '../Change.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { Record } from '../../core/processorApi/Record.js'
import type { Headers } from '../../core/processorApi/Headers.js'

type FlushListener = (
  key: unknown,
  newValue: unknown,
  oldValue: unknown,
  timestamp: number,
  headers: Headers,
) => void

/**
 * Forwards a KTable processor's changes as Kafka Streams' `TimestampedTupleForwarder`: when the processor's store
 * caches, the cache forwards on flush and eviction (with the cached timestamp and headers) and `maybeForward` does nothing;
 * otherwise `maybeForward` forwards at once. Old values are sent only when asked.
 * @example
 * const forwarder = new TimestampedForwarder(store, context, sendOldValues)
 * forwarder.maybeForward(record.withValue(change(newValue, oldValue)))
 * @category Building topologies
 * @since 0.1.0
 */
export class TimestampedForwarder {
  private readonly cached: boolean

  constructor(
    store: StateStore,
    private readonly context: ProcessorContext<unknown, unknown>,
    private readonly sendOldValues: boolean,
  ) {
    const target = store as Partial<{ setFlushListener(l: FlushListener, old: boolean): boolean }>
    const listener: FlushListener = (key, newValue, oldValue, timestamp, headers) => {
      const n = newValue as ValueAndTimestamp<unknown> | undefined
      const o = oldValue as ValueAndTimestamp<unknown> | undefined
      const old = sendOldValues ? (o?.value ?? null) : null
      context.forward(new Record(key, change(n?.value ?? null, old), n?.timestamp ?? timestamp, headers))
    }
    this.cached =
      typeof target.setFlushListener === 'function' && target.setFlushListener(listener, sendOldValues)
  }

  /** Forwards `record` now unless the store's cache will forward it on flush. */
  maybeForward(record: Record<unknown, Change<unknown>>): void {
    if (this.cached) return
    this.context.forward(
      this.sendOldValues
        ? record
        : record.withValue(change(record.value.newValue, null, isLatest(record.value))),
    )
  }
}
