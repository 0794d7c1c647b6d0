import { validateInteger } from '../../core/validateInteger.js'
import type { BufferConfigSpec, BufferFullStrategy } from '../../graph/specs/SuppressSpec.js'

export type { BufferConfigSpec, BufferFullStrategy } from '../../graph/specs/SuppressSpec.js'

/**
 * The buffer of `suppress`, as Kafka Streams' `Suppressed.BufferConfig`. `W` records at the type level whether the
 * buffer is strict (`SHUT_DOWN`), which `Suppressed.untilWindowCloses` requires. Immutable.
 * @example
 * Suppressed.BufferConfig.maxRecords(1_000).withMaxBytes(1 << 20).emitEarlyWhenFull()
 * Suppressed.BufferConfig.unbounded() // strict: untilWindowCloses accepts it
 * @category Building topologies
 * @since 0.1.0
 */
export class BufferConfig<W extends BufferFullStrategy = BufferFullStrategy> {
  private constructor(readonly spec: BufferConfigSpec<W>) {}

  /** No limit: the buffer never fills, so it is strict. */
  static unbounded(): BufferConfig<'SHUT_DOWN'> {
    return new BufferConfig({ whenFull: 'SHUT_DOWN', loggingEnabled: true, topicConfig: {} })
  }

  /** At most this many records, then emit early. */
  static maxRecords(maxRecords: number): BufferConfig<'EMIT_EARLY'> {
    return new BufferConfig<'EMIT_EARLY'>({
      whenFull: 'EMIT_EARLY',
      loggingEnabled: true,
      topicConfig: {},
    }).withMaxRecords(maxRecords)
  }

  /** At most this many bytes, then emit early. */
  static maxBytes(maxBytes: number): BufferConfig<'EMIT_EARLY'> {
    return new BufferConfig<'EMIT_EARLY'>({
      whenFull: 'EMIT_EARLY',
      loggingEnabled: true,
      topicConfig: {},
    }).withMaxBytes(maxBytes)
  }

  withMaxRecords(maxRecords: number): BufferConfig<W> {
    return new BufferConfig({ ...this.spec, maxRecords: validateInteger(maxRecords, 'maxRecords') })
  }

  withMaxBytes(maxBytes: number): BufferConfig<W> {
    return new BufferConfig({ ...this.spec, maxBytes: validateInteger(maxBytes, 'maxBytes') })
  }

  /** Removes both limits; an unbounded buffer is strict. */
  withNoBound(): BufferConfig<'SHUT_DOWN'> {
    const { loggingEnabled, topicConfig } = this.spec
    return new BufferConfig({ whenFull: 'SHUT_DOWN', loggingEnabled, topicConfig })
  }

  /** Stops the application when the buffer is full, rather than emit results that are not final. */
  shutDownWhenFull(): BufferConfig<'SHUT_DOWN'> {
    return new BufferConfig({ ...this.spec, whenFull: 'SHUT_DOWN' })
  }

  /** Emits the oldest records when the buffer is full. */
  emitEarlyWhenFull(): BufferConfig<'EMIT_EARLY'> {
    return new BufferConfig({ ...this.spec, whenFull: 'EMIT_EARLY' })
  }

  /** Keeps a changelog topic for the buffer, created with these topic configs. */
  withLoggingEnabled(topicConfig: Readonly<Record<string, string>> = {}): BufferConfig<W> {
    return new BufferConfig({ ...this.spec, loggingEnabled: true, topicConfig: { ...topicConfig } })
  }

  withLoggingDisabled(): BufferConfig<W> {
    return new BufferConfig({ ...this.spec, loggingEnabled: false, topicConfig: {} })
  }
}
