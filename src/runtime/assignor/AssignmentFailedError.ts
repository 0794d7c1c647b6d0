import { taggedError } from '../../errors/taggedError.js'

/**
 * The group leader could not compute an assignment (Java's `ASSIGNMENT_ERROR`, or an error code this library does
 * not know): every member stops. The leader's logs say why (often a Java leader's `TaskAssignmentException`).
 * @example
 * new AssignmentFailedError(3)
 * @category errors
 * @since 0.1.0
 */
export class AssignmentFailedError extends taggedError('AssignmentFailed', false) {
  constructor(readonly errorCode: number) {
    super(
      `The group leader sent assignment error code ${errorCode} instead of tasks: its task assignment failed. ` +
        `Check the leader's logs, fix the cause and restart the instances.`,
    )
  }
}
