import type { StateStore } from '../../state/StateStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { change } from '../Change.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { Record } from '../../core/processorApi/Record.js'
import type { Headers } from '../../core/processorApi/Headers.js'
import { orNull } from './nullable.js'

type FlushListener = (
  key: Windowed<unknown>,
  newValue: unknown,
  oldValue: unknown,
  timestamp: number,
  headers: Headers,
) => void

/**
 * Forwards a session aggregation's changes as Kafka Streams' session tuple forwarder: each change goes out with the
 * session's end as its timestamp; when the session store caches, the cache forwards on flush and eviction instead.
 * @example
 * const forwarder = new SessionForwarder(store, context, false)
 * forwarder.maybeForward(sessionKey, newAgg, null)
 * @category Building topologies
 * @since 0.1.0
 */
export class SessionForwarder {
  private readonly cached: boolean

  constructor(
    store: StateStore | undefined,
    private readonly context: ProcessorContext<unknown, unknown>,
    private readonly sendOldValues: boolean,
  ) {
    const target = store as Partial<{ setFlushListener(l: FlushListener, old: boolean): boolean }> | undefined
    const listener: FlushListener = (key, newValue, oldValue, _timestamp, headers) =>
      context.forward(
        new Record(
          key,
          change(orNull(newValue), sendOldValues ? orNull(oldValue) : null),
          key.window.end,
          headers,
        ),
      )
    this.cached =
      typeof target?.setFlushListener === 'function' && target.setFlushListener(listener, sendOldValues)
  }

  /** Forwards the change of `key` now (timestamp: the session end) unless the cache will. */
  maybeForward(key: Windowed<unknown>, newValue: unknown, oldValue: unknown): void {
    if (this.cached) return
    this.context.forward(
      new Record(key, change(newValue, this.sendOldValues ? oldValue : null), key.window.end),
    )
  }
}
