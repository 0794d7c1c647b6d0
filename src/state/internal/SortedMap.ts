import { SortedKeys } from './SortedKeys.js'

/**
 * A map from latin1 keys to entries that also keeps its keys ordered: `Map` lookups for point reads and a
 * {@link SortedKeys} for ordered, live scans. Not a map sorted on read: the ordered keys are built on the first
 * ordered read (most write sets are handed down and written without one) and kept up to date from then on.
 */
export class SortedMap<E> {
  private readonly entries = new Map<string, E>()
  private sorted: SortedKeys | undefined

  get size(): number {
    return this.entries.size
  }

  /** The keys in order (built on first use, then maintained by every change). */
  get keys(): SortedKeys {
    if (this.sorted === undefined) {
      const sorted = new SortedKeys()
      for (const key of this.entries.keys()) sorted.addAbsent(key)
      this.sorted = sorted
    }
    return this.sorted
  }

  get(key: string): E | undefined {
    return this.entries.get(key)
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  set(key: string, entry: E): void {
    const size = this.entries.size
    this.entries.set(key, entry)
    const sorted = this.sorted
    if (sorted === undefined) return
    if (this.entries.size !== size) sorted.addAbsent(key)
    else sorted.version++
  }

  /** Adds an entry the caller knows is absent (it just looked): one hash write, no size check. */
  setAbsent(key: string, entry: E): void {
    this.entries.set(key, entry)
    this.sorted?.addAbsent(key)
  }

  /** Moves an existing entry to the end of the insertion order (for least-recently-used bookkeeping). */
  touch(key: string, entry: E): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.sorted !== undefined) this.sorted.version++
  }

  /** The first key in insertion order. */
  eldestKey(): string | undefined {
    return this.entries.keys().next().value
  }

  delete(key: string): boolean {
    if (!this.entries.delete(key)) return false
    this.sorted?.remove(key)
    return true
  }

  clear(): void {
    this.entries.clear()
    this.sorted?.clear()
  }

  /** Calls `f` with each entry and its key in insertion order (not key order); `touch` moves an entry to the end. */
  forEach(f: (entry: E, key: string) => void): void {
    this.entries.forEach(f)
  }
}
