/**
 * The one logger the library writes to: its own lines (skipped records, handler decisions, restoration, outages)
 * and the client libraries' lines, each at one of five levels with a message and structured fields.
 * @since 0.1.0
 */

/**
 * Severity of a log line, most verbose first.
 * @category Running
 * @since 0.1.0
 */
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error'

/**
 * Structured context of a log line (client id, group, topic, partition, ...).
 * @category Running
 * @since 0.1.0
 */
export type LogFields = Readonly<Record<string, unknown>>

/**
 * Where log lines go: one method per level, each taking a message and, when there is context, its fields.
 * `console` fits as it is (see {@link consoleLogger}); pino takes the fields first, so a pino logger fits
 * through a one-line adapter per level.
 * @example
 * const pinoLogger = pino()
 * const logger: Logger = {
 *   trace: (message, fields) => pinoLogger.trace(fields ?? {}, message),
 *   debug: (message, fields) => pinoLogger.debug(fields ?? {}, message),
 *   info: (message, fields) => pinoLogger.info(fields ?? {}, message),
 *   warn: (message, fields) => pinoLogger.warn(fields ?? {}, message),
 *   error: (message, fields) => pinoLogger.error(fields ?? {}, message),
 * }
 * @category Running
 * @since 0.1.0
 */
export interface Logger {
  trace(message: string, fields?: LogFields): void
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

/** Rank of each level: a line is kept when its rank is at least the threshold's. */
export const logLevelRank: Readonly<Record<LogLevel, number>> = {
  trace: 0,
  debug: 1,
  info: 2,
  warn: 3,
  error: 4,
}

const drop = (): void => undefined

/**
 * A {@link Logger} on `console`, keeping lines at `level` or more severe (default `'info'`): trace and debug go to
 * `console.debug` (`console.trace` would print a stack), info to `console.info`, warn to `console.warn`, error to
 * `console.error`; fields, when given, follow the message as one object.
 * @example
 * const app = new KafkaStreams(topology, config, supplier, { logger: consoleLogger('warn') })
 * @category Running
 * @since 0.1.0
 */
export const consoleLogger = (level: LogLevel = 'info'): Logger => {
  const kept =
    (line: LogLevel, write: (...data: unknown[]) => void) =>
    (message: string, fields?: LogFields): void => {
      if (logLevelRank[line] < logLevelRank[level]) return
      if (fields === undefined) write(message)
      else write(message, fields)
    }
  return {
    trace: kept('trace', (...data) => console.debug(...data)),
    debug: kept('debug', (...data) => console.debug(...data)),
    info: kept('info', (...data) => console.info(...data)),
    warn: kept('warn', (...data) => console.warn(...data)),
    error: kept('error', (...data) => console.error(...data)),
  }
}

/**
 * A {@link Logger} that drops every line.
 * @example
 * const app = new KafkaStreams(topology, config, supplier, { logger: silentLogger })
 * @category Running
 * @since 0.1.0
 */
export const silentLogger: Logger = { trace: drop, debug: drop, info: drop, warn: drop, error: drop }

/** One level of `logger` as a method that keeps `this`, or a drop when the logger lacks that level. */
const levelOf = (logger: Partial<Logger>, level: LogLevel): Logger[LogLevel] => {
  if (logger[level] === undefined) return drop
  return (message, fields) => {
    if (fields === undefined) logger[level]?.(message)
    else logger[level]?.(message, fields)
  }
}

/**
 * A full {@link Logger} from one that has only some levels (such as `{ warn, error }`): the levels it lacks are
 * dropped. Calls keep `this` (a pino logger's methods need it).
 * @example
 * const logger = completeLogger({ warn: (m) => lines.push(m), error: (m) => lines.push(m) })
 * @category Running
 * @since 0.1.0
 */
export const completeLogger = (logger: Partial<Logger>): Logger => ({
  trace: levelOf(logger, 'trace'),
  debug: levelOf(logger, 'debug'),
  info: levelOf(logger, 'info'),
  warn: levelOf(logger, 'warn'),
  error: levelOf(logger, 'error'),
})
