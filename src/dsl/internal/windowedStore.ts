import type { StoreSpec } from '../../graph/StoreSpec.js'
import type { SessionWindows } from '../../core/windows/SessionWindows.js'
import type { SlidingWindows } from '../../core/windows/SlidingWindows.js'
import type { TimeWindows } from '../../core/windows/TimeWindows.js'
import type { UnlimitedWindows } from '../../core/windows/UnlimitedWindows.js'

/**
 * The window or session store of windowed aggregations, with Kafka Streams' minimum retention. The window store of
 * an emit-on-window-close aggregation is time-ordered, as Kafka's default: the windows due for emission at stream
 * time t start at t - size - grace, exactly the retention boundary, and a plain window store has already expired
 * them (a given store supplier keeps its own rule).
 */
export const windowedStore = (
  windows: TimeWindows | SlidingWindows | SessionWindows | UnlimitedWindows,
  retentionMs: number | undefined,
  make: (
    kind: StoreSpec['kind'],
    extra: Pick<StoreSpec, 'retentionMs' | 'windowSizeMs' | 'retainDuplicates' | 'timeOrdered'>,
  ) => StoreSpec,
  emitOnWindowClose = false,
): StoreSpec => {
  const session = windows._tag === 'SessionWindows'
  const size =
    windows._tag === 'TimeWindows' || windows._tag === 'UnlimitedWindows'
      ? windows.size()
      : windows._tag === 'SlidingWindows'
        ? windows.timeDifferenceMs()
        : windows.inactivityGap()
  const minRetention = (windows._tag === 'SlidingWindows' ? 2 * size : size) + windows.gracePeriodMs()
  return make(session ? 'session' : 'timestampedWindow', {
    retentionMs: Math.max(retentionMs ?? 0, minRetention),
    ...(session ? {} : { windowSizeMs: size, retainDuplicates: false, timeOrdered: emitOnWindowClose }),
  })
}
