// Standby takeover with instances as separate processes on the real broker: two instances, one standby replica
// each; kill -9 one, and the other becomes active for its tasks from its warm standby stores, restoring only the
// few records its standbys had not applied yet. Prints the restored records and the takeover time.
import { describe, expect, it } from 'vitest'
import { InstanceProcess, type Snapshot } from './apps/InstanceProcess.js'
import { instanceTestContext } from './apps/instanceTestContext.js'
import { latestCounts } from './apps/readCountRecords.js'
import { settledAssignment } from './apps/settledAssignment.js'
import { newWordCountRun } from './apps/wordCountRun.js'

const context = instanceTestContext()

const partitions = 4
const tasks = 2 * partitions
/** Records in each changelog partition before the kill. */
const changelogRecords = 1000
/** The count tasks (subtopology 1) hold the store; only they get standbys. */
const stateful = (ids: readonly string[]): string[] => ids.filter((id) => id.startsWith('1_'))

/** Each instance keeps a standby of every stateful task active on the other. */
const standbysInPlace = ([a, b]: readonly Snapshot[]): boolean =>
  a !== undefined &&
  b !== undefined &&
  stateful(a.active).join() === [...b.standby].sort().join() &&
  stateful(b.active).join() === [...a.standby].sort().join()

describe('standby replicas in several processes on the real broker', () => {
  it('kill -9 of an active instance: the standby host takes over with little restore', async () => {
    const run = await newWordCountRun(context, {
      name: 'standby',
      guarantee: 'exactly_once_v2',
      standbys: 1,
      partitions,
    })
    const instances = [InstanceProcess.start(run.settings(1)), InstanceProcess.start(run.settings(2))]
    const before = await settledAssignment(instances, tasks, standbysInPlace)
    // the victim is an instance with active store partitions (the assignor may give them all to one)
    const v = stateful(before[0]?.active ?? []).length > 0 ? 0 : 1
    const [victim, survivor] = [instances[v], instances[1 - v]]
    const moved = stateful(before[v]?.active ?? [])
    if (victim === undefined || survivor === undefined) throw new Error('Two instances were started.')
    expect(moved.length).toBeGreaterThan(0)
    const feeder = await run.feed()
    const admin = context.kafka.admin()
    await admin.connect()
    const changelogEnds = () => admin.listOffsets(run.changelog, 'read_committed')
    // input keeps flowing; the kill comes once every changelog partition holds a good history
    while ((await changelogEnds()).some((o) => o.latest < changelogRecords))
      await feeder.sentAtLeast(feeder.sent.length + 20)

    const from = survivor.reports.length
    const killedAt = Date.now()
    await victim.kill()
    const after = await settledAssignment([survivor], tasks)
    const takeoverMs = Date.now() - killedAt
    expect(after[0]?.active).toHaveLength(tasks)

    const ends = await changelogEnds()
    await admin.disconnect()
    const movedPartitions = new Set(moved.map((id) => Number(id.slice(2))))
    const changelogSize = ends
      .filter((o) => movedPartitions.has(o.partition))
      .reduce((sum, o) => sum + o.latest, 0)
    const restores = survivor.reports.slice(from).flatMap((r) => (r._tag === 'Restored' ? [r] : []))
    const movedRestores = restores.filter((r) => moved.includes(r.taskId))
    expect(movedRestores.map((r) => r.taskId).sort()).toEqual(moved)
    const restored = movedRestores.reduce((sum, r) => sum + r.restored, 0)

    const lines = await feeder.stop()
    const { expected, records } = await run.readOutput(lines, 'read_committed')
    expect(latestCounts(records)).toEqual(expected)
    expect(await survivor.close()).toBe(true)
    console.log(
      `multi-process standby takeover: ${moved.length} store partitions moved, ${restored} records restored ` +
        `of ${changelogSize} in their changelogs; kill to all tasks running on the survivor ` +
        `${(takeoverMs / 1000).toFixed(1)} s (session.timeout.ms 6000)`,
    )
    expect(changelogSize).toBeGreaterThanOrEqual(moved.length * changelogRecords)
    expect(restored).toBeLessThan(changelogSize / 10)
  })
})
