import type { Cancellable } from '../../src/core/processorApi/Cancellable.js'
import type { AnyProcessor, ProcessorHooks } from '../../src/processor/ProcessorFactory.js'
import type { ProcessorContext } from '../../src/core/processorApi/ProcessorContext.js'
import { Record } from '../../src/core/processorApi/Record.js'
import type { RecordMetadata } from '../../src/core/processorApi/RecordMetadata.js'
import { storeFromSpec } from '../../src/runtime/task/storeFromSpec.js'
import type { Serde } from '../../src/serde/Serde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { StateStore } from '../../src/state/StateStore.js'
import type { BaseStateStore } from '../../src/core/processorApi/BaseStateStore.js'
import type { StoreKind, StoreSpec } from '../../src/graph/StoreSpec.js'

/** A forwarded record, flattened for assertions; `Change` values show as `{ new, old }`. */
export interface Out {
  readonly key: unknown
  readonly value: unknown
  readonly timestamp: number
}

/** A store spec for tests: in memory, no logging, no caching. */
export const testStore = (
  name: string,
  kind: StoreKind,
  extra: Partial<StoreSpec> & { readonly valueSerde?: Serde<unknown> } = {},
): StoreSpec => ({
  name,
  kind,
  persistent: false,
  keySerde: Serdes.string() as Serde<unknown>,
  logging: { enabled: false, config: {} },
  caching: false,
  ...extra,
})

/**
 * Runs built-in processors outside a task: real stores (built from their specs and opened), a context that
 * records what is forwarded, and hooks that record dropped records. The wall clock is a field the test sets.
 */
export class ProcessorHarness {
  readonly out: Out[] = []
  readonly dropped: string[] = []
  readonly stores = new Map<string, StateStore>()
  wallClockMs = 0
  /** The record cache of caching stores (`statestore.cache.max.bytes`); 0 evicts every write at once. */
  cacheMaxBytes = 0
  readonly hooks: ProcessorHooks

  constructor(appConfigs: { readonly [key: string]: unknown } = {}) {
    this.hooks = {
      recordDropped: (reason) => void this.dropped.push(reason),
      warn: () => undefined,
      print: () => undefined,
      appConfigs,
    }
  }

  /** Builds and opens the stores. */
  async withStores(...specs: readonly StoreSpec[]): Promise<this> {
    for (const spec of specs) {
      const store = storeFromSpec(
        spec,
        { key: Serdes.string() as Serde<unknown>, value: Serdes.long() as Serde<unknown> },
        { 'statestore.cache.max.bytes': this.cacheMaxBytes },
      )
      await store.init({ taskId: '0_0', partition: 0, recordTimestamp: () => 0 })
      this.stores.set(spec.name, store)
    }
    return this
  }

  /** A context for one processor: forwards land in {@link out} (several processors may share it). */
  context(): ProcessorContext<unknown, unknown> {
    const stores = this.stores
    const out = this.out
    return {
      applicationId: 'test',
      taskId: '0_0',
      forward: (record) => {
        const v = record.value
        const value =
          typeof v === 'object' && v !== null && 'newValue' in v && 'oldValue' in v
            ? { new: v.newValue, old: v.oldValue }
            : v
        out.push({ key: record.key, value, timestamp: record.timestamp })
      },
      schedule: (): Cancellable => ({ cancel: () => undefined }),
      commit: () => undefined,
      recordMetadata: (): RecordMetadata | undefined => undefined,
      getStateStore: <S extends BaseStateStore = BaseStateStore>(name: string): S => {
        const store = stores.get(name)
        if (store === undefined) throw new Error(`no store ${name}`)
        return store as BaseStateStore as S
      },
      currentStreamTimeMs: () => -1,
      currentSystemTimeMs: () => this.wallClockMs,
    }
  }

  /** Creates and initializes a processor on a fresh context. */
  start(processor: AnyProcessor): AnyProcessor {
    processor.init?.(this.context())
    return processor
  }

  /** Takes the records forwarded so far. */
  take(): Out[] {
    return this.out.splice(0)
  }
}

/** A record at `timestamp`. */
export const rec = (key: unknown, value: unknown, timestamp: number): Record<unknown, unknown> =>
  new Record(key, value, timestamp)

/** A windowed key as the processors forward it. */
export const wk = (key: string, start: number, end: number): unknown => ({ key, window: { start, end } })
