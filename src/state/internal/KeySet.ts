/**
 * A hash set of latin1 keys for large key indexes: open addressing with linear probing over a typed array of
 * 32-bit key hashes beside the keys. A probe compares hashes in one contiguous array and reads a key only when
 * its hash matches, so a lookup touches about two cache lines where a `Set` of a hundred thousand strings walks
 * bucket chains through scattered string objects. Deletes shift later keys back (no tombstones).
 */
export class KeySet {
  private hashes = new Int32Array(MIN_CAPACITY)
  private keys: (string | undefined)[] = new Array<string | undefined>(MIN_CAPACITY).fill(undefined)
  private mask = MIN_CAPACITY - 1
  private count = 0

  /** Number of keys. */
  get size(): number {
    return this.count
  }

  /** Whether `key` is in the set. */
  has(key: string): boolean {
    return this.hashes[this.slotOf(key, hashOf(key))] !== 0
  }

  /** Adds `key`; true when it was not there. */
  add(key: string): boolean {
    const hash = hashOf(key)
    const i = this.slotOf(key, hash)
    if (this.hashes[i] !== 0) return false
    this.hashes[i] = hash
    this.keys[i] = key
    if (++this.count * 2 > this.mask) this.resize((this.mask + 1) * 2)
    return true
  }

  /** Removes `key`; true when it was there. */
  delete(key: string): boolean {
    const i = this.slotOf(key, hashOf(key))
    const { hashes, keys, mask } = this
    if (hashes[i] === 0) return false
    // Backward-shift deletion: move each later key of the run into the hole if its home slot allows it.
    let hole = i
    for (let j = (i + 1) & mask; hashes[j] !== 0; j = (j + 1) & mask) {
      const home = (hashes[j] as number) & mask
      if (((j - home) & mask) >= ((j - hole) & mask)) {
        hashes[hole] = hashes[j] as number
        keys[hole] = keys[j]
        hole = j
      }
    }
    hashes[hole] = 0
    keys[hole] = undefined
    this.count--
    return true
  }

  /** Removes every key. */
  clear(): void {
    this.hashes = new Int32Array(MIN_CAPACITY)
    this.keys = new Array<string | undefined>(MIN_CAPACITY).fill(undefined)
    this.mask = MIN_CAPACITY - 1
    this.count = 0
  }

  /** The slot holding `key`, or the empty slot where it would go. */
  private slotOf(key: string, hash: number): number {
    const { hashes, keys, mask } = this
    let i = hash & mask
    for (let h = hashes[i]; h !== 0 && (h !== hash || keys[i] !== key); h = hashes[i]) i = (i + 1) & mask
    return i
  }

  private resize(capacity: number): void {
    const oldHashes = this.hashes
    const oldKeys = this.keys
    const hashes = new Int32Array(capacity)
    const keys = new Array<string | undefined>(capacity).fill(undefined)
    const mask = capacity - 1
    for (let k = 0; k < oldHashes.length; k++) {
      const hash = oldHashes[k] as number
      if (hash === 0) continue
      let i = hash & mask
      while (hashes[i] !== 0) i = (i + 1) & mask
      hashes[i] = hash
      keys[i] = oldKeys[k]
    }
    this.hashes = hashes
    this.keys = keys
    this.mask = mask
  }
}

const MIN_CAPACITY = 16

/** FNV-1a over the key's code units with a final mix (the low bits pick the slot), never 0 (an empty slot). */
const hashOf = (key: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193)
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash ^= hash >>> 13
  return hash | 0 || 1
}
