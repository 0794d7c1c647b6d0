// Counts the JavaScript heap bytes this thread allocates between start and stop, and the time its garbage collector
// took, from V8's own GC statistics (node:v8 GCProfiler: the used heap before and after each collection), so a bench
// prints allocation per record without --trace-gc. Buffer contents live outside the heap and are not counted.
import { GCProfiler, getHeapStatistics } from 'node:v8'

/** What a thread allocated and collected over a measured span. */
export interface Allocation {
  /** Heap bytes allocated: growth between collections plus what each collection freed. */
  readonly bytes: number
  /** Milliseconds spent in garbage collection. */
  readonly gcMillis: number
  readonly collections: number
}

/** Starts measuring; `stop` ends it and returns the figures. */
export const startAllocationMeter = (): { readonly stop: () => Allocation } => {
  const profiler = new GCProfiler()
  const startUsed = getHeapStatistics().used_heap_size
  profiler.start()
  return {
    stop: () => {
      const endUsed = getHeapStatistics().used_heap_size
      const statistics = profiler.stop()?.statistics ?? []
      let bytes = 0
      let usedAfterLast = startUsed
      let costMicros = 0
      for (const s of statistics) {
        bytes += s.beforeGC.heapStatistics.usedHeapSize - usedAfterLast
        usedAfterLast = s.afterGC.heapStatistics.usedHeapSize
        costMicros += s.cost
      }
      bytes += endUsed - usedAfterLast
      return { bytes, gcMillis: costMicros / 1000, collections: statistics.length }
    },
  }
}
