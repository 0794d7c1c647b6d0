import { describe, expect, it } from 'vitest'
import { JoinWindows } from '../../src/core/windows/JoinWindows.js'
import type { AnyProcessor } from '../../src/processor/ProcessorFactory.js'
import { EMIT_INTERVAL_OUTER_JOIN } from '../../src/processor/processors/EmitFinalTracker.js'
import { joinWindowProcessor } from '../../src/processor/processors/joinWindowProcessor.js'
import { streamStreamJoinProcessor } from '../../src/processor/processors/streamStreamJoinProcessor.js'
import { streamStreamSelfJoinProcessor } from '../../src/processor/processors/streamStreamSelfJoinProcessor.js'
import type { Serde } from '../../src/serde/Serde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { JoinKind } from '../../src/graph/ProcessorSpec.js'
import { ProcessorHarness, rec, testStore } from './processorHarness.js'

const joiner = (l: unknown, r: unknown): string => `${String(l)}+${String(r)}`
const string = Serdes.string() as Serde<unknown>

/** The two windowed sides of a join wired as the topology wires them: window step, then the join side. */
const joinSides = async (
  kind: JoinKind,
  windows: JoinWindows,
  appConfigs: { readonly [k: string]: unknown } = {},
) => {
  const retention = windows.size() + windows.gracePeriodMs()
  const window = {
    windowSizeMs: windows.size(),
    retentionMs: retention,
    retainDuplicates: true,
    valueSerde: string,
  }
  const stores = [testStore('this-store', 'window', window), testStore('other-store', 'window', window)]
  if (kind !== 'inner') {
    stores.push(
      testStore('outer-store', 'keyValue', { valueSerde: string, outerJoin: { otherValueSerde: string } }),
    )
  }
  const h = await new ProcessorHarness({ [EMIT_INTERVAL_OUTER_JOIN]: 0, ...appConfigs }).withStores(...stores)
  const outerStore = kind === 'inner' ? undefined : 'outer-store'
  const common = { _tag: 'StreamStreamJoin' as const, joiner, windows, outerStore }
  const thisJoin = h.start(
    streamStreamJoinProcessor(
      { ...common, side: 'this', outer: kind !== 'inner', otherStore: 'other-store' },
      h.hooks,
    ),
  )
  const otherJoin = h.start(
    streamStreamJoinProcessor(
      { ...common, side: 'other', outer: kind === 'outer', otherStore: 'this-store' },
      h.hooks,
    ),
  )
  const thisWindow = h.start(joinWindowProcessor({ _tag: 'JoinWindow', storeName: 'this-store' }, h.hooks))
  const otherWindow = h.start(joinWindowProcessor({ _tag: 'JoinWindow', storeName: 'other-store' }, h.hooks))
  h.take()
  const side =
    (window: AnyProcessor, join: AnyProcessor) =>
    (key: string | null, value: string | null, ts: number): void => {
      // the window step forwards first (the join runs) and remembers the record after, as Kafka Streams
      const record = rec(key, value, ts)
      join.process(record)
      window.process(record)
      h.out.pop()
    }
  return { h, left: side(thisWindow, thisJoin), right: side(otherWindow, otherJoin) }
}

describe('stream-stream joins', () => {
  it('inner: joins within the window, stamped with the larger timestamp', async () => {
    const { h, left, right } = await joinSides('inner', JoinWindows.ofTimeDifferenceWithNoGrace(10_000))
    left('a', 'L1', 1_000)
    right('a', 'R1', 5_000)
    right('a', 'R2', 20_000)
    expect(h.out).toEqual([{ key: 'a', value: 'L1+R1', timestamp: 5_000 }])
  })

  it('left: an unmatched record waits until its window closes, a match removes it', async () => {
    const { h, left, right } = await joinSides('left', JoinWindows.ofTimeDifferenceWithNoGrace(10_000))
    left('a', 'L1', 1_000)
    left('b', 'L2', 2_000)
    right('b', 'R2', 3_000)
    expect(h.take()).toEqual([{ key: 'b', value: 'L2+R2', timestamp: 3_000 }])
    right('c', 'R3', 12_000) // stream time 12000 > 1000 + 10000: L1 is emitted with a null partner
    expect(h.take()).toEqual([{ key: 'a', value: 'L1+null', timestamp: 1_000 }])
    right('c', 'R4', 30_000) // nothing else waits (L2 matched; the right side is not outer)
    expect(h.take()).toEqual([])
  })

  it('outer: both sides wait; a null-key record is forwarded at once', async () => {
    const { h, left, right } = await joinSides('outer', JoinWindows.ofTimeDifferenceAndGrace(5_000, 1_000))
    right('a', 'R1', 1_000)
    left(null, 'L0', 1_500)
    expect(h.take()).toEqual([{ key: null, value: 'L0+null', timestamp: 1_500 }])
    left('b', 'L1', 2_000)
    left('z', 'L9', 9_000)
    expect(h.take()).toEqual([
      { key: 'a', value: 'null+R1', timestamp: 1_000 },
      { key: 'b', value: 'L1+null', timestamp: 2_000 },
    ])
  })

  it('throttles the scan of waiting records on the wall clock', async () => {
    const { h, left, right } = await joinSides('left', JoinWindows.ofTimeDifferenceWithNoGrace(1_000), {
      [EMIT_INTERVAL_OUTER_JOIN]: 1_000,
    })
    left('a', 'L1', 0) // the first record scans (an empty store): the next scan waits for wall clock 1000
    right('x', 'R', 5_000)
    expect(h.take()).toEqual([])
    h.wallClockMs = 1_000
    right('x', 'R', 5_001)
    expect(h.take()).toEqual([{ key: 'a', value: 'L1+null', timestamp: 0 }])
    left('b', 'L2', 6_000)
    right('x', 'R', 9_000)
    expect(h.take()).toEqual([])
    h.wallClockMs = 2_000
    right('x', 'R', 9_001)
    expect(h.take()).toEqual([{ key: 'b', value: 'L2+null', timestamp: 6_000 }])
  })

  it('drops null keys and values on the inner side, counting them', async () => {
    const { h, left } = await joinSides('inner', JoinWindows.ofTimeDifferenceWithNoGrace(10_000))
    left(null, 'x', 1)
    left('a', null, 2)
    expect(h.out).toEqual([])
    expect(h.dropped).toHaveLength(2)
  })
})

describe('stream-stream self join', () => {
  it('gives the inner join of a stream with itself, in the same order', async () => {
    const windows = JoinWindows.ofTimeDifferenceWithNoGrace(10_000)
    const h = await new ProcessorHarness().withStores(
      testStore('self', 'window', {
        windowSizeMs: 20_000,
        retentionMs: 20_000,
        retainDuplicates: true,
        valueSerde: string,
      }),
    )
    const window = h.start(joinWindowProcessor({ _tag: 'JoinWindow', storeName: 'self' }, h.hooks))
    const join = h.start(
      streamStreamSelfJoinProcessor(
        { _tag: 'StreamStreamSelfJoin', joiner, windows, storeName: 'self' },
        h.hooks,
      ),
    )
    for (const [v, ts] of [
      ['A', 1_000],
      ['B', 2_000],
    ] as const) {
      const r = rec('k', v, ts)
      join.process(r)
      window.process(r)
      h.out.pop()
    }
    expect(h.out.map((o) => [o.value, o.timestamp])).toEqual([
      ['A+A', 1_000],
      ['B+A', 2_000],
      ['A+B', 2_000],
      ['B+B', 2_000],
    ])
  })
})
