import { describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { join } from '../../src/dsl/operators/join.js'
import { leftJoin } from '../../src/dsl/operators/leftJoin.js'
import { to } from '../../src/dsl/operators/to.js'
import { JoinWindows } from '../../src/core/windows/JoinWindows.js'

const selfJoin = (left: boolean, optimization: string) => {
  const builder = new StreamsBuilder()
  const s = builder.stream<string, string>('in')
  const windows = JoinWindows.ofTimeDifferenceWithNoGrace(60_000)
  s.pipe(left ? leftJoin(s, (a, b) => a + (b ?? ''), windows) : join(s, (a, b) => a + b, windows), to('out'))
  return builder.build({ 'topology.optimization': optimization })
}

describe('single.store.self.join', () => {
  it('rewrites a self-join into one processor over one window store', () => {
    const plain = selfJoin(false, 'none')
    const optimized = selfJoin(false, 'single.store.self.join')
    expect([...plain.stores.keys()]).toHaveLength(2)
    expect([...optimized.stores.keys()]).toEqual(['KSTREAM-JOINTHIS-0000000003-store'])
    const merge = optimized.nodes.find((n) => n.name === 'KSTREAM-MERGE-0000000005')
    expect(merge?._tag === 'Processor' ? merge.spec._tag : undefined).toBe('StreamStreamSelfJoin')
  })

  it('rewrites left self-joins too, as Kafka Streams 4.4 does (one store, no outer store)', () => {
    expect([...selfJoin(true, 'none').stores.keys()]).toHaveLength(3)
    expect([...selfJoin(true, 'all').stores.keys()]).toEqual(['KSTREAM-JOINTHIS-0000000003-store'])
  })
})
