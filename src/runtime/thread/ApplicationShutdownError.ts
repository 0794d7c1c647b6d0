import { taggedError } from '../../errors/taggedError.js'

/**
 * An instance of the application asked every instance to shut down (Kafka Streams' `SHUTDOWN_APPLICATION`);
 * this instance's threads stop with this error.
 * @example
 * e instanceof ApplicationShutdownError && e.applicationId // 'word-count'
 * @category Errors
 * @since 0.1.0
 */
export class ApplicationShutdownError extends taggedError('ApplicationShutdown', false) {
  constructor(readonly applicationId: string) {
    super(
      `An instance of application ${applicationId} requested the shutdown of the whole application; this ` +
        `instance stopped. Fix the cause reported by that instance, then start the instances again.`,
    )
  }
}
