import type { ConsumerRecord } from '../../kafka/ports.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { Topology } from '../../topology/Topology.js'
import { writeInt64BE } from '../../serde/int64.js'

/** Turns one record of a store's changelog into what the store restores (undefined: nothing to restore). */
export type RestoreRecordReader = (record: ConsumerRecord) => RestoreRecord | undefined

/** A record with a key is already what a store restores: it is handed over as it came, with no copy. */
const hasKey = (r: ConsumerRecord): r is ConsumerRecord & RestoreRecord => r.key !== null

const asIs: RestoreRecordReader = (r) => (hasKey(r) ? r : undefined)

/** A source-topic value as a timestamped store keeps it: the record's timestamp (8 bytes, big-endian), then it. */
const withTimestamp: RestoreRecordReader = (r) => {
  if (r.key === null) return undefined
  if (r.value === null) return { key: r.key, value: null, offset: r.offset }
  const value = Buffer.allocUnsafe(8 + r.value.length)
  writeInt64BE(value, Math.trunc(r.timestamp))
  value.set(r.value, 8)
  return { key: r.key, value, offset: r.offset }
}

/**
 * How to read the records restoring `storeName`. A timestamped (key-value or window) store's changelog holds plain values with the
 * timestamp on the record (as Kafka Streams writes it), as does a source topic a source table restores from
 * (`reuse.ktable.source.topics`, and global tables): the store keeps the record's timestamp before the value, as
 * Kafka Streams' restore converter does. Other stores' changelogs hold the bytes the store keeps. Records without a
 * key are skipped (a store cannot hold them).
 * @example
 * const read = restoreRecordReader(topology, 'users-store')
 * const record = read(consumed)
 * @category Running
 * @since 0.1.0
 */
export const restoreRecordReader = (topology: Topology, storeName: string): RestoreRecordReader => {
  const kind = topology.stores.get(storeName)?.kind
  const timestamped = kind === 'timestampedKeyValue' || kind === 'timestampedWindow'
  return timestamped ? withTimestamp : asIs
}
