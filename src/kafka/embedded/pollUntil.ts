/**
 * The waiting half of `poll(timeoutMs)` for both embedded consumers: read; if nothing came, wait on the clock
 * for records, an interruption or the deadline; repeat. `before` runs at the top of each turn (the group
 * consumer joins there) and may end the poll early by returning false.
 * @since 0.1.0
 */
import { keepProcessAlive, type Clock } from '../../core/clock.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type { ConsumerRecord } from '../ports.js'
import type { Fetcher } from './Fetcher.js'

/** Reads up to `maxPollRecords`; resolves at once when records are there, else when some arrive or at the deadline. */
export const pollUntil = async (
  fetcher: Fetcher,
  clock: Clock,
  timeoutMs: number,
  before: (deadline: number) => Promise<boolean>,
): Promise<ConsumerRecord[]> => {
  if (typeof timeoutMs !== 'number' || !(timeoutMs >= 0)) {
    throw new KafkaClientError(
      'InvalidConfiguration',
      `poll(timeoutMs) needs a non-negative number, got ${timeoutMs}.`,
    )
  }
  const deadline = clock.now() + timeoutMs
  // the clock's timers do not hold the process open; while a poll waits, this handle does, so a program whose only
  // work is `await consumer.poll(...)` gets its answer instead of Node exiting (code 13) under the pending await
  const alive = keepProcessAlive()
  try {
    for (;;) {
      if (!(await before(deadline))) return []
      const records = fetcher.fetch()
      if (records.length > 0 || clock.now() >= deadline) return records
      await fetcher.waitForData(clock, deadline)
    }
  } finally {
    alive.cancel()
  }
}
