import type { Clock } from '../../core/clock.js'
import type { TaskLogger } from './TaskLogger.js'
import type { RestoreProgress } from './RestoreProgress.js'

/** How often a long restore reports where it is (Java logs every 2 minutes; restores here are watched live). */
export const RESTORE_LOG_INTERVAL_MS = 10_000

const where = (p: RestoreProgress): string =>
  `store ${p.store} from ${p.topic}-${p.partition} (task ${p.taskId})`

/**
 * The log lines of restoration, for the logger's `info`: each store partition that restored records says so when
 * it ends, and while any restore runs, one line every {@link RESTORE_LOG_INTERVAL_MS} says how far each one got.
 * Restores with nothing to replay stay quiet. Feed it every {@link RestoreProgress}.
 * @example
 * app.restoration$.subscribe(restoreLog(logger, systemClock))
 * @category Running
 * @since 0.1.0
 */
export const restoreLog = (logger: TaskLogger, clock: Clock): ((p: RestoreProgress) => void) => {
  const active = new Map<string, RestoreProgress>()
  let lastLine = clock.now()
  return (p) => {
    if (logger.info === undefined || p.total === 0) return
    const id = `${p.taskId}\u0000${p.store}\u0000${p.partition}`
    if (p._tag === 'RestoreEnded') {
      active.delete(id)
      if (p.restored > 0) logger.info(`Finished restoring ${where(p)}: ${p.restored} records.`)
      return
    }
    active.set(id, p)
    if (clock.now() - lastLine < RESTORE_LOG_INTERVAL_MS) return
    lastLine = clock.now()
    const parts = [...active.values()].map((a) => `${where(a)}: ${a.restored} of ~${a.total}`)
    logger.info(`Restoration in progress for ${parts.length} store partition(s): ${parts.join('; ')}.`)
  }
}
