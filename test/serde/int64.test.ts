import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeInt64BE, readInt64BE, writeInt64BE } from '../../src/serde/int64.js'

const bigintBytes = (value: bigint): Buffer => {
  const out = Buffer.alloc(8)
  out.writeBigInt64BE(value)
  return out
}

describe('int64', () => {
  it('writes safe integers as the bigint writer does', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 8 }), (value, offset) => {
        const out = Buffer.alloc(16)
        writeInt64BE(out, value, offset)
        expect(out.subarray(offset, offset + 8)).toEqual(bigintBytes(BigInt(value)))
      }),
    )
    for (const value of [0, -1, 1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 32, -(2 ** 32)]) {
      const out = Buffer.alloc(8)
      writeInt64BE(out, value)
      expect(out).toEqual(bigintBytes(BigInt(value)))
    }
  })

  it('reads every long as Number(readBigInt64BE) does, and tells the safe ones', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (value) => {
        const bytes = bigintBytes(value)
        expect(readInt64BE(bytes)).toBe(Number(value))
        const safe = value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
        expect(isSafeInt64BE(bytes)).toBe(safe)
      }),
    )
    const edges = [2n ** 53n - 1n, 2n ** 53n, -(2n ** 53n) + 1n, -(2n ** 53n), 2n ** 63n - 1n, -(2n ** 63n)]
    expect(edges.map((v) => isSafeInt64BE(bigintBytes(v)))).toEqual([true, false, true, false, false, false])
    expect(edges.map((v) => readInt64BE(bigintBytes(v)))).toEqual(edges.map(Number))
  })

  it('refuses fractions and values past the long range, as the bigint writer does', () => {
    const out = Buffer.alloc(8)
    expect(() => writeInt64BE(out, 1.5)).toThrow(RangeError)
    expect(() => writeInt64BE(out, Number.NaN)).toThrow(RangeError)
    expect(() => writeInt64BE(out, 2 ** 63)).toThrow(RangeError)
    expect(() => out.writeBigInt64BE(2n ** 63n)).toThrow(RangeError)
  })
})
