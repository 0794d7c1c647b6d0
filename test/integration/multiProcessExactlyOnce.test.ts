// Exactly-once with instances as separate processes on the real broker: kill -9 an instance during processing,
// again and again, restarting it each time on its state directory. The output read with read_committed holds, for
// every word, exactly the counts 1, 2, ..., n (no duplicate, no missing update), and every store partition equals
// its changelog.
import { describe, expect, it } from 'vitest'
import { InstanceProcess } from './apps/InstanceProcess.js'
import { countSequences, latestCounts, readCountRecords } from './apps/readCountRecords.js'
import { instanceTestContext } from './apps/instanceTestContext.js'
import { settledAssignment } from './apps/settledAssignment.js'
import { newWordCountRun } from './apps/wordCountRun.js'

const context = instanceTestContext()

const partitions = 4
const tasks = 2 * partitions
const kills = 5

describe('exactly-once in several processes on the real broker', () => {
  it('survives kill -9 of an instance during processing, five times: no duplicate, no missing update', async () => {
    const started = Date.now()
    const run = await newWordCountRun(context, {
      name: 'eos',
      guarantee: 'exactly_once_v2',
      standbys: 0,
      partitions,
    })
    const feeder = await run.feed()
    const instances = [InstanceProcess.start(run.settings(1)), InstanceProcess.start(run.settings(2))]
    await settledAssignment(instances, tasks)
    const takeovers: number[] = []
    for (let k = 0; k < kills; k++) {
      await feeder.sentAtLeast(feeder.sent.length + 100)
      const victim = k % 2
      const killedAt = Date.now()
      await instances[victim]?.kill()
      instances[victim] = InstanceProcess.start(run.settings(victim + 1))
      await settledAssignment(instances, tasks)
      takeovers.push(Date.now() - killedAt)
    }
    const lines = await feeder.stop()

    const { expected, records } = await run.readOutput(lines, 'read_committed')
    const sequences = countSequences(records)
    for (const [word, n] of expected) {
      expect({ word, counts: sequences.get(word) }).toEqual({
        word,
        counts: Array.from({ length: n }, (_, i) => i + 1),
      })
    }
    expect(sequences.size).toBe(expected.size)

    const changelog = await readCountRecords(context.kafka, {
      topic: run.changelog,
      partitions,
      isolationLevel: 'read_committed',
      expected,
    })
    const snapshots = await Promise.all(instances.map((i) => i.snapshot()))
    const stores = snapshots.flatMap((s) => s.stores)
    expect(stores.map((s) => s.partition).sort()).toEqual([0, 1, 2, 3])
    for (const store of stores) {
      const fromChangelog = latestCounts(changelog.filter((r) => r.partition === store.partition))
      expect(new Map(store.rows)).toEqual(fromChangelog)
    }
    expect(await Promise.all(instances.map((i) => i.close()))).toEqual([true, true])
    console.log(
      `multi-process exactly-once, ${kills} kills: ${lines.length} lines, ${records.length} committed output ` +
        `records; kill to settled assignment ${takeovers.map((t) => (t / 1000).toFixed(1)).join(', ')} s; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  })
})
