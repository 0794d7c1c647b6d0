import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  escapedLength,
  readEscapedKey,
  readTimestamp,
  readTimestampLatin1,
  writeEscapedKey,
  writeTimestamp,
} from '../../../src/state/segmented/OrderedBytes.js'

const encodeKeyAndTime = (key: Uint8Array, time: number): Buffer => {
  const raw = Buffer.from(key)
  const out = Buffer.alloc(escapedLength(raw) + 8)
  writeTimestamp(out, writeEscapedKey(out, 0, raw), time)
  return out
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0)
const time = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
const keyBytes = fc.uint8Array({ maxLength: 6 }).map((a) => a.map((b) => [0, 1, 0xff, b][b % 4] ?? b))

describe('OrderedBytes', () => {
  it('round-trips keys and timestamps', () => {
    fc.assert(
      fc.property(keyBytes, time, (key, t) => {
        const encoded = encodeKeyAndTime(key, t)
        const { key: decoded, end } = readEscapedKey(encoded, 0)
        expect(decoded.equals(Buffer.from(key))).toBe(true)
        expect(readTimestamp(encoded, end)).toBe(t)
      }),
    )
  })

  it('sorts by key bytes, then by time, for keys of any length', () => {
    fc.assert(
      fc.property(keyBytes, time, keyBytes, time, (k1, t1, k2, t2) => {
        const byKey = Buffer.compare(Buffer.from(k1), Buffer.from(k2))
        const expected = byKey !== 0 ? byKey : sign(t1 - t2)
        expect(sign(Buffer.compare(encodeKeyAndTime(k1, t1), encodeKeyAndTime(k2, t2)))).toBe(expected)
      }),
    )
  })

  it('orders negative times before positive ones', () => {
    const at = (t: number) => {
      const b = Buffer.alloc(8)
      writeTimestamp(b, 0, t)
      return b
    }
    expect(Buffer.compare(at(-1), at(0))).toBe(-1)
    expect(Buffer.compare(at(0xffff_ffff), at(0x1_0000_0000))).toBe(-1)
    expect(at(0).toString('hex')).toBe('8000000000000000')
  })

  it('reads timestamps from the latin1 form of a key as from its bytes', () => {
    fc.assert(
      fc.property(time, (t) => {
        const b = Buffer.alloc(10)
        writeTimestamp(b, 2, t)
        expect(readTimestampLatin1(b.toString('latin1'), 2)).toBe(t)
      }),
    )
  })

  it('rejects an unterminated key', () => {
    expect(() => readEscapedKey(Buffer.from([0x61, 0x62]), 0)).toThrow(RangeError)
  })
})
