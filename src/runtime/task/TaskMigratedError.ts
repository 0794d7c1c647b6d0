import { taggedError } from '../../errors/taggedError.js'
import { isKafkaClientError, type KafkaClientErrorTag } from '../../kafka/KafkaClientError.js'

/** Client errors that say this thread no longer owns its tasks (Java turns each into a `TaskMigratedException`). */
const migrationTags: ReadonlySet<KafkaClientErrorTag> = new Set<KafkaClientErrorTag>([
  'ProducerFenced',
  'CommitFailed',
  'RebalanceInProgress',
])

/**
 * The thread's tasks may be owned by someone else now: its producer was fenced (a newer producer with the same
 * transactional id, or an epoch bump), or a commit was refused because the group moved to a new generation
 * (rebalance in progress, unknown member, illegal generation). Not a failure of the application: the thread closes
 * its tasks dirty (uncommitted writes dropped), rejoins the group and keeps processing.
 * @example
 * const migrated = TaskMigratedError.from(error) // undefined for any other error
 * migrated?._tag // 'TaskMigrated'
 * @category Errors
 * @since 0.1.0
 */
export class TaskMigratedError extends taggedError('TaskMigrated', true) {
  constructor(cause: unknown) {
    super(
      `The stream thread's tasks may have migrated to another member (${
        cause instanceof Error ? cause.message : String(cause)
      }); its tasks are closed without committing and it rejoins the group.`,
      { cause },
    )
  }

  /** `error` as a task migration when it is one (fencing, a commit refused by a newer generation), else undefined. */
  static from(error: unknown): TaskMigratedError | undefined {
    if (error instanceof TaskMigratedError) return error
    return isKafkaClientError(error) && migrationTags.has(error._tag)
      ? new TaskMigratedError(error)
      : undefined
  }
}
