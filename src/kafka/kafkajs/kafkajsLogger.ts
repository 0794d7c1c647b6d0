/**
 * Routes kafkajs' log lines to the application's {@link Logger} at mapped levels. kafkajs' levels map one to one,
 * except for lines that describe normal operation, which go to debug:
 * - every failed protocol response (`[Connection] Response ...`): kafkajs logs it as an error even when it retries
 *   or throws it to the caller, and the caller gets a typed error anyway;
 * - a send retried after `CONCURRENT_TRANSACTIONS` (kafkajs logs "Failed to send messages" as an error, then
 *   retries, as Java's producer does);
 * - the warning that bounded retries weaken an idempotent producer: the adapter bounds them on purpose (by
 *   `'retries'`), so that a lost cluster fails a send with a typed error instead of retrying forever;
 * - a normal rebalance: the runner's "The group is rebalancing, re-joining" warning and the group's long
 *   "Consumer has joined the group" line with the whole assignment;
 * - pausing and resuming fetches, which the poll buffer does whenever the application falls behind.
 * @since 0.1.0
 */
import type { logCreator, logLevel as KafkajsLevelType } from 'kafkajs'
import { logLevelRank, type Logger, type LogLevel } from '../../core/Logger.js'
import { logLevel as KafkajsLevel } from './kafkajsModule.js'

/**
 * Least severe kafkajs line the client produces at all (kafkajs skips building the others): `'nothing'` for none.
 * @category Clients
 * @since 0.1.0
 */
export type ClientLogLevel = 'nothing' | 'error' | 'warn' | 'info' | 'debug'

const levelOf = (level: KafkajsLevelType): LogLevel => {
  switch (level) {
    case KafkajsLevel.ERROR:
    case KafkajsLevel.NOTHING:
      return 'error'
    case KafkajsLevel.WARN:
      return 'warn'
    case KafkajsLevel.INFO:
      return 'info'
    case KafkajsLevel.DEBUG:
      return 'debug'
    default: {
      const never: never = level
      return never
    }
  }
}

/** kafkajs' own level for a threshold: the lines it builds and hands to the log creator. */
export const kafkajsLevelOf = (threshold: ClientLogLevel): KafkajsLevelType => {
  switch (threshold) {
    case 'nothing':
      return KafkajsLevel.NOTHING
    case 'error':
      return KafkajsLevel.ERROR
    case 'warn':
      return KafkajsLevel.WARN
    case 'info':
      return KafkajsLevel.INFO
    case 'debug':
      return KafkajsLevel.DEBUG
    default: {
      const never: never = threshold
      return never
    }
  }
}

/**
 * kafkajs' text of `CONCURRENT_TRANSACTIONS` (the previous transaction's markers are still being written): its send
 * logs each retry of it as an error ("Failed to send messages: ..."), though the retry is routine and succeeds.
 */
const CONCURRENT_TRANSACTIONS_TEXT =
  'The producer attempted to update a transaction while another concurrent operation on the same transaction'

/** Lines of normal operation that kafkajs logs above debug. */
const isRoutine = (namespace: string, message: string): boolean =>
  (namespace === 'Connection' && message.startsWith('Response')) ||
  message.includes(CONCURRENT_TRANSACTIONS_TEXT) ||
  message.startsWith('Limiting retries') ||
  message.startsWith('The group is rebalancing, re-joining') ||
  message === 'Consumer has joined the group' ||
  message.startsWith('Pausing fetching from') ||
  message.startsWith('Resuming fetching from')

/** The level a kafkajs line is written at on the application's logger. */
export const mappedLevel = (namespace: string, level: KafkajsLevelType, message: string): LogLevel =>
  isRoutine(namespace, message) ? 'debug' : levelOf(level)

/**
 * A kafkajs `logCreator` that keeps lines at `threshold` or more severe once mapped, and writes them to `logger`
 * with kafkajs' fields and its namespace (`[Runner]`, `[Connection]`, ...) as `namespace`.
 * @example
 * new Kafka({ brokers, logLevel: kafkajsLevelOf('info'), logCreator: kafkajsLogger('info', consoleLogger()) })
 * @category Clients
 * @since 0.1.0
 */
export const kafkajsLogger =
  (threshold: ClientLogLevel, logger: Logger): logCreator =>
  () =>
  ({ namespace, level, log }) => {
    if (threshold === 'nothing') return
    const { message, timestamp: _timestamp, logger: _name, ...fields } = log
    const mapped = mappedLevel(namespace, level, message)
    if (logLevelRank[mapped] < logLevelRank[threshold]) return
    logger[mapped](message, { client: 'kafkajs', namespace, ...fields })
  }
