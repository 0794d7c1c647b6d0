import { PlainKeyValueStore } from '../query/views/PlainKeyValueStore.js'
import type { TimestampedKeyValueStore } from '../state/TimestampedKeyValueStore.js'
import { valueAndTimestamp } from '../state/ValueAndTimestamp.js'

/**
 * A timestamped key-value store seen as a plain one (values without timestamps), as the Java driver's
 * `KeyValueStoreFacade`: what `getKeyValueStore` returns for the stores of KTables and aggregations. Reads are the
 * plain view queries use; `put` writes the value with the timestamp given (0 by default).
 * @example
 * driver.getKeyValueStore<string, number>('counts')?.get('kafka') // 1
 * @category Testing
 * @since 0.1.0
 */
export class KeyValueStoreFacade<K, V> extends PlainKeyValueStore<K, V> {
  constructor(readonly inner: TimestampedKeyValueStore<K, V>) {
    super(inner, inner.name)
  }

  get name(): string {
    return this.inner.name
  }

  /** Writes `value` (null deletes) with `timestamp`. */
  put(key: K, value: V | null, timestamp = 0): void {
    this.inner.put(key, value === null ? null : valueAndTimestamp(value, timestamp))
  }

  /** Deletes `key`, answering its plain value before. */
  delete(key: K): V | undefined {
    return this.inner.delete(key)?.value
  }
}
