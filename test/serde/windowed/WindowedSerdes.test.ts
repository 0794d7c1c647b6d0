import { describe, expect, it } from 'vitest'
import { END_OF_TIME } from '../../../src/core/windows/UnlimitedWindows.js'
import type { Windowed } from '../../../src/core/windows/Windowed.js'
import type { Serde } from '../../../src/serde/Serde.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { WindowedSerdes } from '../../../src/serde/windowed/WindowedSerdes.js'
import { errorOf } from '../../dsl/options/errorOf.js'

const hex = <K>(serde: Serde<Windowed<K>>, value: Windowed<K>): string =>
  serde.serializer.serialize('t', value).toString('hex')

const read = <K>(serde: Serde<Windowed<K>>, bytes: string): Windowed<K> =>
  serde.deserializer.deserialize('t', Buffer.from(bytes, 'hex'))

describe('WindowedSerdes.timeWindowedSerdeFrom', () => {
  const serde = WindowedSerdes.timeWindowedSerdeFrom(Serdes.string(), 60_000)

  it('writes the key bytes then the window start as a big-endian long, as Java', () => {
    expect(hex(serde, { key: 'a', window: { start: 0, end: 60_000 } })).toBe('61' + '0000000000000000')
    expect(hex(serde, { key: 'ab', window: { start: 1_700_000_040_000, end: 1_700_000_100_000 } })).toBe(
      '6162' + '0000018bcfe60440',
    )
    expect(
      hex(WindowedSerdes.timeWindowedSerdeFrom(Serdes.long(), 10), {
        key: 7,
        window: { start: 258, end: 268 },
      }),
    ).toBe('0000000000000007' + '0000000000000102')
  })

  it('reads the end as start + window size', () => {
    expect(read(serde, '61' + '0000018bcfe60440')).toEqual({
      key: 'a',
      window: { start: 1_700_000_040_000, end: 1_700_000_100_000 },
    })
    expect(read(serde, '0000000000000000')).toEqual({ key: '', window: { start: 0, end: 60_000 } })
  })

  it('clamps the end of an unlimited window to the end of time, as Java clamps to Long.MAX_VALUE', () => {
    const unlimited = WindowedSerdes.timeWindowedSerdeFrom(Serdes.string(), END_OF_TIME)
    expect(read(unlimited, '61' + '00000000000003e8')).toEqual({
      key: 'a',
      window: { start: 1000, end: END_OF_TIME },
    })
  })

  it('rejects short input, negative starts and a window size that is not positive', () => {
    expect(errorOf(() => read(serde, '00000000000000'))).toMatchObject({ _tag: 'SerializationError' })
    expect(errorOf(() => read(serde, '61' + 'ffffffffffffffff'))).toMatchObject({
      _tag: 'SerializationError',
    })
    expect(errorOf(() => hex(serde, { key: 'a', window: { start: -1, end: 0 } }))).toMatchObject({
      _tag: 'SerializationError',
    })
    expect(errorOf(() => WindowedSerdes.timeWindowedSerdeFrom(Serdes.string(), 0))).toMatchObject({
      _tag: 'InvalidArgument',
    })
  })
})

describe('WindowedSerdes.sessionWindowedSerdeFrom', () => {
  const serde = WindowedSerdes.sessionWindowedSerdeFrom(Serdes.string())

  it('writes the key bytes, then the end, then the start, as Java SessionKeySchema', () => {
    expect(hex(serde, { key: 'ab', window: { start: 1, end: 2 } })).toBe(
      '6162' + '0000000000000002' + '0000000000000001',
    )
    expect(hex(serde, { key: '', window: { start: 5, end: 5 } })).toBe(
      '0000000000000005' + '0000000000000005',
    )
  })

  it('round-trips, including a session that ends at the end of time', () => {
    const value = { key: 'user-1', window: { start: 1_700_000_000_000, end: 1_700_000_300_000 } }
    expect(serde.deserializer.deserialize('t', serde.serializer.serialize('t', value))).toEqual(value)
    expect(hex(serde, { key: 'a', window: { start: 0, end: END_OF_TIME } })).toBe(
      '61' + '7fffffffffffffff' + '0000000000000000',
    )
    expect(read(serde, '61' + '7fffffffffffffff' + '0000000000000000')).toEqual({
      key: 'a',
      window: { start: 0, end: END_OF_TIME },
    })
  })

  it('rejects short input and windows that end before they start', () => {
    expect(errorOf(() => read(serde, '61' + '0000000000000002'))).toMatchObject({
      _tag: 'SerializationError',
    })
    expect(errorOf(() => hex(serde, { key: 'a', window: { start: 3, end: 2 } }))).toMatchObject({
      _tag: 'SerializationError',
    })
  })
})
