// Word count with up to three instances, each its own process, on the real broker: scale 1 -> 3 -> 1 while the
// input flows; the final counts equal the reference computed from every line sent.
import { describe, expect, it } from 'vitest'
import { InstanceProcess } from './apps/InstanceProcess.js'
import { instanceTestContext } from './apps/instanceTestContext.js'
import { latestCounts } from './apps/readCountRecords.js'
import { settledAssignment } from './apps/settledAssignment.js'
import { newWordCountRun } from './apps/wordCountRun.js'

const context = instanceTestContext()

const partitions = 6
/** Two subtopologies (split and count) over six partitions each. */
const tasks = 2 * partitions

describe('word count in several processes on the real broker', () => {
  it('scales from 1 to 3 instances and back to 1 while input flows; final counts equal the reference', async () => {
    const started = Date.now()
    const run = await newWordCountRun(context, {
      name: 'scale',
      guarantee: 'at_least_once',
      standbys: 0,
      partitions,
    })
    const feeder = await run.feed()
    const one = InstanceProcess.start(run.settings(1))
    await settledAssignment([one], tasks)
    await feeder.sentAtLeast(feeder.sent.length + 200)

    const two = InstanceProcess.start(run.settings(2))
    const three = InstanceProcess.start(run.settings(3))
    const spread = await settledAssignment([one, two, three], tasks)
    expect(spread.map((s) => s.active.length)).toEqual([4, 4, 4])
    await feeder.sentAtLeast(feeder.sent.length + 200)

    expect(await two.close()).toBe(true)
    expect(await three.close()).toBe(true)
    await settledAssignment([one], tasks)
    await feeder.sentAtLeast(feeder.sent.length + 200)
    const lines = await feeder.stop()

    const { expected, records } = await run.readOutput(lines, 'read_uncommitted')
    expect(latestCounts(records)).toEqual(expected)
    expect(await one.close()).toBe(true)
    console.log(
      `multi-process scale 1 -> 3 -> 1: ${lines.length} lines, ${records.length} output records, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  })
})
