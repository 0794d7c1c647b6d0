import type { LayerEntry } from './MergedKeyValueIterator.js'

/**
 * A set of writes handed down in one piece (a transaction overlay at commit): point lookups by latin1 key and
 * the entries (a `null` value deletes). `Map<string, LayerEntry>` and `SortedMap<LayerEntry>` both fit.
 */
export interface WriteSet {
  readonly size: number
  get(key: string): LayerEntry | undefined
  values(): IterableIterator<LayerEntry>
}
