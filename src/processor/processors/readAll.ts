import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'

/**
 * Reads every row of a store iterator and closes it, so a processor never leaves an iterator open when a callback
 * throws.
 * @example
 * const sessions = readAll(store.findSessions(key, from, to))
 * @category Building topologies
 * @since 0.1.0
 */
export const readAll = <K, V>(iterator: KeyValueIterator<K, V>): KeyValue<K, V>[] => {
  try {
    const rows: KeyValue<K, V>[] = []
    while (iterator.hasNext()) rows.push(iterator.next())
    return rows
  } finally {
    iterator.close()
  }
}
