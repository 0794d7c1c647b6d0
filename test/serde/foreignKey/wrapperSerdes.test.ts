import { fileURLToPath } from 'node:url'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { murmur3Hash128 } from '../../../src/serde/foreignKey/murmur3.js'
import { subscriptionResponseWrapperSerde } from '../../../src/serde/foreignKey/subscriptionResponseWrapperSerde.js'
import { subscriptionWrapperSerde } from '../../../src/serde/foreignKey/subscriptionWrapperSerde.js'
import type { SubscriptionInstruction } from '../../../src/serde/foreignKey/SubscriptionWrapper.js'
import { readGoldenJson } from '../../goldens/readGoldenJson.js'

// Written by Kafka Streams' own serdes and Murmur3 (reference/java FkWireCommand, npm run goldens fk-wire).
const Hex = t.string
const NullableHex = t.union([t.string, t.null])
const Golden = t.type({
  kafkaVersion: t.string,
  murmur3: t.array(t.type({ input: Hex, hash: Hex })),
  subscriptions: t.array(
    t.type({
      version: t.number,
      instruction: t.string,
      hash: NullableHex,
      primaryKey: Hex,
      primaryPartition: t.union([t.number, t.null]),
      bytes: Hex,
    }),
  ),
  responses: t.array(t.type({ hash: NullableHex, foreignValue: NullableHex, bytes: Hex })),
})
const golden = readGoldenJson(
  fileURLToPath(new URL('../../goldens/fk-wire/wrappers.json', import.meta.url)),
  Golden,
)
const hex = (s: string): Buffer => Buffer.from(s, 'hex')
const hexOrNull = (s: string | null): Buffer | null => (s === null ? null : hex(s))

describe('foreign-key join wrappers, byte for byte as Kafka Streams writes them', () => {
  it('the golden covers every instruction at both subscription versions', () => {
    expect(golden.kafkaVersion).toBe('4.4.0')
    expect(new Set(golden.subscriptions.map((c) => `${c.instruction}@${String(c.version)}`)).size).toBe(8)
    expect(golden.responses.length).toBe(4)
  })

  it.each(golden.murmur3)('Murmur3.hash128 with the default seed of $input', ({ input, hash }) => {
    expect(murmur3Hash128(hex(input)).toString('hex')).toBe(hash)
  })

  it.each(golden.subscriptions)(
    'subscription v$version $instruction hash $hash: written and read as Java',
    (c) => {
      const wrapper = {
        hash: hexOrNull(c.hash),
        instruction: c.instruction as SubscriptionInstruction,
        primaryKey: hex(c.primaryKey),
        primaryPartition: c.primaryPartition,
      }
      expect(subscriptionWrapperSerde.serializer.serialize('t', wrapper).toString('hex')).toBe(c.bytes)
      expect(subscriptionWrapperSerde.deserializer.deserialize('t', hex(c.bytes))).toEqual(wrapper)
    },
  )

  it.each(golden.responses)('response hash $hash value $foreignValue: written and read as Java', (c) => {
    const response = {
      hash: hexOrNull(c.hash),
      foreignValue: hexOrNull(c.foreignValue),
      primaryPartition: null,
    }
    expect(subscriptionResponseWrapperSerde.serializer.serialize('t', response).toString('hex')).toBe(c.bytes)
    expect(subscriptionResponseWrapperSerde.deserializer.deserialize('t', hex(c.bytes))).toEqual(response)
  })

  it('the primary partition is carried in memory but never written in a response', () => {
    const bytes = subscriptionResponseWrapperSerde.serializer.serialize('t', {
      hash: null,
      foreignValue: Buffer.from('v'),
      primaryPartition: 7,
    })
    expect(bytes.toString('hex')).toBe('8076')
  })

  it('bad bytes fail with a SerializationError saying what is wrong', () => {
    const fail = (f: () => unknown): { _tag?: string; message?: string } => {
      try {
        f()
      } catch (error) {
        return error as { _tag?: string; message?: string }
      }
      return {}
    }
    const unknownInstruction = fail(() =>
      subscriptionWrapperSerde.deserializer.deserialize('reg', Buffer.from('8009', 'hex')),
    )
    expect(unknownInstruction._tag).toBe('SerializationError')
    expect(unknownInstruction.message).toContain('unknown instruction 9')
    const newer = fail(() =>
      subscriptionWrapperSerde.deserializer.deserialize('reg', Buffer.from('8200', 'hex')),
    )
    expect(newer.message).toContain('version 2 is newer')
    const short = fail(() =>
      subscriptionWrapperSerde.deserializer.deserialize('reg', Buffer.from('0100', 'hex')),
    )
    expect(short.message).toContain('truncated')
    const response = fail(() =>
      subscriptionResponseWrapperSerde.deserializer.deserialize('res', Buffer.from('00', 'hex')),
    )
    expect(response.message).toContain('truncated')
    expect(
      fail(() => subscriptionResponseWrapperSerde.deserializer.deserialize('res', Buffer.alloc(0)))._tag,
    ).toBe('SerializationError')
  })
})
