/** A small deterministic generator (mulberry32), standing in for `java.util.Random` where Kafka feeds random input. */
export const seededRandom = (seed: number): { readonly nextInt: (bound: number) => number } => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { nextInt: (bound) => Math.floor(next() * bound) }
}

/** Java's `Collections.shuffle(list, random)`: from the last index down, swap with an index drawn below it. */
export const javaShuffle = <T>(list: T[], random: { readonly nextInt: (bound: number) => number }): void => {
  for (let i = list.length; i > 1; i--) {
    const j = random.nextInt(i)
    const held = list[i - 1] as T
    list[i - 1] = list[j] as T
    list[j] = held
  }
}
