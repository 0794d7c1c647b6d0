import { pickBest } from './pickBest.js'

/**
 * Spreads items over bins in proportion to their capacity, keeping items where they were: the one balanced and
 * sticky placement rule, used for tasks over instances and for an instance's tasks over its threads.
 * @since 0.1.0
 */

/**
 * A place items go to: an instance (capacity = its thread count) or a thread (capacity 1).
 * @category Running
 * @since 0.1.0
 */
export interface Bin {
  readonly id: string
  readonly capacity: number
  /** Items this bin held before; each item should be previous in one bin at most. */
  readonly previous: ReadonlySet<string>
  /** Items already placed in the bin that cannot move (0 by default); its quota is at least this many. */
  readonly held?: number
  /** The order in which the bin keeps its previous items when it has no room for them all (default: item order). */
  readonly keepOrder?: (previous: readonly string[]) => readonly string[]
}

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * How many items each bin gets: `items * capacity / total capacity`, rounded down, the rest going one each to the
 * bins holding more than their rounded-down share already (see `held`), then those with the largest remainder, then
 * the most previous items (stickiness), then the smallest id.
 * @example
 * binQuotas(['a', 'b', 'c'], [{ id: 'x', capacity: 1, previous: new Set() }, { id: 'y', capacity: 2, previous: new Set() }])
 * // Map { 'y' => 2, 'x' => 1 }
 * @category Running
 * @since 0.1.0
 */
export const binQuotas = (items: readonly string[], bins: readonly Bin[]): Map<string, number> => {
  const total = bins.reduce((sum, b) => sum + b.capacity, 0)
  const n = items.length
  const ranked = bins
    .map((bin) => {
      const base = Math.floor((n * bin.capacity) / total)
      return {
        bin,
        base,
        overHeld: (bin.held ?? 0) > base ? 1 : 0,
        remainder: (n * bin.capacity) % total,
        previous: items.filter((item) => bin.previous.has(item)).length,
      }
    })
    .sort(
      (a, b) =>
        b.overHeld - a.overHeld ||
        b.remainder - a.remainder ||
        b.previous - a.previous ||
        compareIds(a.bin.id, b.bin.id),
    )
  let left = n - ranked.reduce((sum, r) => sum + r.base, 0)
  const result = new Map<string, number>()
  for (const r of ranked) {
    const extra = left > 0 ? 1 : 0
    left -= extra
    result.set(r.bin.id, r.base + extra)
  }
  return result
}

/**
 * Places every item in exactly one bin. Each bin receives its quota (see above), so bins of equal capacity differ by
 * at most one item. An item stays in its previous bin while that bin has room; every other item goes to the bin with
 * room that `preference` ranks highest (fresher state, say), then the least filled, then the smallest id.
 * Deterministic: the same input gives the same output.
 * @example
 * fillBins(['0_0', '0_1'], [{ id: 'a', capacity: 1, previous: new Set(['0_1']) }, { id: 'b', capacity: 1, previous: new Set() }])
 * // Map { 'a' => ['0_1'], 'b' => ['0_0'] }
 * @category Running
 * @since 0.1.0
 */
export const fillBins = (
  items: readonly string[],
  unsortedBins: readonly Bin[],
  preference: (binId: string, item: string) => number = () => 0,
): Map<string, string[]> => {
  const bins = [...unsortedBins].sort((a, b) => compareIds(a.id, b.id))
  const placed = new Map<string, string[]>(bins.map((b) => [b.id, []]))
  if (bins.length === 0) return placed
  const quota = binQuotas(items, bins)
  const room = (bin: Bin): boolean => (placed.get(bin.id)?.length ?? 0) < (quota.get(bin.id) ?? 0)
  const kept = new Set<string>()
  for (const bin of bins) {
    const previous = items.filter((item) => bins.find((b) => b.previous.has(item)) === bin)
    for (const item of bin.keepOrder?.(previous) ?? previous) {
      if (!room(bin)) break
      placed.get(bin.id)?.push(item)
      kept.add(item)
    }
  }
  const rest = items.filter((item) => !kept.has(item))
  for (const item of rest) {
    const best = pickBest(bins.filter(room), (bin) => [
      preference(bin.id, item),
      -(placed.get(bin.id)?.length ?? 0) / bin.capacity,
    ])
    if (best !== undefined) placed.get(best.id)?.push(item)
  }
  const order = new Map(items.map((item, i) => [item, i]))
  for (const list of placed.values()) list.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
  return placed
}
