// Run by retainedHeap.test.ts as `node --import tsx --expose-gc retainedHeapChild.ts <queries> [kind]`: runs <queries>
// queries of each kind on the query workload and prints, as one JSON line, the heap each kind retained after GC.
import { heapAfterGc, startQueryLoad } from '../../../bench/queryLoad.js'

const queries = Number(process.argv[2] ?? 5000)
/** Only the kinds whose name contains this (all when not given). */
const only = process.argv[3] ?? ''
const WARM_UP = 1000

const load = await startQueryLoad('retained-heap')
const retained: Record<string, number> = {}
try {
  const measured = [...load.queries].filter(([kind]) => kind.includes(only))
  // warm-up rounds over every kind first, so that compiled code (not retained objects) settles before measuring
  for (let i = 0; i < WARM_UP; i++)
    for (const [kind, query] of measured)
      if ((await query(i)) < 1) throw new Error(`${kind} found no rows for query ${i}`)
  for (const [kind, query] of measured) {
    const before = await heapAfterGc()
    for (let i = 0; i < queries; i++) await query(i)
    retained[kind] = (await heapAfterGc()) - before
  }
} finally {
  await load.close()
}
console.log(JSON.stringify(retained))
