// Waits until a set of instances agree on an assignment: every one RUNNING with active tasks, each task active
// on exactly one of them.
import { setTimeout as sleep } from 'node:timers/promises'
import type { InstanceProcess, Snapshot } from './InstanceProcess.js'

/**
 * Resolves with each instance's snapshot once all `instances` report RUNNING and their active tasks are `tasks`
 * distinct tasks, every instance holding some, and `also(snapshots)` holds; checks again every 200 ms, throws after
 * `timeoutMs`.
 */
export const settledAssignment = async (
  instances: readonly InstanceProcess[],
  tasks: number,
  also: (snapshots: readonly Snapshot[]) => boolean = () => true,
  timeoutMs = 90_000,
): Promise<Snapshot[]> => {
  const deadline = Date.now() + timeoutMs
  let last: Snapshot[] = []
  while (Date.now() < deadline) {
    if (instances.every((i) => i.state() === 'RUNNING')) {
      last = await Promise.all(instances.map((i) => i.snapshot()))
      const active = last.flatMap((s) => s.active)
      const settled =
        instances.every((i) => i.state() === 'RUNNING') &&
        last.every((s) => s.active.length > 0) &&
        active.length === tasks &&
        new Set(active).size === tasks &&
        also(last)
      if (settled) return last
    }
    await sleep(200)
  }
  throw new Error(
    `No settled assignment of ${tasks} tasks within ${timeoutMs} ms: states ${instances.map((i) => i.state()).join(', ')}, ` +
      `active ${last.map((s) => s.active.join(' ')).join(' | ')}`,
  )
}
