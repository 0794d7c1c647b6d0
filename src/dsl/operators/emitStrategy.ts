import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import type { EmitStrategy } from '../EmitStrategy.js'
import type { UnaryFunction } from '../Pipeable.js'
import { SessionWindowedKStream } from '../SessionWindowedKStream.js'
import { TimeWindowedKStream } from '../TimeWindowedKStream.js'

type WindowedStream = TimeWindowedKStream<unknown, unknown> | SessionWindowedKStream<unknown, unknown>

/**
 * Sets when a windowed aggregation emits: on every update, or once when each window closes.
 * @throws InvalidArgumentError for `onWindowClose` on `UnlimitedWindows` (its window never closes)
 * @example
 * stream.pipe(groupByKey(), windowedBy(TimeWindows.ofSizeAndGrace(60_000, 10_000)), emitStrategy(EmitStrategy.onWindowClose()), count())
 * @category Operators
 * @since 0.1.0
 */
export const emitStrategy =
  <H extends WindowedStream>(strategy: EmitStrategy): UnaryFunction<H, H> =>
  (source) => {
    const onClose = strategy._tag === 'OnWindowClose'
    if (onClose && source.windows._tag === 'UnlimitedWindows') {
      throw new InvalidArgumentError(
        'The onWindowClose emit strategy cannot be used with UnlimitedWindows: their window never closes.',
        'emitStrategy',
      )
    }
    const next: WindowedStream =
      source instanceof SessionWindowedKStream
        ? new SessionWindowedKStream(source.state, source.windows, source.repartition, onClose)
        : new TimeWindowedKStream(source.state, source.windows, source.repartition, onClose)
    return next as H
  }
