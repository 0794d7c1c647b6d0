import type { Clock } from '../../core/clock.js'

/**
 * Resolves true when `work` settles within `timeout` ms of `clock` (no limit when undefined), false when the time
 * runs out first; `work` goes on either way.
 * @example
 * const stopped = await settlesWithin(thread.shutdown(), 5_000, systemClock)
 */
export const settlesWithin = (
  work: Promise<unknown>,
  timeout: number | undefined,
  clock: Clock,
): Promise<boolean> =>
  timeout === undefined
    ? work.then(() => true)
    : new Promise<boolean>((resolve, reject) => {
        const timer = clock.setTimeout(() => resolve(false), timeout)
        work.then(
          () => {
            timer.cancel()
            resolve(true)
          },
          (error: unknown) => {
            timer.cancel()
            reject(error)
          },
        )
      })
