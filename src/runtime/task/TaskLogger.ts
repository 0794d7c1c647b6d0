import type { Logger } from '../../core/Logger.js'

/**
 * The part of a {@link Logger} the runtime's tasks and threads write to (skipped records, handler decisions,
 * restoration, outages): any `Logger` is one.
 * @example
 * const lines: string[] = []
 * const logger: TaskLogger = { warn: (m) => void lines.push(m), error: (m) => void lines.push(m) }
 * @category Running
 * @since 0.1.0
 */
export type TaskLogger = Pick<Logger, 'warn' | 'error'> & Partial<Pick<Logger, 'info'>>
