import { versionedRecord, type VersionedRecord } from './VersionedRecord.js'
import type { VersionedRows } from './VersionedRows.js'
import type { VersionedSegments } from './VersionedSegments.js'

/**
 * What reads of a versioned store work on: the rows, the segments that exist, the stream time and the history
 * retention (reads older than `streamTime - historyRetention` see only the newest version).
 * @category State stores
 * @since 0.1.0
 */
export interface ReadScope {
  readonly rows: VersionedRows
  readonly segments: VersionedSegments
  readonly streamTime: number
  readonly historyRetention: number
}

/**
 * The newest version of `key` (no `validTo`), or `undefined` when there is none or it was deleted.
 * @example
 * latestVersion(scope, Buffer.from('k'))?.value
 * @category State stores
 * @since 0.1.0
 */
export const latestVersion = (scope: ReadScope, key: Buffer): VersionedRecord<Buffer> | undefined => {
  const latest = scope.rows.latest(key)
  return latest === undefined ? undefined : versionedRecord(latest.value, latest.timestamp)
}

/**
 * The version of `key` valid at `asOf` (inclusive), as Kafka's `get(key, asOfTimestamp)`: the newest version when
 * its timestamp is at or before `asOf` (even past the history retention), else the version found in the segments,
 * with its `validTo`; `undefined` for none, a tombstone, or a time past the history retention.
 * @example
 * versionAsOf(scope, Buffer.from('k'), 15)
 * @category State stores
 * @since 0.1.0
 */
export const versionAsOf = (
  scope: ReadScope,
  key: Buffer,
  asOf: number,
): VersionedRecord<Buffer> | undefined => {
  const latest = latestVersion(scope, key)
  if (latest !== undefined && latest.timestamp <= asOf) return latest
  if (asOf < scope.streamTime - scope.historyRetention) return undefined
  for (const id of scope.segments.segments(asOf, Number.POSITIVE_INFINITY, true)) {
    const row = scope.rows.segment(id, key)
    if (row === undefined) continue
    // this segment has nothing at `asOf`, so no older one has either
    if (row.next <= asOf) return undefined
    if (row.min > asOf) continue
    const found = row.find(asOf)
    return found.value === null ? undefined : versionedRecord(found.value, found.validFrom, found.validTo)
  }
  return undefined
}

/**
 * The versions of `key` valid at some time in `[from, to]` (tombstones left out), newest first, or oldest first
 * when `ascending`, as Kafka's multi-versioned key query reads them: the newest version counts when its timestamp
 * is at or before `to`; past the history retention only it is read.
 * @example
 * versionsBetween(scope, Buffer.from('k'), 0, 100, true)
 * @category State stores
 * @since 0.1.0
 */
export const versionsBetween = (
  scope: ReadScope,
  key: Buffer,
  from: number,
  to: number,
  ascending: boolean,
): VersionedRecord<Buffer>[] => {
  const found: VersionedRecord<Buffer>[] = []
  const latest = latestVersion(scope, key)
  if (latest !== undefined && latest.timestamp <= to) found.push(latest)
  if (to >= scope.streamTime - scope.historyRetention) {
    for (const id of scope.segments.segments(Number.NEGATIVE_INFINITY, to, true)) {
      const row = scope.rows.segment(id, key)
      if (row === undefined) continue
      for (const r of row.findAll(from, to))
        found.push(versionedRecord(r.value as Buffer, r.validFrom, r.validTo))
    }
  }
  return ascending ? found.reverse() : found
}
