// Input and expected results for handing the window, session and stream-stream join programs of the internal-topics
// catalogue over between Java and Tributary (test/integration/wire/handover.broker.test.ts): each program's input in
// two parts, the joins' output (latest value per key) and the window and session stores' contents, computed
// directly from the input.
//
// The windowed counts keep their windows only for size + grace (15 ms tumbling, 10 ms hopping, 5 ms sessions), so
// their input spans 5 ms, in non-decreasing time: no record is late and every window is still retained at the end.
import { partitionForKey } from '../../src/kafka/partitioner.js'
import type { CatalogueRecord } from './catalogueHandover.js'

/** The programs handed over, in one application. */
export const windowedPrograms = [
  'windowed-count-tumbling',
  'windowed-count-hopping',
  'session-count',
  'stream-stream-join',
  'stream-stream-outer-join',
] as const

export type WindowedProgram = (typeof windowedPrograms)[number]

/** The keys every program's input uses. */
export const windowedKeys = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'] as const

const key = (i: number): string => windowedKeys[i % windowedKeys.length] ?? 'k0'

/**
 * Part `part` (0 or 1) of `program`'s input from `base` (a multiple of 10). The counts get 12 records at base and
 * base + 1, then 18 at base + 2 to base + 4. The join gets each key's left record and three right ones within
 * 10 ms in part 0, and a right record for every key in part 1, which joins the left one of part 0: the output
 * after the handover needs the join store the other side wrote.
 */
export const windowedInput = (program: WindowedProgram, part: number, base: number): CatalogueRecord[] => {
  if (program === 'stream-stream-outer-join') return outerJoinInput(part, base)
  if (program === 'stream-stream-join')
    return part === 0
      ? [
          ...windowedKeys.map((k, i) => ({
            topic: 'left' as const,
            key: k,
            value: `l0${i}`,
            timestamp: base + i,
          })),
          ...[0, 1, 2].map((i) => ({
            topic: 'right' as const,
            key: key(i),
            value: `r0${i}`,
            timestamp: base + 6 + i,
          })),
        ]
      : windowedKeys.map((k, i) => ({
          topic: 'right' as const,
          key: k,
          value: `r1${i}`,
          timestamp: base + 9 + i,
        }))
  const [count, from] = part === 0 ? [12, 0] : [18, 2]
  return Array.from({ length: count }, (_, i) => ({
    topic: 'input',
    key: key(i * i + part),
    value: 'v',
    timestamp: base + from + Math.floor(i / 6),
  }))
}

/**
 * The outer join's input: part 0 has each key's left record and a right one for k0 and k1 that joins it; the
 * others wait, unjoined, in the join's shared store. Part 1 has a right record for every key 40 ms on (right records
 * only, so each partition's are processed in the order written): the first of a partition moves stream time past the
 * waiting records' window end plus grace, so they are emitted with a null partner, out of the shared store the
 * other side wrote. Kafka Streams emits those at most once a second of wall-clock time, but the first record
 * after a restart always may, and it alone closes them; part 1's own records still wait at the end.
 */
const outerJoinInput = (part: number, base: number): CatalogueRecord[] => {
  const right = (keys: readonly number[], name: string, from: number) =>
    keys.map((i) => ({ topic: 'right' as const, key: key(i), value: `${name}${i}`, timestamp: from + i }))
  const all = windowedKeys.map((_, i) => i)
  return part === 0
    ? [
        ...all.map((i) => ({ topic: 'left' as const, key: key(i), value: `l0${i}`, timestamp: base + i })),
        ...right([0, 1], 'r0', base + 6),
      ]
    : right(all, 'r1', base + 40)
}

/** What a program ends with: a join's output, or one window or session store's entries. */
export type WindowedResult =
  | { readonly _tag: 'output'; readonly output: ReadonlyMap<string, string> }
  | {
      readonly _tag: 'store'
      readonly kind: 'window' | 'session'
      readonly store: string
      /** Entries named `key@start` (windows) or `key@start-end` (sessions), counts as text. */
      readonly entries: ReadonlyMap<string, string>
    }

const countBy = (names: readonly string[]): Map<string, string> => {
  const out = new Map<string, string>()
  for (const n of names) out.set(n, String(Number(out.get(n) ?? 0) + 1))
  return out
}

/** Sessions of one key's record times (sorted): a record within `gap` of a session's end extends it. */
const sessions = (times: readonly number[], gap: number): { start: number; end: number; count: number }[] => {
  const out: { start: number; end: number; count: number }[] = []
  for (const t of times) {
    const last = out.at(-1)
    if (last !== undefined && t - last.end <= gap) Object.assign(last, { end: t, count: last.count + 1 })
    else out.push({ start: t, end: t, count: 1 })
  }
  return out
}

/** The join window (ms either side) and grace of the catalogue's stream-stream joins. */
const JOIN_WINDOW = 10
const OUTER_JOIN_GRACE = 2

/** Whether two records of opposite sides and one key join. */
const joins = (a: CatalogueRecord, b: CatalogueRecord): boolean =>
  a.key === b.key && a.topic !== b.topic && Math.abs(a.timestamp - b.timestamp) <= JOIN_WINDOW

const joinedValue = (a: CatalogueRecord, b: CatalogueRecord | undefined): string => {
  const [left, right] = a.topic === 'left' ? [a.value, b?.value] : [b?.value, a.value]
  return `${left ?? 'null'}+${right ?? 'null'}`
}

/**
 * The outer join's latest output per key: each pair that joins, emitted when its later record comes; each record
 * that joins none, emitted with a null partner once its partition's stream time (the newest record time over both
 * topics, keys placed as the default partitioner places them) is past its time plus the window and the grace, at
 * the first record past it (before what that record joins). No record is late.
 */
const outerJoinOutput = (records: readonly CatalogueRecord[], partitions: number): Map<string, string> => {
  const partitionOf = (k: string) => partitionForKey(Buffer.from(k, 'utf8'), partitions)
  const inTime = [...records].sort((a, b) => a.timestamp - b.timestamp)
  const emitted: { at: number; rank: number; key: string; value: string }[] = []
  inTime.forEach((r, i) => {
    const partners = inTime.filter((o) => joins(o, r))
    for (const o of partners)
      if (inTime.indexOf(o) < i)
        emitted.push({ at: r.timestamp, rank: 1, key: r.key, value: joinedValue(r, o) })
    if (partners.length > 0) return
    const closer = inTime.find(
      (o) =>
        partitionOf(o.key) === partitionOf(r.key) &&
        o.timestamp > r.timestamp + JOIN_WINDOW + OUTER_JOIN_GRACE,
    )
    if (closer !== undefined)
      emitted.push({ at: closer.timestamp, rank: 0, key: r.key, value: joinedValue(r, undefined) })
  })
  emitted.sort((a, b) => a.at - b.at || a.rank - b.rank)
  return new Map(emitted.map((e) => [e.key, e.value]))
}

/**
 * What `program` ends with after all of `records` (in time order) over `partitions` partitions, computed directly.
 */
export const windowedResult = (
  program: WindowedProgram,
  records: readonly CatalogueRecord[],
  partitions: number,
): WindowedResult => {
  switch (program) {
    case 'windowed-count-tumbling':
      return {
        _tag: 'store',
        kind: 'window',
        store: 'tumbling-counts',
        entries: countBy(records.map((r) => `${r.key}@${r.timestamp - (r.timestamp % 10)}`)),
      }
    case 'windowed-count-hopping':
      return {
        _tag: 'store',
        kind: 'window',
        store: 'hopping-counts',
        // windows of 10 ms every 5 ms: the two that start at or before the record and within 10 ms of it
        entries: countBy(
          records.flatMap((r) => {
            const last = r.timestamp - (r.timestamp % 5)
            return [last - 5, last].map((start) => `${r.key}@${start}`)
          }),
        ),
      }
    case 'session-count': {
      const entries = new Map<string, string>()
      for (const k of windowedKeys) {
        const times = records.filter((r) => r.key === k).map((r) => r.timestamp)
        for (const s of sessions(times, 5)) entries.set(`${k}@${s.start}-${s.end}`, String(s.count))
      }
      return { _tag: 'store', kind: 'session', store: 'session-counts', entries }
    }
    case 'stream-stream-join': {
      // each record joins the other side's earlier records of its key within 10 ms; the latest result wins
      const output = new Map<string, string>()
      const seen: CatalogueRecord[] = []
      for (const r of [...records].sort((a, b) => a.timestamp - b.timestamp)) {
        for (const o of seen) if (joins(o, r)) output.set(r.key, joinedValue(r, o))
        seen.push(r)
      }
      return { _tag: 'output', output }
    }
    case 'stream-stream-outer-join':
      return { _tag: 'output', output: outerJoinOutput(records, partitions) }
  }
}
