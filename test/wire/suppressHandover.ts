// Input and expected results for handing the suppress programs of the internal-topics catalogue over between Java
// and Tributary (test/integration/wire/handover.broker.test.ts): each program's input in two parts, and what its
// output topic (latest value per key) and its store end with, computed directly from the input.
//
// What suppress emits depends on each partition's stream time and record order, so the results are computed
// partition by partition (keys placed by Kafka's default partitioner, as the producer places them), each partition's
// records in input order, with the stream time their timestamps reach. The input is written with timestamps from a
// current base (so the broker's retention keeps it) and never goes back in time, so no record is late, and a
// restarted processor's stream time (Kafka Streams does not keep it) catches up with its first record.
import { partitionForKey } from '../../src/kafka/partitioner.js'
import type { CatalogueRecord } from './catalogueHandover.js'
import { windowedKeys } from './windowedHandover.js'

/** The programs handed over. */
export const suppressPrograms = ['suppress-window-close', 'suppress-time-limit'] as const

export type SuppressProgram = (typeof suppressPrograms)[number]

/** suppress-window-close: tumbling windows of 10 ms, 2 ms grace, kept (size + grace) 12 ms by the count store. */
const SIZE = 10
const GRACE = 2
const RETENTION = SIZE + GRACE
/** suppress-time-limit: a key's latest update is emitted 10 ms of stream time after its first buffered one. */
const LIMIT = 10

const record = (key: number, value: string, timestamp: number): CatalogueRecord => ({
  topic: 'input',
  key: windowedKeys[key] ?? 'k0',
  value,
  timestamp,
})

/** `count(i)` records of every key `i` from `from`, one millisecond apart. */
const perKey = (from: number, count: (i: number) => number): CatalogueRecord[] =>
  windowedKeys.flatMap((_, i) => Array.from({ length: count(i) }, (_, j) => record(i, 'v', from + j)))

const inTimeOrder = (records: CatalogueRecord[]): CatalogueRecord[] =>
  records.sort((a, b) => a.timestamp - b.timestamp)

/**
 * Part `part` (0 or 1) of `program`'s input from `base` (a multiple of 10), every key in every step, so every
 * partition's stream time moves alike.
 *
 * suppress-window-close: part 0 fills the windows at base and base + 10 and starts the one at base + 20; its stream
 * time (base + 21) closes the first window only. Part 1 adds to the window at base + 20 (the count goes on from the
 * first side's store), which closes the window at base + 10 (the first side left it in its suppression buffer,
 * emitted now from the restored one), then starts the window at base + 30, which closes the one at base + 20.
 *
 * suppress-time-limit: part 0 writes each key twice (a, then b 12 ms later), part 1 once more (c, 40 ms after a);
 * the first c record of a partition emits the b values the first side still buffered.
 */
export const suppressInput = (program: SuppressProgram, part: number, base: number): CatalogueRecord[] => {
  if (program === 'suppress-time-limit') {
    const at = (letter: string, from: number) =>
      windowedKeys.map((_, i) => record(i, `${letter}${i}`, from + i))
    return part === 0 ? [...at('a', base), ...at('b', base + 12)] : at('c', base + 40)
  }
  return part === 0
    ? inTimeOrder([
        ...perKey(base + 2, (i) => 1 + (i % 3)),
        ...perKey(base + 12, (i) => 1 + ((i + 1) % 3)),
        ...perKey(base + 21, () => 1),
      ])
    : inTimeOrder([...perKey(base + 23, (i) => 1 + (i % 2)), ...perKey(base + 33, () => 1)])
}

/** What a program ends with. */
export interface SuppressResult {
  /** The output's latest value per key (window-close: `key@start` to the count, as text). */
  readonly output: ReadonlyMap<string, string>
  /** The store read back on both sides: the windowed counts (`key@start`, windows still retained) or the table. */
  readonly store: {
    readonly name: string
    readonly kind: 'window' | 'keyValue'
    readonly entries: ReadonlyMap<string, string>
  }
  /**
   * The output keys emitted after the handover with a value from before it: what the first side left in its
   * suppression buffer, which only the restored buffer can emit.
   */
  readonly fromBuffer: readonly string[]
}

interface Buffered {
  /** Buffer time: the window end, or the timestamp of the first update since the key was last emitted. */
  readonly time: number
  readonly value: string
  /** The input part of the latest update. */
  readonly part: number
}

/** One partition's records in order, through the program: what it emits and what its store ends with. */
const runPartition = (
  program: SuppressProgram,
  records: readonly { readonly r: CatalogueRecord; readonly part: number }[],
  result: { output: Map<string, string>; store: Map<string, string>; fromBuffer: string[] },
): void => {
  const windowClose = program === 'suppress-window-close'
  const wait = windowClose ? GRACE : LIMIT
  const buffer = new Map<string, Buffered>()
  const counts = new Map<string, number>()
  let streamTime = Number.MIN_SAFE_INTEGER
  let newestStart = Number.MIN_SAFE_INTEGER
  for (const { r, part } of records) {
    streamTime = Math.max(streamTime, r.timestamp)
    let key = r.key
    let value = r.value
    let time = r.timestamp
    if (windowClose) {
      const start = r.timestamp - (r.timestamp % SIZE)
      if (start + SIZE + GRACE <= streamTime) continue // the window has closed: the count drops the record
      key = `${r.key}@${start}`
      const count = (counts.get(key) ?? 0) + 1
      counts.set(key, count)
      value = String(count)
      time = start + SIZE
      newestStart = Math.max(newestStart, start)
    } else result.store.set(r.key, r.value)
    // a key already buffered keeps its buffer time and takes the new value; then what is due is emitted
    buffer.set(key, { time: buffer.get(key)?.time ?? time, value, part })
    const due = [...buffer]
      .filter(([, b]) => b.time <= streamTime - wait)
      .sort(([, a], [, b]) => a.time - b.time)
    for (const [k, b] of due) {
      result.output.set(k, b.value)
      if (b.part < part) result.fromBuffer.push(k)
      buffer.delete(k)
    }
  }
  // the window store returns the windows that start after its newest window start minus its retention
  for (const [key, count] of counts)
    if (Number(key.slice(key.indexOf('@') + 1)) > newestStart - RETENTION)
      result.store.set(key, String(count))
}

/**
 * What `program` ends with after `parts` (its input in order, part by part; the parts after the first are what
 * the second side processes) over `partitions` partitions, computed directly.
 */
export const suppressResult = (
  program: SuppressProgram,
  parts: readonly (readonly CatalogueRecord[])[],
  partitions: number,
): SuppressResult => {
  const result = {
    output: new Map<string, string>(),
    store: new Map<string, string>(),
    fromBuffer: [] as string[],
  }
  const partitionOf = (key: string) => partitionForKey(Buffer.from(key, 'utf8'), partitions)
  const all = parts.flatMap((records, part) => records.map((r) => ({ r, part })))
  for (let p = 0; p < partitions; p++)
    runPartition(
      program,
      all.filter(({ r }) => partitionOf(r.key) === p),
      result,
    )
  return {
    output: result.output,
    store:
      program === 'suppress-window-close'
        ? { name: 'closing-counts', kind: 'window', entries: result.store }
        : { name: 'source', kind: 'keyValue', entries: result.store },
    fromBuffer: result.fromBuffer,
  }
}
