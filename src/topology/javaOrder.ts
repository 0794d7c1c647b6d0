/**
 * Java collection orders that `TopologyDescription.toString()` exposes, reproduced so that our text equals
 * Kafka Streams' text: the iteration order of a `java.util.HashSet<String>` and the in-order walk of a
 * `java.util.TreeSet` whose comparator reads values that change after insertion (a red-black tree keeps the
 * position an element got when it was inserted).
 * @since 0.1.0
 */

/** Java's `String.hashCode()`: `s[0]*31^(n-1) + ... + s[n-1]` in 32-bit arithmetic over UTF-16 code units. */
export const javaStringHash = (s: string): number => {
  let h = 0
  for (let i = 0; i < s.length; i++) {
    h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0
  }
  return h
}

/** `HashMap.hash`: spreads the high bits into the low ones. */
const spread = (h: number): number => h ^ (h >>> 16)

/** Table capacity of a `HashMap` grown from the default 16 with load factor 0.75 after `size` insertions. */
const capacityFor = (size: number): number => {
  let capacity = 16
  while (size > capacity * 0.75) capacity *= 2
  return capacity
}

/**
 * The iteration order of a `java.util.HashSet<String>` filled in the given order (duplicates dropped).
 * Buckets come in index order; inside a bucket, insertion order survives resizes.
 * @example
 * javaHashSetOrder(['b', 'a']) // ['a', 'b']
 * @category Building topologies
 * @since 0.1.0
 */
export const javaHashSetOrder = (items: Iterable<string>): string[] => {
  const unique = [...new Set(items)]
  const mask = capacityFor(unique.length) - 1
  return unique
    .map((item, index) => ({ item, index, bucket: spread(javaStringHash(item)) & mask }))
    .sort((a, b) => a.bucket - b.bucket || a.index - b.index)
    .map((e) => e.item)
}

/** Java's `Set.toString()` of a `HashSet<String>`: `[a, b]`, `[]` when empty. */
export const javaSetString = (items: Iterable<string>): string => `[${javaHashSetOrder(items).join(', ')}]`

interface TreeNode<T> {
  readonly value: T
  left: TreeNode<T> | null
  right: TreeNode<T> | null
  parent: TreeNode<T> | null
  red: boolean
}

/**
 * A `java.util.TreeSet` with the same red-black insertion as `java.util.TreeMap`, so that elements whose sort keys
 * change after insertion end up where Java leaves them. Elements comparing equal (0) are not added twice.
 * @example
 * const s = new JavaTreeSet<number>((a, b) => a - b); s.add(2); s.add(1); [...s] // [1, 2]
 * @category Building topologies
 * @since 0.1.0
 */
export class JavaTreeSet<T> implements Iterable<T> {
  private root: TreeNode<T> | null = null
  private count = 0

  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** Number of elements. */
  get size(): number {
    return this.count
  }

  /** Adds an element; returns false when an equal element is already present. */
  add(value: T): boolean {
    if (this.root === null) {
      this.root = { value, left: null, right: null, parent: null, red: false }
      this.count = 1
      return true
    }
    let parent: TreeNode<T> = this.root
    for (;;) {
      const c = this.compare(value, parent.value)
      if (c === 0) return false
      const next: TreeNode<T> | null = c < 0 ? parent.left : parent.right
      if (next === null) {
        const node: TreeNode<T> = { value, left: null, right: null, parent, red: true }
        if (c < 0) parent.left = node
        else parent.right = node
        this.fixAfterInsertion(node)
        this.count++
        return true
      }
      parent = next
    }
  }

  *[Symbol.iterator](): Iterator<T> {
    const stack: TreeNode<T>[] = []
    let node = this.root
    while (node !== null || stack.length > 0) {
      while (node !== null) {
        stack.push(node)
        node = node.left
      }
      const top = stack.pop() as TreeNode<T>
      yield top.value
      node = top.right
    }
  }

  private rotateLeft(p: TreeNode<T>): void {
    const r = p.right as TreeNode<T>
    p.right = r.left
    if (r.left !== null) r.left.parent = p
    r.parent = p.parent
    if (p.parent === null) this.root = r
    else if (p.parent.left === p) p.parent.left = r
    else p.parent.right = r
    r.left = p
    p.parent = r
  }

  private rotateRight(p: TreeNode<T>): void {
    const l = p.left as TreeNode<T>
    p.left = l.right
    if (l.right !== null) l.right.parent = p
    l.parent = p.parent
    if (p.parent === null) this.root = l
    else if (p.parent.right === p) p.parent.right = l
    else p.parent.left = l
    l.right = p
    p.parent = l
  }

  private fixAfterInsertion(inserted: TreeNode<T>): void {
    let x = inserted
    while (x.parent !== null && x.parent.red && x !== this.root) {
      const parent: TreeNode<T> = x.parent
      const grand = parent.parent as TreeNode<T>
      const parentIsLeft = grand.left === parent
      const uncle = parentIsLeft ? grand.right : grand.left
      if (uncle !== null && uncle.red) {
        parent.red = false
        uncle.red = false
        grand.red = true
        x = grand
        continue
      }
      if (parentIsLeft && x === parent.right) {
        x = parent
        this.rotateLeft(x)
      } else if (!parentIsLeft && x === parent.left) {
        x = parent
        this.rotateRight(x)
      }
      const p2 = x.parent as TreeNode<T>
      const g2 = p2.parent as TreeNode<T>
      p2.red = false
      g2.red = true
      if (parentIsLeft) this.rotateRight(g2)
      else this.rotateLeft(g2)
    }
    if (this.root !== null) this.root.red = false
  }
}
