/**
 * The error code an assignment carries to every member (Java's `AssignorError`, same numbers).
 * @since 0.1.0
 */

/**
 * Assignment error codes.
 * @example
 * AssignorErrorCode.SHUTDOWN_REQUESTED // 4
 * @category model
 * @since 0.1.0
 */
export const AssignorErrorCode = {
  /** A normal assignment. */
  NONE: 0,
  /** A source topic does not exist: every member shuts down with a missing-source-topic error. */
  INCOMPLETE_SOURCE_TOPIC_METADATA: 1,
  /** Sent by Kafka Streams before 2.x during version probing; no longer used, but still read. */
  VERSION_PROBING: 2,
  /** The leader's task assignment failed: every member shuts down. */
  ASSIGNMENT_ERROR: 3,
  /** A member asked the whole application to shut down (KIP-671): every member shuts down. */
  SHUTDOWN_REQUESTED: 4,
} as const

/**
 * One of {@link AssignorErrorCode}'s values.
 * @category model
 * @since 0.1.0
 */
export type AssignorErrorCode = (typeof AssignorErrorCode)[keyof typeof AssignorErrorCode]
