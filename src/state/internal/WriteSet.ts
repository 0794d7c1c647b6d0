/**
 * A set of writes handed down in one piece (the record cache at flush, a transaction overlay at commit): values by
 * latin1 key (see `Bytes.key`), a `null` value deletes. `Map<string, Buffer | null>` and
 * `SortedMap<Buffer | null>` both fit. The key string is the one key form from the serializer down to LevelDB.
 */
export interface WriteSet {
  readonly size: number
  get(key: string): Buffer | null | undefined
  /** Calls `f` with each value and its key, in the set's order. */
  forEach(f: (value: Buffer | null, key: string) => void): void
}
