import { AbstractKeyValueIterator } from '../AbstractKeyValueIterator.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'

/**
 * An iterator that maps each row of another (typically decoding bytes into typed keys and values), once per row
 * even when the caller peeks several times.
 * @example
 * new MappedIterator('w', bytesIterator, (row) => ({ key: row.key, value: decode(row.value) }))
 * @category State stores
 * @since 0.1.0
 */
export class MappedIterator<K1, V1, K2, V2> extends AbstractKeyValueIterator<K2, V2> {
  private lastRaw: KeyValue<K1, V1> | undefined
  private lastRow: KeyValue<K2, V2> | undefined

  constructor(
    storeName: string,
    private readonly inner: KeyValueIterator<K1, V1>,
    private readonly map: (row: KeyValue<K1, V1>) => KeyValue<K2, V2>,
  ) {
    super(storeName)
  }

  protected _peek(): KeyValue<K2, V2> | undefined {
    const raw = this.inner.peekNext()
    if (raw === undefined) return undefined
    if (raw !== this.lastRaw || this.lastRow === undefined) {
      this.lastRaw = raw
      this.lastRow = this.map(raw)
    }
    return this.lastRow
  }

  protected _advance(): void {
    this.inner.next()
  }

  protected override _release(): void {
    this.inner.close()
  }
}
