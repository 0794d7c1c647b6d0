import { describe, expect, it } from 'vitest'
import { DataKeyBuffer } from '../../src/state/level/DataKeyBuffer.js'

describe('DataKeyBuffer', () => {
  it('prefixes each key, for keys of changing lengths including ones longer than its first buffer', () => {
    const keys = new DataKeyBuffer(0x01)
    for (const length of [0, 3, 3, 7, 255, 256, 1000, 2, 1000]) {
      const key = Buffer.alloc(length, length % 251)
      expect(keys.of(key)).toEqual(Buffer.concat([Buffer.from([0x01]), key]))
    }
  })

  it('writes a latin1 key as its bytes, short (a loop) or long (Buffer.write)', () => {
    const keys = new DataKeyBuffer(0x01)
    for (const length of [0, 5, 64, 65, 300, 3]) {
      const key = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 200) % 256))
      expect(keys.ofLatin1(key.toString('latin1'))).toEqual(Buffer.concat([Buffer.from([0x01]), key]))
    }
  })
})
