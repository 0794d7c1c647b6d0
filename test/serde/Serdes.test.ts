import fc from 'fast-check'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { Serdes } from '../../src/serde/Serdes.js'
import type { Serde } from '../../src/serde/Serde.js'

const roundTrip = <T>(serde: Serde<T>, value: T): T =>
  serde.deserializer.deserialize('t', serde.serializer.serialize('t', value))

const errorTag = (f: () => unknown): unknown => {
  try {
    f()
  } catch (e) {
    return (e as { _tag?: unknown })._tag
  }
  return 'no error'
}

describe('Serdes', () => {
  it('encode like Kafka Java serdes', () => {
    expect(Serdes.long().serializer.serialize('t', 1).toString('hex')).toBe('0000000000000001')
    expect(Serdes.long().serializer.serialize('t', -2).toString('hex')).toBe('fffffffffffffffe')
    expect(Serdes.integer().serializer.serialize('t', 258).toString('hex')).toBe('00000102')
    expect(Serdes.double().serializer.serialize('t', 1.5).toString('hex')).toBe('3ff8000000000000')
    expect(Serdes.string().serializer.serialize('t', 'héllo').toString('hex')).toBe('68c3a96c6c6f')
    expect(Serdes.boolean().serializer.serialize('t', true).toString('hex')).toBe('01')
  })

  it('round-trip values', () => {
    expect(roundTrip(Serdes.long(), Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER)
    expect(roundTrip(Serdes.bigint(), -(2n ** 63n))).toBe(-(2n ** 63n))
    expect(roundTrip(Serdes.integer(), -2147483648)).toBe(-2147483648)
    expect(roundTrip(Serdes.double(), -0.25)).toBe(-0.25)
    expect(roundTrip(Serdes.string(), '')).toBe('')
    expect(roundTrip(Serdes.bytes(), Buffer.from([1, 2]))).toEqual(Buffer.from([1, 2]))
    expect(roundTrip(Serdes.boolean(), false)).toBe(false)
  })

  it('reject values they cannot encode and bytes that are not an encoding', () => {
    expect(errorTag(() => Serdes.long().serializer.serialize('t', 1.5))).toBe('SerializationError')
    expect(errorTag(() => Serdes.integer().serializer.serialize('t', 2 ** 31))).toBe('SerializationError')
    expect(errorTag(() => Serdes.long().deserializer.deserialize('t', Buffer.alloc(3)))).toBe(
      'SerializationError',
    )
    expect(
      errorTag(() => Serdes.long().deserializer.deserialize('t', Buffer.from('7fffffffffffffff', 'hex'))),
    ).toBe('SerializationError')
    expect(errorTag(() => Serdes.boolean().deserializer.deserialize('t', Buffer.from([2])))).toBe(
      'SerializationError',
    )
  })

  it('string offers the latin1 form of exactly the bytes it serializes (stores key on it)', () => {
    const serializer = Serdes.string().serializer
    const latin1 = serializer.serializeLatin1
    if (latin1 === undefined) throw new Error('Serdes.string() has no serializeLatin1')
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (s) => {
          expect(latin1('t', s)).toBe(serializer.serialize('t', s).toString('latin1'))
        },
      ),
    )
    expect(latin1('t', 'key-1')).toBe('key-1')
    expect(Buffer.from(latin1('t', 'héllo'), 'latin1').toString('hex')).toBe('68c3a96c6c6f')
    const notAString = 42 as unknown as string
    expect(() => serializer.serialize('t', notAString)).toThrow(TypeError)
    expect(() => latin1('t', notAString)).toThrow(TypeError)
  })

  it('json validates with an io-ts codec on read', () => {
    const Order = t.type({ id: t.string, qty: t.number }, 'Order')
    const serde = Serdes.json(Order)
    expect(roundTrip(serde, { id: 'a', qty: 2 })).toEqual({ id: 'a', qty: 2 })
    expect(errorTag(() => serde.deserializer.deserialize('t', Buffer.from('{"id":1}')))).toBe(
      'SerializationError',
    )
    expect(errorTag(() => serde.deserializer.deserialize('t', Buffer.from('{oops')))).toBe(
      'SerializationError',
    )
  })

  it('json refuses on write a value the codec refuses, null included unless the codec allows it', () => {
    const Order = t.type({ id: t.string, qty: t.number }, 'Order')
    const serde = Serdes.json(Order)
    const write = (value: unknown) => () => serde.serializer.serialize('t', value as never)
    expect(errorTag(write(null))).toBe('SerializationError')
    expect(errorTag(write({ id: 1, qty: 2 }))).toBe('SerializationError')
    expect(errorTag(() => serde.deserializer.deserialize('t', Buffer.from('null')))).toBe(
      'SerializationError',
    )
    const Nullable = Serdes.json(t.union([Order, t.null]))
    expect(roundTrip(Nullable, null)).toBeNull()
  })
})
