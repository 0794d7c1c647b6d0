import { PunctuationType } from '../../../src/core/processorApi/PunctuationType.js'
import { Record } from '../../../src/core/processorApi/Record.js'
import type { Processor } from '../../../src/core/processorApi/Processor.js'
import type { ProcessorContext } from '../../../src/core/processorApi/ProcessorContext.js'
import type { KeyValueStore } from '../../../src/state/KeyValueStore.js'

/** Processors.CountingProcessor: counts records per key in a store and forwards the new count. */
export class CountingProcessor implements Processor<string, string, string, number> {
  private context!: ProcessorContext<string, number>
  private store!: KeyValueStore<string, number>

  constructor(private readonly storeName: string) {}

  init(context: ProcessorContext<string, number>): void {
    this.context = context
    this.store = context.getStateStore<KeyValueStore<string, number>>(this.storeName)
  }

  process(record: Record<string, string>): void {
    const count = (this.store.get(record.key) ?? 0) + 1
    this.store.put(record.key, count)
    this.context.forward(record.withValue(count))
  }
}

/** Processors.UppercaseValues: upper-cases values, keeping keys (null stays null). */
export class UppercaseValues implements Processor<string, string | null, string, string | null> {
  private context!: ProcessorContext<string, string | null>

  init(context: ProcessorContext<string, string | null>): void {
    this.context = context
  }

  process(record: Record<string, string | null>): void {
    this.context.forward(record.withValue(record.value === null ? null : record.value.toUpperCase()))
  }
}

/** Processors.PunctuatingCounter: counts per key; wall-clock (10 s) and stream-time (5 s) punctuators emit all. */
export class PunctuatingCounter implements Processor<string, string, string, number> {
  static readonly STORE = 'punctuation-counts'
  private context!: ProcessorContext<string, number>
  private store!: KeyValueStore<string, number>

  init(context: ProcessorContext<string, number>): void {
    this.context = context
    this.store = context.getStateStore<KeyValueStore<string, number>>(PunctuatingCounter.STORE)
    context.schedule(10_000, PunctuationType.WALL_CLOCK_TIME, (ts) => this.emitAll('wall:', ts))
    context.schedule(5_000, PunctuationType.STREAM_TIME, (ts) => this.emitAll('stream:', ts))
  }

  process(record: Record<string, string>): void {
    this.store.put(record.key, (this.store.get(record.key) ?? 0) + 1)
  }

  private emitAll(prefix: string, timestamp: number): void {
    const all = this.store.all()
    try {
      for (const entry of all) this.context.forward(new Record(prefix + entry.key, entry.value, timestamp))
    } finally {
      all.close()
    }
  }
}
