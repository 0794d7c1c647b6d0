import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/core/clock.js'
import type { RestoreProgress } from '../../../src/runtime/task/RestoreProgress.js'
import { RESTORE_LOG_INTERVAL_MS, restoreLog } from '../../../src/runtime/task/restoreLog.js'

const progress = (tag: RestoreProgress['_tag'], restored: number, total = 1000): RestoreProgress => ({
  _tag: tag,
  taskId: '0_1',
  store: 'counts',
  topic: 'app-counts-changelog',
  partition: 1,
  restored,
  total,
})

describe('restoreLog', () => {
  it('logs progress at most once per interval and the end of each restore that replayed records', () => {
    const clock = new ManualClock(0)
    const lines: string[] = []
    const log = restoreLog(
      { warn: () => undefined, error: () => undefined, info: (m) => lines.push(m) },
      clock,
    )
    log(progress('RestoreStarted', 0))
    log(progress('RestoreBatch', 100))
    expect(lines).toEqual([])
    clock.advance(RESTORE_LOG_INTERVAL_MS)
    log(progress('RestoreBatch', 500))
    log(progress('RestoreBatch', 600))
    log(progress('RestoreEnded', 1000))
    expect(lines).toEqual([
      'Restoration in progress for 1 store partition(s): store counts from app-counts-changelog-1 (task 0_1): 500 of ~1000.',
      'Finished restoring store counts from app-counts-changelog-1 (task 0_1): 1000 records.',
    ])
  })

  it('stays quiet for restores with nothing to replay and for loggers without info', () => {
    const clock = new ManualClock(0)
    const lines: string[] = []
    const log = restoreLog(
      { warn: (m) => lines.push(m), error: (m) => lines.push(m), info: (m) => lines.push(m) },
      clock,
    )
    log(progress('RestoreStarted', 0, 0))
    log(progress('RestoreEnded', 0, 0))
    const silent = restoreLog({ warn: (m) => lines.push(m), error: (m) => lines.push(m) }, clock)
    silent(progress('RestoreEnded', 1000))
    expect(lines).toEqual([])
  })
})
