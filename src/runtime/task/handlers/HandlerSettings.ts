import type { TaskLogger } from '../TaskLogger.js'

/**
 * What the built-in handlers are configured with: the logger and, when `errors.deadletterqueue.topic.name` is set,
 * the dead-letter topic.
 * @example
 * const settings: HandlerSettings = { logger: consoleLogger(), deadLetterQueueTopic: undefined }
 * @category Running
 * @since 0.1.0
 */
export interface HandlerSettings {
  readonly logger: TaskLogger
  readonly deadLetterQueueTopic: string | undefined
}
