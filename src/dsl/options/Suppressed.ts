import { BufferConfig } from './BufferConfig.js'
import type { SuppressedSpec } from '../../graph/specs/SuppressSpec.js'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { validateInteger } from '../../core/validateInteger.js'
import { validateName } from './validateName.js'

export type { SuppressedSpec } from '../../graph/specs/SuppressSpec.js'

/**
 * How `suppress` holds back KTable updates, as Kafka Streams' `Suppressed`. Immutable.
 * @example
 * windowedCounts.pipe(suppress(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded())))
 * table.pipe(suppress(Suppressed.untilTimeLimit(60_000, Suppressed.BufferConfig.maxRecords(1_000)).withName('s')))
 * @category Building topologies
 * @since 0.1.0
 */
export class Suppressed {
  /** Buffer configurations: `Suppressed.BufferConfig.unbounded()`, `.maxRecords(n)`, `.maxBytes(n)`. */
  static readonly BufferConfig = BufferConfig

  private constructor(readonly spec: SuppressedSpec) {}

  /** Emits only the final result of each window, once its grace period has passed; needs a strict buffer. */
  static untilWindowCloses(bufferConfig: BufferConfig<'SHUT_DOWN'>): Suppressed {
    if (bufferConfig.spec.whenFull !== 'SHUT_DOWN') {
      throw new InvalidArgumentError(
        'untilWindowCloses needs a strict buffer: use BufferConfig.unbounded() or call shutDownWhenFull().',
        'bufferConfig',
      )
    }
    return new Suppressed({ _tag: 'UntilWindowCloses', bufferConfig: bufferConfig.spec })
  }

  /** Emits a key's latest value once it has had no update for `timeToWaitMs` (stream time). */
  static untilTimeLimit(timeToWaitMs: number, bufferConfig: BufferConfig): Suppressed {
    return new Suppressed({
      _tag: 'UntilTimeLimit',
      timeToWaitMs: validateInteger(timeToWaitMs, 'timeToWaitForMoreEvents'),
      bufferConfig: bufferConfig.spec,
    })
  }

  /** Names the suppression processor; its buffer store becomes `<name>-store`. */
  withName(name: string): Suppressed {
    return new Suppressed({ ...this.spec, name: validateName(name) })
  }

  /** The spec an operator reads. */
  static from(suppressed: Suppressed): SuppressedSpec {
    return suppressed.spec
  }
}
