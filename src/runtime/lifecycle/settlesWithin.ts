import type { Clock, Timer } from '../../core/clock.js'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'

/**
 * Checks a `timeout` argument of {@link settlesWithin}'s callers: undefined (no limit) or a number of ms >= 0.
 * @throws InvalidArgumentError otherwise
 */
export const checkTimeout = (timeout: number | undefined): void => {
  if (timeout !== undefined && !(timeout >= 0))
    throw new InvalidArgumentError(
      `The timeout must be a number of ms >= 0, got ${String(timeout)}.`,
      'timeout',
    )
}

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
  // as Java's wait of zero ms: only work already settled counts (a timer of 0 ms could fire after a fast shutdown)
  if (timeout === 0) return Promise.race([done, Promise.resolve().then(() => false)])
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
