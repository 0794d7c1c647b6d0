import type { SuppressSpec } from '../../graph/specs/SuppressSpec.js'
import type { Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { Record } from '../../core/processorApi/Record.js'
import { SuppressionBufferFullError } from './SuppressionBufferFullError.js'
import type { Eviction, TimeOrderedKeyValueBuffer } from './TimeOrderedKeyValueBuffer.js'

export type { SuppressSpec } from '../../graph/specs/SuppressSpec.js'

const windowEnd = (key: unknown): number => (key as { window: { end: number } }).window.end

/**
 * `suppress`, as Kafka Streams' `KTableSuppressProcessor`: buffers each key's latest change and emits it when
 * stream time passes its buffer time plus the wait (`untilTimeLimit`: the record's timestamp plus the limit;
 * `untilWindowCloses`: the window end plus the upstream grace, dropping tombstones). Over a record or byte limit
 * the buffer emits its oldest entries early (`emitEarlyWhenFull`) or fails with `SuppressionBufferFullError`
 * (`shutDownWhenFull`). Emitted records keep the timestamp and headers of their latest update.
 * @category Building topologies
 * @since 0.1.0
 */
export const suppressProcessor: ProcessorFactory<SuppressSpec> = (spec) => {
  const suppressed = spec.suppressed
  const finalResults = suppressed._tag === 'UntilWindowCloses'
  const waitMs = finalResults ? spec.graceMs : suppressed.timeToWaitMs
  const {
    maxRecords = Number.MAX_SAFE_INTEGER,
    maxBytes = Number.MAX_SAFE_INTEGER,
    whenFull,
  } = suppressed.bufferConfig
  let context: ProcessorContext<unknown, Change<unknown>> | undefined
  let buffer: TimeOrderedKeyValueBuffer | undefined
  let streamTime = -1

  const emit = (e: Eviction): void => {
    if (finalResults && (e.value.newValue === null || e.value.newValue === undefined)) return
    ;(context as ProcessorContext<unknown, Change<unknown>>).forward(
      new Record(e.key, e.value, e.timestamp, e.headers),
    )
  }

  return {
    init: (c) => {
      context = c
      buffer = c.getStateStore<TimeOrderedKeyValueBuffer>(spec.storeName)
    },
    process: (record) => {
      const b = buffer as TimeOrderedKeyValueBuffer
      streamTime = Math.max(streamTime, record.timestamp)
      b.put(
        finalResults ? windowEnd(record.key) : record.timestamp,
        record as Record<unknown, Change<unknown>>,
        context?.recordMetadata(),
      )
      const expiry = streamTime - waitMs
      b.evictWhile(() => b.minTimestamp() <= expiry, emit)
      const over = (): boolean => b.numRecords() > maxRecords || b.bufferSize() > maxBytes
      if (!over()) return
      if (whenFull === 'EMIT_EARLY') {
        b.evictWhile(over, emit)
        return
      }
      throw new SuppressionBufferFullError(
        `Suppression buffer ${spec.storeName} exceeded its max capacity. Currently [${b.numRecords()}/${maxRecords}] records and [${b.bufferSize()}/${maxBytes}] bytes.`,
        spec.storeName,
      )
    },
  }
}
