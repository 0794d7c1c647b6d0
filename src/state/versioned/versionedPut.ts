import { PUT_RETURN_CODE_NOT_PUT, PUT_RETURN_CODE_VALID_TO_UNDEFINED } from './VersionedRecord.js'
import type { VersionedRows } from './VersionedRows.js'
import type { VersionedSegments } from './VersionedSegments.js'
import { SegmentValue } from './SegmentValue.js'

/** Where a put stands: still searching (with the validTo found so far, `undefined` for none) or done. */
type Step =
  | { readonly done: true; readonly result: number }
  | { readonly done: false; readonly found: number | undefined }

/** What a put works on: the rows, the segments, the stream time and the history retention it decides by. */
interface PutScope {
  readonly rows: VersionedRows
  readonly segments: VersionedSegments
  readonly streamTime: number
  readonly historyRetention: number
}

const done = (result: number | undefined): Step => ({
  done: true,
  result: result ?? PUT_RETURN_CODE_VALID_TO_UNDEFINED,
})

/**
 * Puts one version (`value` null: a tombstone) into a versioned store's rows, with Kafka Streams' semantics
 * (KIP-889): the newest version lives in the latest-value row; an older one lands in the segment of its validTo,
 * and inserting it shortens the validity of the version before it (moving that one to an older segment when its
 * validTo changes segment). Returns the validTo of the version put, `PUT_RETURN_CODE_VALID_TO_UNDEFINED` when it is
 * the newest, or `PUT_RETURN_CODE_NOT_PUT` when it would only touch expired history. The caller has checked the
 * grace period and dropped expired segments; the same code serves processing and restore.
 * @example
 * versionedPut({ rows, segments, streamTime: 10, historyRetention: 300_000 }, key, value, 10) // -1
 * @category State stores
 * @since 0.1.0
 */
export const versionedPut = (
  scope: PutScope,
  key: Buffer,
  value: Buffer | null,
  timestamp: number,
): number => {
  const latest = putToLatest(scope, key, value, timestamp)
  if (latest.done) return latest.result
  const segment = putToSegments(scope, key, value, timestamp, latest.found)
  if (segment.done) return segment.result
  return finishPut(scope, key, value, timestamp, segment.found)
}

const putToLatest = (scope: PutScope, key: Buffer, value: Buffer | null, timestamp: number): Step => {
  const { rows, segments, streamTime } = scope
  const latest = rows.latest(key)
  if (latest === undefined) return { done: false, found: undefined }
  if (timestamp < latest.timestamp) return { done: false, found: latest.timestamp }
  if (timestamp > latest.timestamp) {
    // the newest version so far becomes history, valid until this put
    const id = segments.segmentId(timestamp)
    if (segments.createIfLive(id, streamTime)) {
      const row = rows.segment(id, key)
      if (row === undefined)
        rows.putSegment(id, key, SegmentValue.withRecord(latest.value, latest.timestamp, timestamp))
      else {
        row.insertAsLatest(latest.timestamp, timestamp, latest.value)
        rows.putSegment(id, key, row)
      }
    }
  }
  if (value !== null) rows.putLatest(key, timestamp, value)
  else rows.deleteLatest(key)
  return done(undefined)
}

const putToSegments = (
  scope: PutScope,
  key: Buffer,
  value: Buffer | null,
  timestamp: number,
  foundSoFar: number | undefined,
): Step => {
  const { rows, segments, streamTime, historyRetention } = scope
  let found = foundSoFar
  for (const id of segments.segments(timestamp, Number.POSITIVE_INFINITY, true)) {
    const row = rows.segment(id, key)
    if (row === undefined) continue
    // nothing here (nor in older segments) is affected: the put goes where `found` says
    if (row.next <= timestamp) return { done: false, found }
    if (row.min <= timestamp) return done(putIntoSegment(scope, id, row, key, value, timestamp))
    // only older than expired history (possible during restore, which runs at the batch's final stream time)
    if (row.min < streamTime - historyRetention) return done(PUT_RETURN_CODE_NOT_PUT)
    found = row.min
  }
  return { done: false, found }
}

/** Puts the version into segment `id`, whose row holds a version valid at `timestamp`; returns its validTo. */
const putIntoSegment = (
  scope: PutScope,
  id: number,
  row: SegmentValue,
  key: Buffer,
  value: Buffer | null,
  timestamp: number,
): number => {
  const { rows, segments, streamTime } = scope
  const found = row.find(timestamp)
  if (found.validFrom === timestamp) {
    row.updateRecord(timestamp, value, found.index)
    rows.putSegment(id, key, row)
    return found.validTo
  }
  const olderId = segments.segmentId(timestamp)
  if (olderId === id) {
    row.insert(timestamp, value, found.index)
    rows.putSegment(id, key, row)
    return found.validTo
  }
  // the version found now ends at `timestamp`, in an older segment: move it there
  if (segments.createIfLive(olderId, streamTime)) {
    const older = rows.segment(olderId, key)
    if (older === undefined) {
      rows.putSegment(olderId, key, SegmentValue.withRecord(found.value, found.validFrom, timestamp))
    } else {
      older.insertAsLatest(found.validFrom, timestamp, found.value)
      rows.putSegment(olderId, key, older)
    }
  }
  row.updateRecord(timestamp, value, found.index)
  rows.putSegment(id, key, row)
  return found.validTo
}

/**
 * Puts a version no segment row spans: the newest (`found` undefined) or one ending at `found`. A newest value goes
 * to the latest-value row; a newest tombstone to the segment of its own timestamp (latest-value rows never expire,
 * so tombstones are not kept there); any other version to the segment of its validTo, as the oldest or newest of
 * that row.
 */
const finishPut = (
  scope: PutScope,
  key: Buffer,
  value: Buffer | null,
  timestamp: number,
  found: number | undefined,
): number => {
  const { rows, segments, streamTime } = scope
  if (found === undefined && value !== null) {
    rows.putLatest(key, timestamp, value)
    return PUT_RETURN_CODE_VALID_TO_UNDEFINED
  }
  const validTo = found ?? timestamp
  const id = segments.segmentId(validTo)
  if (!segments.createIfLive(id, streamTime)) return PUT_RETURN_CODE_NOT_PUT
  const row = rows.segment(id, key)
  if (row === undefined) {
    rows.putSegment(id, key, SegmentValue.withRecord(value, timestamp, validTo))
  } else if (found === undefined) {
    // a tombstone at the row's `next` is already there
    if (row.next === timestamp) return PUT_RETURN_CODE_VALID_TO_UNDEFINED
    row.insertAsLatest(row.next, timestamp, null)
    rows.putSegment(id, key, row)
  } else {
    if (row.next <= timestamp) row.insertAsLatest(timestamp, found, value)
    else row.insertAsEarliest(timestamp, value)
    rows.putSegment(id, key, row)
  }
  return found ?? PUT_RETURN_CODE_VALID_TO_UNDEFINED
}
