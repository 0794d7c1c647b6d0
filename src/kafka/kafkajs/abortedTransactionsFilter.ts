/**
 * kafkajs 2.2.4 lets a read_committed consumer see records of aborted transactions when a fetch starts inside
 * two or more of them (after a rebalance, a new owner starts from a committed offset that is often inside the
 * open transactions of an instance that died): it takes the aborted transactions in the broker's order (by abort)
 * and starts at most one per record. Here they are taken by first offset and every one that has begun by a record
 * is active for it, as Java's consumer does. Installed into kafkajs when this module loads, before kafkajs does.
 * @since 0.1.0
 */
import { createRequire } from 'node:module'

/** An aborted transaction as kafkajs decodes it from a fetch response (64-bit numbers as strings). */
interface AbortedTransaction {
  readonly producerId: string
  readonly firstOffset: string
}

/** The fields of a fetched kafkajs record this filter reads. */
interface FetchedRecord {
  readonly key: Buffer | null
  readonly offset: string
  readonly isControlRecord?: boolean
  readonly batchContext: { readonly producerId: string; readonly inTransaction: boolean }
}

/** The key of an abort marker: control record version 0, type 0 (ABORT). */
const ABORT_KEY = Buffer.from([0, 0, 0, 0])

const isAbortMarker = (record: FetchedRecord): boolean =>
  record.isControlRecord === true && record.key !== null && Buffer.from(record.key).equals(ABORT_KEY)

/**
 * The records of a fetch that a read_committed consumer may see: records of aborted transactions are dropped
 * (from the first offset of each transaction to its abort marker); markers are kept for kafkajs to drop.
 * @example
 * const visible = filterAbortedRecords({ messages, abortedTransactions })
 * @category Clients
 * @since 0.1.0
 */
export const filterAbortedRecords = <R extends FetchedRecord>(input: {
  readonly messages: readonly R[]
  readonly abortedTransactions?: readonly AbortedTransaction[] | null
}): R[] => {
  const { messages, abortedTransactions } = input
  if (abortedTransactions === undefined || abortedTransactions === null || abortedTransactions.length === 0)
    return [...messages]
  const pending = [...abortedTransactions].sort((a, b) => compareOffsets(a.firstOffset, b.firstOffset))
  const active = new Set<string>()
  let next = 0
  return messages.filter((record) => {
    for (; next < pending.length; next++) {
      const t = pending[next]
      if (t === undefined || compareOffsets(t.firstOffset, record.offset) > 0) break
      active.add(String(t.producerId))
    }
    const producer = String(record.batchContext.producerId)
    if (isAbortMarker(record)) {
      active.delete(producer)
      return true
    }
    return !(record.batchContext.inTransaction && active.has(producer))
  })
}

/** Compares two non-negative 64-bit offsets given as decimal strings. */
const compareOffsets = (a: string, b: string): number => {
  const x = BigInt(a)
  const y = BigInt(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** Puts {@link filterAbortedRecords} in place of kafkajs' own filter, before kafkajs' batch module reads it. */
const install = (): void => {
  const require = createRequire(import.meta.url)
  const path = require.resolve('kafkajs/src/consumer/filterAbortedMessages.js')
  require(path)
  const cached = require.cache[path]
  if (cached !== undefined) cached.exports = filterAbortedRecords
}

install()
