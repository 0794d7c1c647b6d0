import type { SessionWindows } from '../../core/windows/SessionWindows.js'
import type { SlidingWindows } from '../../core/windows/SlidingWindows.js'
import type { TimeWindows } from '../../core/windows/TimeWindows.js'
import type { UnlimitedWindows } from '../../core/windows/UnlimitedWindows.js'
import { WindowedSerdes } from '../../serde/windowed/WindowedSerdes.js'
import type { AnySerde } from './HandleState.js'

/**
 * The key serde of a windowed aggregation's table, as Kafka's: the inner key serde wrapped for windowed keys
 * (session windows: key, end, start; time, sliding and unlimited windows: key, start, with the window size to read
 * the end back), so `toStream().to(topic)` and a repartition write windowed keys without a serde given again.
 * Undefined when the inner key serde is (the defaults then apply, as in Kafka).
 * @example
 * windowedKeySerde(TimeWindows.ofSizeWithNoGrace(60_000), Serdes.string()) // timeWindowedSerdeFrom(string, 60_000)
 * @category Building topologies
 * @since 0.1.0
 */
export const windowedKeySerde = (
  windows: TimeWindows | SlidingWindows | SessionWindows | UnlimitedWindows,
  inner: AnySerde | undefined,
): AnySerde | undefined => {
  if (inner === undefined) return undefined
  switch (windows._tag) {
    case 'SessionWindows':
      return WindowedSerdes.sessionWindowedSerdeFrom(inner) as AnySerde
    case 'SlidingWindows':
      return WindowedSerdes.timeWindowedSerdeFrom(inner, windows.timeDifferenceMs()) as AnySerde
    case 'TimeWindows':
    case 'UnlimitedWindows':
      return WindowedSerdes.timeWindowedSerdeFrom(inner, windows.size()) as AnySerde
  }
}
