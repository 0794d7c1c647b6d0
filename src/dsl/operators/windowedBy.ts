import { checked } from '../internal/requireArguments.js'
import { CogroupedKStream } from '../CogroupedKStream.js'
import type { KGroupedStream } from '../KGroupedStream.js'
import type { UnaryFunction } from '../Pipeable.js'
import { SessionWindowedKStream } from '../SessionWindowedKStream.js'
import { TimeWindowedKStream } from '../TimeWindowedKStream.js'
import type { SessionWindows } from '../../core/windows/SessionWindows.js'
import type { SlidingWindows } from '../../core/windows/SlidingWindows.js'
import type { TimeWindows } from '../../core/windows/TimeWindows.js'
import type { UnlimitedWindows } from '../../core/windows/UnlimitedWindows.js'

type Windowable = KGroupedStream<unknown, unknown> | CogroupedKStream<unknown, unknown>

/**
 * What windowing `H` with `W` gives.
 * @category Building topologies
 */
export type WindowedBy<H, W> =
  H extends CogroupedKStream<infer K, infer V>
    ? CogroupedKStream<K, V> & { readonly windowed: true }
    : H extends KGroupedStream<infer K, infer V>
      ? W extends SessionWindows
        ? SessionWindowedKStream<K, V>
        : TimeWindowedKStream<K, V>
      : never

/**
 * Cuts a grouped (or cogrouped) stream into windows: tumbling or hopping `TimeWindows`, `SlidingWindows`,
 * `SessionWindows`, or one window from a start on (`UnlimitedWindows`).
 * @example
 * stream.pipe(groupByKey(), windowedBy(TimeWindows.ofSizeWithNoGrace(60_000)), count())
 * @category Operators
 * @since 0.1.0
 */
export const windowedBy = checked(
  'windowedBy',
  ['windows'],
  <H extends Windowable, W extends TimeWindows | SlidingWindows | SessionWindows | UnlimitedWindows>(
    windows: W,
  ): UnaryFunction<H, WindowedBy<H, W>> =>
    (source) => {
      if (source instanceof CogroupedKStream) {
        return new CogroupedKStream(source.groups, windows, source.repartitions) as WindowedBy<H, W>
      }
      const grouped: KGroupedStream<unknown, unknown> = source
      return (
        windows._tag === 'SessionWindows'
          ? new SessionWindowedKStream(grouped.state, windows, grouped.repartition)
          : new TimeWindowedKStream(grouped.state, windows, grouped.repartition)
      ) as WindowedBy<H, W>
    },
)
