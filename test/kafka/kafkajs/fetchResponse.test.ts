// The lean Fetch decoder reads record batches as kafkajs' own encoder writes them (plain, gzip, transactional,
// control), drops what read_committed must not see, and reports the offset after the last whole batch.
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { decodeFetchResponse } from '../../../src/kafka/kafkajs/fetchResponse.js'

const require = createRequire(import.meta.url)
const { RecordBatch: encodeBatch } = require('kafkajs/src/protocol/recordBatch/v0/index.js') as {
  RecordBatch: (batch: {
    compression?: number
    firstOffset: string
    firstTimestamp: number
    maxTimestamp?: number
    lastOffsetDelta: number
    transactional?: boolean
    producerId?: string
    records: unknown[]
  }) => Promise<{ buffer: Buffer }>
}
const encodeRecord = require('kafkajs/src/protocol/recordBatch/record/v0/index.js') as (record: {
  offsetDelta: number
  timestampDelta: number
  key: Buffer | null
  value: Buffer | null
  headers?: Record<string, Buffer>
}) => unknown

const GZIP = 1
const T0 = 1_750_000_000_000

interface BatchSpec {
  readonly base: number
  readonly values: readonly (string | null)[]
  readonly compression?: number
  readonly transactional?: boolean
  readonly producerId?: number
  readonly headers?: Record<string, Buffer>
}

const batch = async (spec: BatchSpec): Promise<Buffer> =>
  (
    await encodeBatch({
      firstOffset: String(spec.base),
      firstTimestamp: T0,
      lastOffsetDelta: spec.values.length - 1,
      ...(spec.compression === undefined ? {} : { compression: spec.compression }),
      ...(spec.transactional === true ? { transactional: true } : {}),
      ...(spec.producerId === undefined ? {} : { producerId: String(spec.producerId) }),
      records: spec.values.map((v, i) =>
        encodeRecord({
          offsetDelta: i,
          timestampDelta: i * 10,
          key: Buffer.from(`k${spec.base + i}`),
          value: v === null ? null : Buffer.from(v),
          ...(spec.headers === undefined ? {} : { headers: spec.headers }),
        }),
      ),
    })
  ).buffer

/** A transaction marker (control batch) of `producerId` at `offset`: commit or abort. */
const marker = async (offset: number, producerId: number, abort: boolean): Promise<Buffer> => {
  const key = Buffer.alloc(4)
  key.writeInt16BE(abort ? 0 : 1, 2)
  const bytes = await encodeBatch({
    firstOffset: String(offset),
    firstTimestamp: T0,
    lastOffsetDelta: 0,
    transactional: true,
    producerId: String(producerId),
    records: [encodeRecord({ offsetDelta: 0, timestampDelta: 0, key, value: Buffer.alloc(6) })],
  })
  const out = Buffer.from(bytes.buffer)
  out.writeInt16BE(out.readInt16BE(21) | 0x20, 21) // the control bit
  return out
}

const int64 = (n: number): Buffer => {
  const b = Buffer.alloc(8)
  b.writeBigInt64BE(BigInt(n))
  return b
}
const int32 = (n: number): Buffer => {
  const b = Buffer.alloc(4)
  b.writeInt32BE(n)
  return b
}
const int16 = (n: number): Buffer => {
  const b = Buffer.alloc(2)
  b.writeInt16BE(n)
  return b
}

/** A Fetch v11 response of one partition (`t`-0) holding `records`. */
const response = (
  records: Buffer,
  options: { errorCode?: number; aborted?: readonly { producerId: number; firstOffset: number }[] } = {},
): Buffer =>
  Buffer.concat([
    int32(0), // throttle
    int16(0),
    int32(0), // session
    int32(1),
    int16(1),
    Buffer.from('t'),
    int32(1),
    int32(0), // partition
    int16(options.errorCode ?? 0),
    int64(100), // high watermark
    int64(100),
    int64(0),
    int32(options.aborted?.length ?? 0),
    ...(options.aborted ?? []).flatMap((a) => [int64(a.producerId), int64(a.firstOffset)]),
    int32(-1), // preferred read replica
    int32(records.length),
    records,
  ])

const decode = async (payload: Buffer, readCommitted = false, from = 0) =>
  (await decodeFetchResponse(payload, readCommitted, () => from)).partitions[0]

describe('decodeFetchResponse', () => {
  it('reads keys, values, null values, offsets, timestamps and headers of each batch', async () => {
    const set = Buffer.concat([
      await batch({ base: 0, values: ['a', null] }),
      await batch({ base: 2, values: ['c'], headers: { h: Buffer.from('x') } }),
    ])
    const p = await decode(response(set))
    expect(
      p?.records.map((r) => [r.offset, r.key?.toString(), r.value?.toString() ?? null, r.timestamp]),
    ).toEqual([
      [0, 'k0', 'a', T0],
      [1, 'k1', null, T0 + 10],
      [2, 'k2', 'c', T0],
    ])
    expect(p?.records[2]?.headers).toEqual([{ key: 'h', value: Buffer.from('x') }])
    expect(p?.records[0]?.headers).toEqual([])
    expect(p?.end).toBe(3)
    expect(p?.highWatermark).toBe(100)
  })

  it('reads gzip batches', async () => {
    const p = await decode(response(await batch({ base: 5, values: ['x', 'y'], compression: GZIP })))
    expect(p?.records.map((r) => [r.offset, r.value?.toString()])).toEqual([
      [5, 'x'],
      [6, 'y'],
    ])
  })

  it('drops records before the offset fetched and ignores a partial batch at the end', async () => {
    const whole = await batch({ base: 0, values: ['a', 'b', 'c'] })
    const next = await batch({ base: 3, values: ['d'] })
    const p = await decode(response(Buffer.concat([whole, next.subarray(0, next.length - 3)])), false, 1)
    expect(p?.records.map((r) => r.offset)).toEqual([1, 2])
    expect(p?.end).toBe(3)
  })

  it('hides aborted transactions and markers from read_committed, and shows the aborted records otherwise', async () => {
    const set = Buffer.concat([
      await batch({ base: 0, values: ['aborted'], transactional: true, producerId: 7 }),
      await batch({ base: 1, values: ['committed'], transactional: true, producerId: 8 }),
      await marker(2, 7, true),
      await marker(3, 8, false),
      await batch({ base: 4, values: ['later'], transactional: true, producerId: 7 }),
      await marker(5, 7, false),
    ])
    const payload = response(set, { aborted: [{ producerId: 7, firstOffset: 0 }] })
    const committed = await decode(payload, true)
    expect(committed?.records.map((r) => r.value?.toString())).toEqual(['committed', 'later'])
    expect(committed?.end).toBe(6)
    const uncommitted = await decode(payload, false)
    expect(uncommitted?.records.map((r) => r.value?.toString())).toEqual(['aborted', 'committed', 'later'])
  })

  it('reports a partition error without records', async () => {
    const p = await decode(response(Buffer.alloc(0), { errorCode: 1 }))
    expect(p?.errorCode).toBe(1)
    expect(p?.records).toEqual([])
    expect(p?.end).toBeUndefined()
  })
})
