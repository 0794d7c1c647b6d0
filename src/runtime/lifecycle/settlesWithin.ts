import type { Clock, Timer } from '../../core/clock.js'

/**
 * Resolves true when `work` settles within `timeout` ms of `clock` (no limit when undefined), false when the time
 * runs out first (rejects when `work` does); `work` goes on either way.
 * @example
 * const stopped = await settlesWithin(thread.shutdown(), 5_000, systemClock)
 */
export const settlesWithin = async (
  work: Promise<unknown>,
  timeout: number | undefined,
  clock: Clock,
): Promise<boolean> => {
  const done = work.then(() => true)
  if (timeout === undefined) return done
  let timer: Timer | undefined
  const expired = new Promise<boolean>((resolve) => {
    timer = clock.setTimeout(() => resolve(false), timeout)
  })
  try {
    return await Promise.race([done, expired])
  } finally {
    timer?.cancel()
  }
}
