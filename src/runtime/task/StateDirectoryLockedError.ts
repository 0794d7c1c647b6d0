import { taggedError } from '../../errors/taggedError.js'

/**
 * `cleanUp()` found store directories of the application that another live client or process still holds open, so
 * it deleted nothing. Close that client (or process), then clean up again.
 * @example
 * e instanceof StateDirectoryLockedError && e.lockedStores // ['/tmp/kafka-streams/app/0_1/counts']
 * @category Errors
 * @since 0.1.0
 */
export class StateDirectoryLockedError extends taggedError('StateDirectoryLocked', true) {
  constructor(
    readonly directory: string,
    readonly lockedStores: readonly string[],
  ) {
    super(
      `Cannot clean up the state directory '${directory}': ${lockedStores.length} store(s) are open in another ` +
        `client or process (${lockedStores.join(', ')}). Close that client first; nothing was deleted.`,
    )
  }
}
