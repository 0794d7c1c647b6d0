/**
 * Retries a client call on the short-lived coordinator states that Java's client retries by itself: a transaction
 * still completing its previous commit or abort (`CONCURRENT_TRANSACTIONS`, retried after
 * {@link CONCURRENT_TRANSACTIONS_BACKOFF_MS} as Java's producer does), and a coordinator still loading or just
 * moved (a growing pause). Each retry is reported to `onRetry` (the adapters log it at debug: a retry that then
 * succeeds is routine, never an error). Anything else fails at once, mapped to a `KafkaClientError` by the adapter.
 * @since 0.1.0
 */
import type { Clock } from '../core/clock.js'
import type { KafkaClientError } from './KafkaClientError.js'

/** Java's producer retries `CONCURRENT_TRANSACTIONS` after 20 ms, not after `retry.backoff.ms`. */
export const CONCURRENT_TRANSACTIONS_BACKOFF_MS = 20

/**
 * Tries of a call failing with `CONCURRENT_TRANSACTIONS` (about 10 s of 20 ms pauses: the broker is writing the
 * previous transaction's markers, which takes as long as it takes).
 */
const CONCURRENT_TRANSACTIONS_ATTEMPTS = 500

const transient = new Set([
  'CONCURRENT_TRANSACTIONS',
  'COORDINATOR_LOAD_IN_PROGRESS',
  'GROUP_LOAD_IN_PROGRESS',
  'COORDINATOR_NOT_AVAILABLE',
  'GROUP_COORDINATOR_NOT_AVAILABLE',
  'NOT_COORDINATOR',
  'NOT_COORDINATOR_FOR_GROUP',
])

/** How an adapter reads its client's errors: the protocol error name inside one, and the mapping to ours. */
export interface ClientErrors {
  readonly protocolError: (error: unknown) => string | undefined
  readonly toClientError: (error: unknown, doing: string, topic?: string) => KafkaClientError
}

/** What a retry of {@link retryTransient} is told: the protocol error, the attempt that failed and the pause. */
export interface TransientRetry {
  readonly doing: string
  readonly error: string
  readonly attempt: number
  readonly delayMs: number
}

/** Options of {@link retryTransient}. */
export interface RetryTransientOptions {
  /** Tries of a coordinator state (not `CONCURRENT_TRANSACTIONS`); default 10. */
  readonly attempts?: number
  readonly topic?: string
  /** Told of each retry before its pause (for a debug log line). */
  readonly onRetry?: (retry: TransientRetry) => void
}

/**
 * Runs `call`, retrying transient coordinator errors, up to `attempts` tries (coordinator states) or about 10 s
 * (`CONCURRENT_TRANSACTIONS`).
 * @example
 * await retryTransient(clock, errors, 'sending offsets', () => tx.sendOffsets(offsets))
 * @category Clients
 * @since 0.1.0
 */
export const retryTransient = async <A>(
  clock: Clock,
  errors: ClientErrors,
  doing: string,
  call: () => Promise<A>,
  options: RetryTransientOptions = {},
): Promise<A> => {
  const attempts = options.attempts ?? 10
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      const type = errors.protocolError(error)
      const concurrent = type === 'CONCURRENT_TRANSACTIONS'
      const limit = concurrent ? CONCURRENT_TRANSACTIONS_ATTEMPTS : attempts
      if (attempt >= limit || type === undefined || !transient.has(type))
        throw errors.toClientError(error, doing, options.topic)
      const delayMs = concurrent ? CONCURRENT_TRANSACTIONS_BACKOFF_MS : Math.min(50 * attempt, 500)
      options.onRetry?.({ doing, error: type, attempt, delayMs })
      await clock.sleep(delayMs)
    }
  }
}
