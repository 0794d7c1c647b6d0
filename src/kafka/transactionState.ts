/**
 * The error a producer gives for a transactional call out of order (Java's `IllegalStateException`), the same from
 * every adapter of a real cluster.
 * @since 0.1.0
 */
import { KafkaClientError } from './KafkaClientError.js'

/**
 * `InvalidTransactionState` naming the producer, what it was asked, and the order of calls that works.
 * @example
 * throw transactionState('app-producer', 'commitTransaction without an open transaction')
 * @category Clients
 * @since 0.1.0
 */
export const transactionState = (
  clientId: string,
  what: string,
): KafkaClientError<'InvalidTransactionState'> =>
  new KafkaClientError(
    'InvalidTransactionState',
    `Producer '${clientId}': ${what}. Call initTransactions once, then beginTransaction, sends, and commitTransaction or abortTransaction.`,
  )

/**
 * The producer's transactional id.
 * @throws KafkaClientError `InvalidTransactionState` when it has none.
 * @example
 * requireTransactionalId({ clientId: 'p', transactionalId: 'tx' }) // 'tx'
 * @category Clients
 * @since 0.1.0
 */
export const requireTransactionalId = (options: {
  readonly clientId: string
  readonly transactionalId?: string
}): string => {
  const id = options.transactionalId
  if (id === undefined)
    throw transactionState(options.clientId, 'transactions need a transactionalId in the producer options')
  return id
}
