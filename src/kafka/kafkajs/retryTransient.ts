/**
 * Retries a kafkajs call on the short-lived coordinator states that Java's client retries by itself but kafkajs
 * does not: a transaction still completing its previous commit or abort (`CONCURRENT_TRANSACTIONS`), and a
 * coordinator still loading or just moved. Anything else fails at once, mapped to a `KafkaClientError`.
 * @since 0.1.0
 */
import type { Clock } from '../../core/clock.js'
import { protocolErrorType, toKafkaClientError } from './toKafkaClientError.js'

const transient = new Set([
  'CONCURRENT_TRANSACTIONS',
  'COORDINATOR_LOAD_IN_PROGRESS',
  'GROUP_LOAD_IN_PROGRESS',
  'COORDINATOR_NOT_AVAILABLE',
  'GROUP_COORDINATOR_NOT_AVAILABLE',
  'NOT_COORDINATOR',
  'NOT_COORDINATOR_FOR_GROUP',
])

/**
 * Runs `call`, retrying transient coordinator errors with a growing pause, up to `attempts` tries.
 * @example
 * await retryTransient(clock, 'sending offsets', () => tx.sendOffsets(offsets))
 * @category combinators
 * @since 0.1.0
 */
export const retryTransient = async <A>(
  clock: Clock,
  doing: string,
  call: () => Promise<A>,
  options: { readonly attempts?: number; readonly topic?: string } = {},
): Promise<A> => {
  const attempts = options.attempts ?? 10
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      const type = protocolErrorType(error)
      if (attempt >= attempts || type === undefined || !transient.has(type)) {
        throw toKafkaClientError(error, doing, options.topic)
      }
      await clock.sleep(Math.min(50 * attempt, 500))
    }
  }
}
