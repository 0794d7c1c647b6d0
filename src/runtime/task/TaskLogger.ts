/**
 * Where a task writes the log lines Kafka Streams would write (skipped records, handler decisions). Injected
 * through options; the default writes to `console.warn` / `console.error`.
 * @example
 * const lines: string[] = []
 * const logger: TaskLogger = { warn: (m) => void lines.push(m), error: (m) => void lines.push(m) }
 * @category model
 * @since 0.1.0
 */
export interface TaskLogger {
  warn(message: string): void
  error(message: string): void
  /** Progress worth knowing (restoration); dropped when absent. */
  info?(message: string): void
}

/**
 * The default logger: `console.info`, `console.warn` and `console.error`.
 * @category constructors
 * @since 0.1.0
 */
export const consoleLogger: TaskLogger = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
}
