// Input and expected results for handing the window, session and stream-stream join programs of the internal-topics
// catalogue over between Java and Tributary (test/integration/wire/handover.broker.test.ts): each program's input in
// two parts, the join's output (latest value per key) and the window and session stores' contents, computed
// directly from the input.
//
// The windowed counts keep their windows only for size + grace (15 ms tumbling, 10 ms hopping, 5 ms sessions), so
// their input spans 5 ms, in non-decreasing time: no record is late and every window is still retained at the end.
import type { CatalogueRecord } from './catalogueHandover.js'

/** The programs handed over, in one application. */
export const windowedPrograms = [
  'windowed-count-tumbling',
  'windowed-count-hopping',
  'session-count',
  'stream-stream-join',
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

/** What a program ends with: the join's output, or one window or session store's entries. */
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

/** What `program` ends with after all of `records` (in time order), computed directly. */
export const windowedResult = (
  program: WindowedProgram,
  records: readonly CatalogueRecord[],
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
        for (const o of seen)
          if (o.key === r.key && o.topic !== r.topic && Math.abs(o.timestamp - r.timestamp) <= 10)
            output.set(r.key, r.topic === 'left' ? `${r.value}+${o.value}` : `${o.value}+${r.value}`)
        seen.push(r)
      }
      return { _tag: 'output', output }
    }
  }
}
