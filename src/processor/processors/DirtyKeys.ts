/** Java's `HashMap` defaults: 16 buckets at first, doubled when more than 3/4 full. */
const INITIAL_CAPACITY = 16
const LOAD_FACTOR = 0.75
/** A bucket reaching this many keys makes a table under {@link MIN_TREEIFY_CAPACITY} buckets double instead. */
const TREEIFY_THRESHOLD = 8
const MIN_TREEIFY_CAPACITY = 64

/** Java's `Arrays.hashCode(byte[])` (what `Bytes.hashCode` is), spread as `HashMap.hash` spreads it. */
const spreadHash = (bytes: Buffer): number => {
  let h = 1
  for (const b of bytes) h = (Math.imul(31, h) + ((b << 24) >> 24)) | 0
  return h ^ (h >>> 16)
}

interface Dirty {
  readonly bytes: Buffer
  readonly hash: number
  readonly seq: number
}

/**
 * The keys a buffer changed since its last flush, iterated in the order Kafka Streams' `HashSet<Bytes>` of dirty
 * keys iterates them (bucket by bucket, each bucket in insertion order; the table grows as Java's does and keeps
 * its size when cleared), so the changelog records a flush writes come in Java's order. Not reproduced: the order
 * inside a bucket Java turned into a tree (9 colliding keys in a table of 64 buckets or more).
 * @example
 * const dirty = new DirtyKeys(); dirty.add(key); dirty.drain((k) => log(k))
 * @category Building topologies
 * @since 0.1.0
 */
export class DirtyKeys {
  private readonly keys = new Map<string, Dirty>()
  private capacity = INITIAL_CAPACITY
  private seq = 0

  get size(): number {
    return this.keys.size
  }

  /** Adds a key (a key already there keeps its place). */
  add(bytes: Buffer): void {
    const id = bytes.toString('latin1')
    if (this.keys.has(id)) return
    const hash = spreadHash(bytes)
    let inBucket = 0
    for (const k of this.keys.values()) if (this.bucket(k.hash) === this.bucket(hash)) inBucket++
    this.keys.set(id, { bytes, hash, seq: this.seq++ })
    if (inBucket + 1 > TREEIFY_THRESHOLD && this.capacity < MIN_TREEIFY_CAPACITY) this.capacity *= 2
    if (this.keys.size > this.capacity * LOAD_FACTOR) this.capacity *= 2
  }

  /** Hands every key to `f` in Java's iteration order, then empties the set. */
  drain(f: (bytes: Buffer) => void): void {
    const ordered = [...this.keys.values()].sort(
      (a, b) => this.bucket(a.hash) - this.bucket(b.hash) || a.seq - b.seq,
    )
    this.keys.clear()
    for (const k of ordered) f(k.bytes)
  }

  private bucket(hash: number): number {
    return hash & (this.capacity - 1)
  }
}
