import { describe, expect, it } from 'vitest'
import { AutoOffsetReset } from '../../../src/core/AutoOffsetReset.js'
import { Consumed } from '../../../src/dsl/options/Consumed.js'
import type { TimestampExtractor } from '../../../src/dsl/options/TimestampExtractor.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { errorOf } from './errorOf.js'

describe('Consumed', () => {
  const k = Serdes.string()
  const v = Serdes.long()
  const extractor: TimestampExtractor = (record) => record.timestamp

  it('builds an immutable spec', () => {
    const base = Consumed.with(k, v)
    const full = base
      .withName('src')
      .withTimestampExtractor(extractor)
      .withOffsetResetPolicy(AutoOffsetReset.earliest())
      .withKeySerde(k)
      .withValueSerde(v)
    expect(base.spec).toEqual({ keySerde: k, valueSerde: v })
    expect(full.spec).toEqual({
      name: 'src',
      keySerde: k,
      valueSerde: v,
      timestampExtractor: extractor,
      offsetResetPolicy: { _tag: 'Earliest' },
    })
    expect(Consumed.as('s').spec).toEqual({ name: 's' })
  })

  it('normalises a Consumed, plain serdes and nothing the same way', () => {
    expect(Consumed.from(Consumed.with(k, v))).toEqual({ keySerde: k, valueSerde: v })
    expect(Consumed.from({ key: k, value: v })).toEqual({ keySerde: k, valueSerde: v })
    expect(Consumed.from({ value: v })).toEqual({ valueSerde: v })
    expect(Consumed.from(undefined)).toEqual({})
  })

  it('rejects bad names and mistyped plain serdes', () => {
    expect(errorOf(() => Consumed.as('a b'))).toMatchObject({ _tag: 'InvalidName', invalidName: 'a b' })
    expect(errorOf(() => Consumed.with(k, v).withName('a!'))).toMatchObject({ _tag: 'InvalidName' })
    const typo = { keySerde: k } as unknown as { key: typeof k }
    expect(errorOf(() => Consumed.from(typo))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'Consumed',
    })
  })

  it('offers every offset reset policy', () => {
    expect(AutoOffsetReset.latest()).toEqual({ _tag: 'Latest' })
    expect(AutoOffsetReset.none()).toEqual({ _tag: 'None' })
    expect(AutoOffsetReset.byDuration(3_600_000)).toEqual({ _tag: 'ByDuration', durationMs: 3_600_000 })
    expect(errorOf(() => AutoOffsetReset.byDuration(-1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'durationMs',
    })
  })
})
