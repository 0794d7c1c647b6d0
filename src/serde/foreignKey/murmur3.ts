/**
 * MurmurHash3 x64 128-bit, as Kafka Streams' `Murmur3.hash128` (the hash a foreign-key join puts in its
 * subscriptions): 64-bit words read little-endian, the seed widened as a signed Java `int`. Each 64-bit value is
 * two unsigned 32-bit halves held in module registers, so hashing allocates only the 16-byte result.
 */

/** Kafka Streams' `Murmur3.DEFAULT_SEED`. */
export const MURMUR3_DEFAULT_SEED = 104729

// the result of the last 64-bit operation: high and low unsigned 32-bit halves
let rh = 0
let rl = 0

/** (ah:al) * (bh:bl) mod 2^64. */
const mul = (ah: number, al: number, bh: number, bl: number): void => {
  const a0 = al & 0xffff
  const a1 = al >>> 16
  const b0 = bl & 0xffff
  const b1 = bl >>> 16
  const p00 = a0 * b0
  const p01 = a0 * b1
  const p10 = a1 * b0
  const mid = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff)
  const carry = a1 * b1 + (p01 >>> 16) + (p10 >>> 16) + (mid >>> 16)
  rl = ((mid << 16) | (p00 & 0xffff)) >>> 0
  rh = (carry + Math.imul(ah, bl) + Math.imul(al, bh)) >>> 0
}

/** (ah:al) + (bh:bl) mod 2^64. */
const add = (ah: number, al: number, bh: number, bl: number): void => {
  const lo = al + bl
  rl = lo >>> 0
  rh = (ah + bh + (lo > 0xffffffff ? 1 : 0)) >>> 0
}

/** (h:l) rotated left by r bits, 0 < r < 64. */
const rotl = (h: number, l: number, r: number): void => {
  if (r >= 32) {
    const t = h
    h = l
    l = t
    r -= 32
  }
  if (r === 0) {
    rh = h
    rl = l
    return
  }
  rh = ((h << r) | (l >>> (32 - r))) >>> 0
  rl = ((l << r) | (h >>> (32 - r))) >>> 0
}

/** Murmur3's finalizer: h ^= h >>> 33; h *= 0xff51afd7ed558ccd; h ^= h >>> 33; h *= 0xc4ceb9fe1a85ec53; h ^= h >>> 33. */
const fmix = (h: number, l: number): void => {
  l = (l ^ (h >>> 1)) >>> 0
  mul(h, l, 0xff51afd7, 0xed558ccd)
  mul(rh, (rl ^ (rh >>> 1)) >>> 0, 0xc4ceb9fe, 0x1a85ec53)
  rl = (rl ^ (rh >>> 1)) >>> 0
}

const C1H = 0x87c37b91
const C1L = 0x114253d5
const C2H = 0x4cf5ad43
const C2L = 0x2745937f

/** k1 *= C1; k1 = rotl(k1, 31); k1 *= C2, left in the registers. */
const mixK1 = (h: number, l: number): void => {
  mul(h, l, C1H, C1L)
  rotl(rh, rl, 31)
  mul(rh, rl, C2H, C2L)
}

/** k2 *= C2; k2 = rotl(k2, 33); k2 *= C1, left in the registers. */
const mixK2 = (h: number, l: number): void => {
  mul(h, l, C2H, C2L)
  rotl(rh, rl, 33)
  mul(rh, rl, C1H, C1L)
}

/** h ^= k (in the registers); h = rotl(h, r); h += other; h = h * 5 + n: one half's step of a 16-byte block. */
const blockStep = (h: number, l: number, otherH: number, otherL: number, r: number, n: number): void => {
  rotl((h ^ rh) >>> 0, (l ^ rl) >>> 0, r)
  add(rh, rl, otherH, otherL)
  mul(rh, rl, 0, 5)
  add(rh, rl, 0, n)
}

/** The unsigned 32-bit little-endian word of the tail starting at `from`, of at most `count` bytes. */
const tailWord = (data: Uint8Array, from: number, count: number): number => {
  let word = 0
  for (let i = Math.min(count, 4) - 1; i >= 0; i--) word = (word << 8) | (data[from + i] as number)
  return word >>> 0
}

/**
 * The 128-bit Murmur3 hash of `data` as Kafka Streams computes it, written as its two 64-bit halves big-endian
 * (Java's `long[]{h1, h2}` in the order its foreign-key join wrappers write them).
 * @example
 * murmur3Hash128(Buffer.from('abc'), 123).toString('hex')
 * @category constructors
 * @since 0.1.0
 */
export const murmur3Hash128 = (data: Uint8Array, seed: number = MURMUR3_DEFAULT_SEED): Buffer => {
  const length = data.length
  const view = new DataView(data.buffer, data.byteOffset, length)
  const seedHigh = seed < 0 ? 0xffffffff : 0
  let h1h = seedHigh
  let h1l = seed >>> 0
  let h2h = seedHigh
  let h2l = seed >>> 0
  const blocks = length >>> 4
  for (let i = 0; i < blocks; i++) {
    const at = i << 4
    mixK1(view.getUint32(at + 4, true), view.getUint32(at, true))
    blockStep(h1h, h1l, h2h, h2l, 27, 0x52dce729)
    h1h = rh
    h1l = rl
    mixK2(view.getUint32(at + 12, true), view.getUint32(at + 8, true))
    blockStep(h2h, h2l, h1h, h1l, 31, 0x38495ab5)
    h2h = rh
    h2l = rl
  }
  const tail = blocks << 4
  const rest = length - tail
  if (rest > 8) {
    mixK2(tailWord(data, tail + 12, rest - 12), tailWord(data, tail + 8, rest - 8))
    h2h = (h2h ^ rh) >>> 0
    h2l = (h2l ^ rl) >>> 0
  }
  if (rest > 0) {
    mixK1(tailWord(data, tail + 4, rest - 4), tailWord(data, tail, rest))
    h1h = (h1h ^ rh) >>> 0
    h1l = (h1l ^ rl) >>> 0
  }
  // finalization: the length as a Java int widened to long (never negative for a buffer)
  h1l = (h1l ^ length) >>> 0
  h2l = (h2l ^ length) >>> 0
  add(h1h, h1l, h2h, h2l)
  h1h = rh
  h1l = rl
  add(h2h, h2l, h1h, h1l)
  fmix(rh, rl)
  h2h = rh
  h2l = rl
  fmix(h1h, h1l)
  h1h = rh
  h1l = rl
  add(h1h, h1l, h2h, h2l)
  h1h = rh
  h1l = rl
  add(h2h, h2l, h1h, h1l)
  const out = Buffer.allocUnsafe(16)
  out.writeUInt32BE(h1h, 0)
  out.writeUInt32BE(h1l, 4)
  out.writeUInt32BE(rh, 8)
  out.writeUInt32BE(rl, 12)
  return out
}
