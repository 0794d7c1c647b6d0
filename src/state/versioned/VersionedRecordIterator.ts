import { IteratorClosedError, NoSuchElementError } from '../StateStoreError.js'
import type { VersionedRecord } from './VersionedRecord.js'

/**
 * The versions a multi-versioned key query found, as Kafka's `VersionedRecordIterator`: `hasNext`/`next`, or
 * `for...of`; `close` when done (reads after it fail with `IteratorClosedError`).
 * @example
 * for (const r of iterator) console.log(r.value, r.timestamp, r.validTo)
 * @category State stores
 * @since 0.1.0
 */
export class VersionedRecordIterator<V> implements Iterable<VersionedRecord<V>> {
  private at = 0
  private closed = false

  constructor(
    private readonly records: readonly VersionedRecord<V>[],
    private readonly storeName: string,
  ) {}

  hasNext(): boolean {
    this.checkOpen()
    return this.at < this.records.length
  }

  next(): VersionedRecord<V> {
    if (!this.hasNext()) {
      throw new NoSuchElementError(
        `No more versions in this iterator of store '${this.storeName}'.`,
        this.storeName,
      )
    }
    return this.records[this.at++] as VersionedRecord<V>
  }

  close(): void {
    this.closed = true
  }

  *[Symbol.iterator](): Iterator<VersionedRecord<V>> {
    while (this.hasNext()) yield this.next()
  }

  private checkOpen(): void {
    if (this.closed) {
      throw new IteratorClosedError(`This iterator of store '${this.storeName}' is closed.`, this.storeName)
    }
  }
}
