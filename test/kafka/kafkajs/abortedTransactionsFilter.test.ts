import { describe, expect, it } from 'vitest'
import { filterAbortedRecords } from '../../../src/kafka/kafkajs/abortedTransactionsFilter.js'

const record = (
  offset: number,
  producerId: string,
  options: { marker?: boolean; transactional?: boolean } = {},
) => ({
  key: options.marker === true ? Buffer.from([0, 0, 0, 0]) : Buffer.from(`k${offset}`),
  offset: String(offset),
  isControlRecord: options.marker === true,
  batchContext: { producerId, inTransaction: options.transactional ?? true },
})

describe('filterAbortedRecords', () => {
  it('drops every aborted transaction begun by a record, whatever order the broker lists them in', () => {
    // p1 spans 0..4 (abort marker at 4), p2 spans 1..5; the fetch starts at 2, inside both
    const messages = [
      record(2, 'p2'),
      record(3, 'p1'),
      record(4, 'p1', { marker: true }),
      record(5, 'p2', { marker: true }),
      record(6, 'p3'),
    ]
    const visible = filterAbortedRecords({
      messages,
      abortedTransactions: [
        { producerId: 'p1', firstOffset: '0' },
        { producerId: 'p2', firstOffset: '1' },
      ],
    })
    expect(visible.map((r) => r.offset)).toEqual(['4', '5', '6'])
  })

  it('keeps records of a producer once its abort marker passed, and non-transactional records', () => {
    const messages = [
      record(10, 'p1'),
      record(11, 'p1', { marker: true }),
      record(12, 'p1'),
      record(13, 'p9', { transactional: false }),
    ]
    const visible = filterAbortedRecords({
      messages,
      abortedTransactions: [{ producerId: 'p1', firstOffset: '10' }],
    })
    expect(visible.map((r) => r.offset)).toEqual(['11', '12', '13'])
  })

  it('returns the records as they are without aborted transactions', () => {
    const messages = [record(1, 'p1')]
    expect(filterAbortedRecords({ messages, abortedTransactions: [] })).toEqual(messages)
  })
})
