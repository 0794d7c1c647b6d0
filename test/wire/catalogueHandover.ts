// Input and expected results for handing the key-value programs of the internal-topics catalogue over between Java
// and Tributary (test/integration/wire/handover.broker.test.ts): each program's input in two parts, and what its
// output topic (latest value per key) and its stores end with, computed directly from the input.

/** The programs handed over: those whose internal topics Java and Tributary write byte for byte. */
export const handedOverPrograms = [
  'foreign-key-join',
  'count',
  'count-repartitioned',
  'aggregate',
  'reduce',
  'table-table-join',
  'versioned-table-join',
] as const

export type HandedOverProgram = (typeof handedOverPrograms)[number]

/** One input record, on the program's topic `topic` (input, left or right). */
export interface CatalogueRecord {
  readonly topic: 'input' | 'left' | 'right'
  readonly key: string
  readonly value: string
  readonly timestamp: number
}

/** What a program ends with: its output's latest value per key, and each store's entries (values as text). */
export interface CatalogueResult {
  readonly output: ReadonlyMap<string, string>
  /** Stores read back on both sides; the versioned store is not, as Java's key-value query cannot read it. */
  readonly stores: Readonly<Record<string, ReadonlyMap<string, string>>>
  /** The output's values are longs (the counts), else strings. */
  readonly longs: boolean
}

const keys = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5']

/**
 * Part `part` (0 or 1) of `program`'s input, timestamps from `base`. Table sides come before the stream side
 * within a part, earlier in time, so a stream record always finds the table version it joins.
 */
export const catalogueInput = (program: HandedOverProgram, part: number, base: number): CatalogueRecord[] => {
  const t0 = base + part * 10_000
  switch (program) {
    case 'count':
    case 'count-repartitioned':
    case 'aggregate':
    case 'reduce':
      return Array.from({ length: 30 - part * 6 }, (_, i) => ({
        topic: 'input',
        key: keys[(i * 5 + part) % keys.length] ?? 'k0',
        value: ['x', 'y', 'z', 'w'][(i * 3 + part) % 4] ?? 'x',
        timestamp: t0 + i,
      }))
    case 'table-table-join':
    case 'versioned-table-join':
      return [
        ...keys.map((key, i) => ({ topic: 'right' as const, key, value: `r${part}${i}`, timestamp: t0 + i })),
        ...Array.from({ length: 12 }, (_, i) => ({
          topic: 'left' as const,
          key: keys[(i * 5 + part) % keys.length] ?? 'k0',
          value: `l${part}${i}`,
          timestamp: t0 + 100 + i,
        })),
      ]
    case 'foreign-key-join':
      return [
        { topic: 'right', key: 'a', value: `ra${part}`, timestamp: t0 },
        { topic: 'right', key: 'b', value: `rb${part}`, timestamp: t0 + 1 },
        ...Array.from({ length: 12 }, (_, i) => ({
          topic: 'left' as const,
          key: keys[(i * 5 + part) % keys.length] ?? 'k0',
          value: `l${part}${i % 4}`,
          timestamp: t0 + 100 + i,
        })),
      ]
  }
}

const latest = (records: readonly CatalogueRecord[], topic: CatalogueRecord['topic']): Map<string, string> =>
  new Map(records.filter((r) => r.topic === topic).map((r) => [r.key, r.value]))

const folded = (
  records: readonly CatalogueRecord[],
  keyOf: (r: CatalogueRecord) => string,
  step: (agg: string | undefined, r: CatalogueRecord) => string,
): Map<string, string> => {
  const out = new Map<string, string>()
  for (const r of records) out.set(keyOf(r), step(out.get(keyOf(r)), r))
  return out
}

/** The catalogue's foreign-key extractor: left values ending in 1 or 3 name right key a, the others b. */
const foreignKey = (v: string): string => (v.endsWith('1') || v.endsWith('3') ? 'a' : 'b')

/** What `program` ends with after all of `records`, computed directly. */
export const catalogueResult = (
  program: HandedOverProgram,
  records: readonly CatalogueRecord[],
): CatalogueResult => {
  const counted = (keyOf: (r: CatalogueRecord) => string) =>
    folded(records, keyOf, (n) => String(Number(n ?? 0) + 1))
  const concat = folded(
    records,
    (r) => r.key,
    (agg, r) => (agg ?? '') + r.value,
  )
  switch (program) {
    case 'count': {
      const counts = counted((r) => r.key)
      return { output: counts, stores: { counts }, longs: true }
    }
    case 'count-repartitioned': {
      const counts = counted((r) => r.value)
      return { output: counts, stores: { 'value-counts': counts }, longs: true }
    }
    case 'aggregate':
      return { output: concat, stores: { concat }, longs: false }
    case 'reduce':
      return { output: concat, stores: { reduced: concat }, longs: false }
    case 'table-table-join':
    case 'foreign-key-join': {
      const [left, right] = [latest(records, 'left'), latest(records, 'right')]
      const fk = program === 'foreign-key-join'
      const joined = new Map<string, string>()
      for (const [key, l] of left) {
        const r = right.get(fk ? foreignKey(l) : key)
        if (r !== undefined) joined.set(key, `${l}+${r}`)
      }
      const stores = fk
        ? { 'fk-left': left, 'fk-right': right, 'fk-joined': joined }
        : { 'left-table': left, 'right-table': right, 'joined-table': joined }
      return { output: joined, stores, longs: false }
    }
    case 'versioned-table-join': {
      // each left record joins the right version of its time: the latest right record before it in the input
      const right = new Map<string, string>()
      const output = new Map<string, string>()
      for (const r of records) {
        if (r.topic === 'right') right.set(r.key, r.value)
        else {
          const v = right.get(r.key)
          if (v !== undefined) output.set(r.key, `${r.value}+${v}`)
        }
      }
      return { output, stores: {}, longs: false }
    }
  }
}
