/**
 * The item whose key is largest, comparing keys element by element; the first such item on ties; undefined when
 * there are no items.
 * @example
 * pickBest(['a', 'bb', 'cc'], (s) => [s.length]) // 'bb'
 * @category Running
 * @since 0.1.0
 */
export const pickBest = <A>(items: Iterable<A>, key: (item: A) => readonly number[]): A | undefined => {
  let best: A | undefined
  let bestKey: readonly number[] = []
  let found = false
  for (const item of items) {
    const k = key(item)
    if (!found || compareKeys(k, bestKey) > 0) {
      best = item
      bestKey = k
      found = true
    }
  }
  return best
}

const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}
