import { describe, expect, it } from 'vitest'
import { murmur3Hash128 } from '../../../src/serde/foreignKey/murmur3.js'

/** Java's `long[]{h1, h2}` as the 16 big-endian bytes `murmur3Hash128` returns. */
const javaLongs = (h1: bigint, h2: bigint): string => {
  const out = Buffer.alloc(16)
  out.writeBigInt64BE(h1, 0)
  out.writeBigInt64BE(h2, 8)
  return out.toString('hex')
}

describe('murmur3Hash128', () => {
  // Expected values unchanged from Kafka's streams/src/test/java/org/apache/kafka/streams/state/internals/
  // Murmur3Test.java, method testMurmur3_128 (seed 123).
  const kafkaCases: ReadonlyArray<readonly [string, bigint, bigint]> = [
    ['21', 5857341059704281894n, -5288187638297930763n],
    ['foobar', -351361463397418609n, 8959716011862540668n],
    ['a-little-bit-long-string', 8836256500583638442n, -198172363548498523n],
    ['a-little-bit-longer-string', 1838346159335108511n, 8794688210320490705n],
    ['lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8', -4024021876037397259n, -1482317706335141238n],
    ['abc', 1489494923063836066n, -5440978547625122829n],
  ]
  it.each(kafkaCases)('hashes %j as Kafka Murmur3Test.testMurmur3_128', (input, h1, h2) => {
    expect(murmur3Hash128(Buffer.from(input), 123).toString('hex')).toBe(javaLongs(h1, h2))
  })

  // Published MurmurHash3_x64_128 vectors (seed 0, h1 then h2 as hex), from the reference implementation's users.
  it.each([
    ['', '00000000000000000000000000000000'],
    ['hello', 'cbd8a7b341bd9b025b1e906a48ae1d19'],
    ['The quick brown fox jumps over the lazy dog', 'e34bbc7bbc071b6c7a433ca9c49a9347'],
  ])('hashes %j as the published seed-0 vector', (input, hex) => {
    expect(murmur3Hash128(Buffer.from(input), 0).toString('hex')).toBe(hex)
  })
})
