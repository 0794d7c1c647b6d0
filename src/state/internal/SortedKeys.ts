/**
 * An ordered set of latin1 keys (see `Bytes.key`): a list of sorted leaves of at most {@link LEAF_MAX} keys, found
 * by binary search over the leaves and then within one. Insert and delete move at most one leaf's worth of
 * references, so the set stays fast at millions of keys, and ordered scans are array walks.
 * `version` changes on every insert and delete, so cursors know when to seek again.
 */
export class SortedKeys {
  private leaves: string[][] = []
  private count = 0
  /** Keys added by {@link SortedKeys.add} but not yet placed in the leaves: placed in bulk on the next read. */
  private added: string[] = []
  /** Bumped on every change; cursors compare it to know whether their cached position is still valid. */
  version = 0

  /** Number of keys. */
  get size(): number {
    this.place()
    return this.count
  }

  /**
   * Adds `key` (no-op if present), deferring the ordered placement to the next read: a run of writes with no
   * scan in between costs one sort instead of one ordered insert per key; a key already placed costs one binary
   * search and no deferral. The version moves either way (cursors re-read the rows they cached). The deferred
   * list is bounded by the set's size, so repeated writes of the same keys cannot grow it without limit.
   */
  add(key: string): void {
    this.version++
    if (this.placedHas(key)) return
    this.added.push(key)
    if (this.added.length > Math.max(1024, this.count)) this.place()
  }

  /**
   * Adds a key the caller knows is neither in the set nor waiting to be placed (a map that mirrors the set knows
   * this): deferred like {@link SortedKeys.add}, with no bound, so a run of writes never sorts before a read.
   */
  addAbsent(key: string): void {
    this.added.push(key)
    this.version++
  }

  /** Whether `key` is among the placed keys (a binary search; the deferred keys are not looked at). */
  private placedHas(key: string): boolean {
    const leaf = this.leaves[this.leafFor(key)]
    return leaf !== undefined && leaf[lowerBound(leaf, key)] === key
  }

  /** Adds `key` (no-op if present). */
  insert(key: string): void {
    this.place()
    const leaves = this.leaves
    if (leaves.length === 0) {
      leaves.push([key])
      this.count = 1
      this.version++
      return
    }
    let li = this.leafFor(key)
    if (li === leaves.length) li--
    const leaf = leaves[li] as string[]
    const i = lowerBound(leaf, key)
    if (leaf[i] === key) return
    leaf.splice(i, 0, key)
    this.count++
    this.version++
    if (leaf.length > LEAF_MAX) leaves.splice(li + 1, 0, leaf.splice(LEAF_MAX >> 1))
  }

  /** Removes `key` (no-op if absent). */
  remove(key: string): void {
    this.place()
    const li = this.leafFor(key)
    const leaf = this.leaves[li]
    if (leaf === undefined) return
    const i = lowerBound(leaf, key)
    if (leaf[i] !== key) return
    leaf.splice(i, 1)
    if (leaf.length === 0) this.leaves.splice(li, 1)
    this.count--
    this.version++
  }

  /** Removes every key. */
  clear(): void {
    this.added = []
    this.leaves = []
    this.count = 0
    this.version++
  }

  /** The position of the smallest key `>= key` (`> key` when `exclusive`), or `undefined`. */
  ceiling(key: string | undefined, exclusive: boolean): KeySlot | undefined {
    this.place()
    if (this.count === 0) return undefined
    if (key === undefined) return { leaf: 0, index: 0 }
    const li = this.leafFor(key)
    const leaf = this.leaves[li]
    if (leaf === undefined) return undefined
    let i = lowerBound(leaf, key)
    if (exclusive && leaf[i] === key) i++
    return this.normalizeForward(li, i)
  }

  /** The position of the largest key `<= key` (`< key` when `exclusive`), or `undefined`. */
  floor(key: string | undefined, exclusive: boolean): KeySlot | undefined {
    this.place()
    if (this.count === 0) return undefined
    if (key === undefined) {
      const li = this.leaves.length - 1
      return { leaf: li, index: (this.leaves[li] as string[]).length - 1 }
    }
    const li = Math.min(this.leafFor(key), this.leaves.length - 1)
    const leaf = this.leaves[li] as string[]
    let i = lowerBound(leaf, key)
    if (!(leaf[i] === key && !exclusive)) i--
    if (i >= 0) return { leaf: li, index: i }
    if (li === 0) return undefined
    const prev = this.leaves[li - 1] as string[]
    return { leaf: li - 1, index: prev.length - 1 }
  }

  /** The key at `position` (valid only while `version` is unchanged). */
  keyAt(position: KeySlot): string | undefined {
    return this.leaves[position.leaf]?.[position.index]
  }

  /** The position after `position`, or `undefined` at the end. */
  next(position: KeySlot): KeySlot | undefined {
    return this.normalizeForward(position.leaf, position.index + 1)
  }

  /** The position before `position`, or `undefined` at the start. */
  previous(position: KeySlot): KeySlot | undefined {
    if (position.index > 0) return { leaf: position.leaf, index: position.index - 1 }
    if (position.leaf === 0) return undefined
    const prev = this.leaves[position.leaf - 1] as string[]
    return { leaf: position.leaf - 1, index: prev.length - 1 }
  }

  /** Every key in order (for tests and snapshots). */
  *keys(): IterableIterator<string> {
    this.place()
    for (const leaf of this.leaves) yield* leaf
  }

  /**
   * Places the deferred keys: one by one when they are few next to the set, else by sorting them and merging
   * with the leaves in one pass (a few hundred moved references per key either way).
   */
  private place(): void {
    const added = this.added
    if (added.length === 0) return
    this.added = []
    const version = this.version
    if (added.length * (LEAF_MAX >> 1) < this.count) {
      for (const key of added) this.insert(key)
    } else {
      const fresh = added.sort()
      const merged = mergeSorted(this.leaves.flat(), fresh)
      this.leaves = []
      for (let i = 0; i < merged.length; i += LEAF_MAX >> 1)
        this.leaves.push(merged.slice(i, i + (LEAF_MAX >> 1)))
      this.count = merged.length
    }
    this.version = version
  }

  private normalizeForward(li: number, i: number): KeySlot | undefined {
    const leaf = this.leaves[li]
    if (leaf === undefined) return undefined
    if (i < leaf.length) return { leaf: li, index: i }
    return li + 1 < this.leaves.length ? { leaf: li + 1, index: 0 } : undefined
  }

  /** Index of the first leaf whose last key is `>= key` (may be `leaves.length`). */
  private leafFor(key: string): number {
    const leaves = this.leaves
    let lo = 0
    let hi = leaves.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const leaf = leaves[mid] as string[]
      if ((leaf[leaf.length - 1] as string) < key) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

/** A place in a {@link SortedKeys}: leaf number and index in the leaf. */
export interface KeySlot {
  readonly leaf: number
  readonly index: number
}

/** Largest leaf before it splits in two. */
export const LEAF_MAX = 512

/** Merges two sorted lists into one sorted list without duplicates (`a` has none; `b` may). */
const mergeSorted = (a: readonly string[], b: readonly string[]): string[] => {
  const out: string[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    const x = a[i]
    const y = b[j]
    let next: string
    if (y === undefined || (x !== undefined && x <= y)) {
      next = x as string
      i++
      if (x === y) j++
    } else {
      next = y
      j++
    }
    if (out.length === 0 || out[out.length - 1] !== next) out.push(next)
  }
  return out
}

const lowerBound = (leaf: readonly string[], key: string): number => {
  let lo = 0
  let hi = leaf.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((leaf[mid] as string) < key) lo = mid + 1
    else hi = mid
  }
  return lo
}
