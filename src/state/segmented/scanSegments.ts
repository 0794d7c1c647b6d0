import { Bytes } from '../Bytes.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { SegmentedStoreHost } from './AbstractSegmentedStore.js'
import { SegmentedIterator } from './SegmentedIterator.js'
import type { Segments } from './Segments.js'

/**
 * One scan of a segmented store: which segments it visits, its key bounds in each, and which rows it keeps.
 * @example
 * const scan: SegmentScan<Bytes> = { segmentIds: () => [0], lowerBound: lo, upperBound: hi, reverse: false, accept, decode }
 * @category State stores
 * @since 0.1.0
 */
export interface SegmentScan<K> {
  /** The segments the scan covers now, ascending (none for an empty query). */
  readonly segmentIds: () => readonly number[]
  /** The first store key of the scan in a segment (inclusive). */
  readonly lowerBound: (segmentId: number) => Buffer
  /** The last store key of the scan in a segment (inclusive). */
  readonly upperBound: (segmentId: number) => Buffer
  readonly reverse: boolean
  /** Whether a row in the bounds belongs to the query (time bounds, not expired). */
  readonly accept: (storeKey: Bytes) => boolean
  /** The caller's key and value of a row. */
  readonly decode: (row: KeyValue<Bytes, Buffer>) => KeyValue<K, Buffer>
}

/**
 * Runs `scan` over a segmented store's byte-level `source` as a live {@link SegmentedIterator} registered with
 * the store (so closing the store closes it): after a change it resumes just past the last row returned.
 * @example
 * scanSegments(host, source, () => segments, scan)
 * @category State stores
 * @since 0.1.0
 */
export const scanSegments = <K>(
  host: SegmentedStoreHost,
  source: ReadOnlyKeyValueStore<Bytes, Buffer>,
  segments: () => Segments,
  scan: SegmentScan<K>,
): KeyValueIterator<K, Buffer> => {
  const reverse = scan.reverse
  return host.iterators.track(
    new SegmentedIterator(
      host.name,
      {
        segmentIds: scan.segmentIds,
        version: () => segments().version + host.writeVersion,
        open: (id, resume) => {
          const lower = !reverse && resume !== undefined ? resume : Bytes.wrap(scan.lowerBound(id))
          const upper = reverse && resume !== undefined ? resume : Bytes.wrap(scan.upperBound(id))
          return reverse ? source.reverseRange(lower, upper) : source.range(lower, upper)
        },
      },
      reverse,
      scan.accept,
      scan.decode,
    ),
  )
}
