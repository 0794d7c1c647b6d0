import { Bytes } from '../Bytes.js'
import type { KeyValueBytesStore } from '../KeyValueBytesStore.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import { InvalidTimestampError } from '../StateStoreError.js'
import { writeTimestamp, TIMESTAMP_SIZE } from '../segmented/OrderedBytes.js'
import { segmentIdOf, segmentPrefix, STREAM_TIME_KEY } from './rowKeys.js'
import { versionedPut } from './versionedPut.js'
import { VersionedRows } from './VersionedRows.js'
import type { VersionedSegments } from './VersionedSegments.js'

/**
 * Replays one batch of a versioned store's changelog (each record a put at its timestamp, a null value a delete)
 * into a write buffer over `inner`, as Kafka Streams' batch restore: a record older than the grace period at the
 * stream time so far is skipped; the others are put at the stream time the whole batch reaches, so versions that
 * would expire by its end are never written. Registers the segments it writes in `segments` and returns the rows
 * to bulk-load (with the stream time row) and the new stream time.
 * @throws InvalidTimestampError for a record without a timestamp
 * @example
 * const { rows, streamTime } = restoreVersions(inner, segments, -1, records)
 * @category State stores
 * @since 0.1.0
 */
export const restoreVersions = (
  inner: KeyValueBytesStore,
  segments: VersionedSegments,
  streamTimeBefore: number,
  records: readonly RestoreRecord[],
): { readonly rows: RestoreRecord[]; readonly streamTime: number } => {
  const timestampOf = (r: RestoreRecord): number => {
    if (r.timestamp === undefined || !Number.isSafeInteger(r.timestamp)) {
      throw new InvalidTimestampError(
        `Store '${inner.name}': changelog record at offset ${r.offset} has no timestamp, which a versioned store ` +
          `needs to restore it.`,
        inner.name,
      )
    }
    return r.timestamp
  }
  let endOfBatch = streamTimeBefore
  for (const r of records) endOfBatch = Math.max(endOfBatch, timestampOf(r))
  const buffer = new Map<string, Buffer | null>()
  const read = (row: Bytes): Buffer | undefined => {
    const buffered = buffer.get(row.key)
    return buffered === undefined
      ? buffer.has(row.key)
        ? undefined
        : inner.get(row)
      : (buffered ?? undefined)
  }
  const rows = new VersionedRows(read, (row, value) => buffer.set(row.key, value))
  const drop = (id: number): void => {
    const prefix = Bytes.wrap(segmentPrefix(id)).key
    for (const key of buffer.keys()) if (key.startsWith(prefix)) buffer.set(key, null)
    const it = inner.range(Bytes.wrap(segmentPrefix(id)), Bytes.wrap(segmentPrefix(id + 1)))
    try {
      while (it.hasNext()) {
        const row = it.next().key
        if (segmentIdOf(row.get()) === id) buffer.set(row.key, null)
      }
    } finally {
      it.close()
    }
  }
  let streamTime = streamTimeBefore
  const historyRetention = segments.historyRetention
  for (const r of records) {
    const timestamp = timestampOf(r)
    if (timestamp < streamTime - historyRetention) continue
    streamTime = Math.max(streamTime, timestamp)
    segments.cleanup(endOfBatch).forEach(drop)
    versionedPut({ rows, segments, streamTime: endOfBatch, historyRetention }, r.key, r.value, timestamp)
  }
  const time = Buffer.allocUnsafe(TIMESTAMP_SIZE)
  writeTimestamp(time, 0, streamTime)
  buffer.set(STREAM_TIME_KEY.key, time)
  const offset = records[records.length - 1]?.offset ?? 0
  const out: RestoreRecord[] = []
  buffer.forEach((value, key) => out.push({ key: Buffer.from(key, 'latin1'), value, offset }))
  return { rows: out, streamTime }
}
