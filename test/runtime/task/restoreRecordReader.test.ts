// A timestamped store restores a changelog's plain value with the record's timestamp, 8 bytes big-endian, before it.
import { describe, expect, it } from 'vitest'
import { emptyHeaders } from '../../../src/core/processorApi/Headers.js'
import { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { count, groupByKey } from '../../../src/operators.js'
import { restoreRecordReader } from '../../../src/runtime/task/restoreRecordReader.js'

const countTopology = () => {
  const b = new StreamsBuilder()
  b.stream<string, string>('in').pipe(groupByKey(), count(Materialized.as('counts')))
  return b.build()
}

const record = (timestamp: number, value: Buffer | null) => ({
  topic: 'app-counts-changelog',
  partition: 0,
  offset: 3,
  key: Buffer.from('k'),
  value,
  timestamp,
  headers: emptyHeaders,
})

describe('restoreRecordReader', () => {
  it.each([0, 1, 1_750_000_000_123, 4_294_967_296, 2 ** 53 - 1, -1, -4_294_967_297])(
    'puts the timestamp %d before the value of a timestamped store',
    (timestamp) => {
      const read = restoreRecordReader(countTopology(), 'counts')
      const restored = read(record(timestamp, Buffer.from([7, 8])))
      expect(restored?.value?.readBigInt64BE(0)).toBe(BigInt(timestamp))
      expect([...(restored?.value?.subarray(8) ?? [])]).toEqual([7, 8])
      expect(restored?.offset).toBe(3)
    },
  )

  it('restores a tombstone as a delete and skips a record without a key', () => {
    const read = restoreRecordReader(countTopology(), 'counts')
    expect(read(record(5, null))).toEqual({ key: Buffer.from('k'), value: null, offset: 3 })
    expect(read({ ...record(5, Buffer.from([1])), key: null })).toBeUndefined()
  })
})
