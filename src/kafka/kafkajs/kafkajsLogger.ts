/**
 * Routes kafkajs' log lines to a quiet sink: warnings and errors by default, one line each on standard error.
 * kafkajs logs every failed protocol response as an error even when it retries or throws it to the caller; those
 * lines (`[Connection] Response ...`) reach the caller as a typed error anyway, so they are demoted to debug. So is
 * kafkajs' warning that bounded retries weaken an idempotent producer: the adapter bounds them on purpose (by
 * `'retries'`), so that a lost cluster fails a send with a typed error instead of retrying forever.
 * @since 0.1.0
 */
import type { logCreator, logLevel as KafkajsLevelType } from 'kafkajs'
import { logLevel as KafkajsLevel } from './kafkajsModule.js'

/** Severity of a client log line, least verbose first. */
export type ClientLogLevel = 'nothing' | 'error' | 'warn' | 'info' | 'debug'

/** One log line from the client. */
export interface ClientLogEntry {
  readonly level: Exclude<ClientLogLevel, 'nothing'>
  readonly message: string
  readonly extra: Readonly<Record<string, unknown>>
}

/** Where client log lines go. */
export type ClientLogSink = (entry: ClientLogEntry) => void

const rank: Readonly<Record<ClientLogLevel, number>> = { nothing: 0, error: 1, warn: 2, info: 3, debug: 4 }

const levelOf = (level: KafkajsLevelType): ClientLogEntry['level'] => {
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

/** The default sink: one line on standard error. */
export const stderrSink: ClientLogSink = ({ level, message, extra }) => {
  process.stderr.write(`[tributary kafkajs ${level}] ${message} ${JSON.stringify(extra)}\n`)
}

/**
 * A kafkajs `logCreator` that keeps lines at `threshold` or more severe and hands them to `sink`.
 * @example
 * new Kafka({ brokers, logCreator: kafkajsLogger('warn', stderrSink) })
 * @category constructors
 * @since 0.1.0
 */
export const kafkajsLogger =
  (threshold: ClientLogLevel, sink: ClientLogSink): logCreator =>
  () =>
  ({ namespace, level, log }) => {
    const { message, ...extra } = log
    const expected =
      (namespace === 'Connection' && message.startsWith('Response')) || message.startsWith('Limiting retries')
    const demoted = expected ? 'debug' : levelOf(level)
    if (rank[demoted] <= rank[threshold]) sink({ level: demoted, message, extra })
  }
