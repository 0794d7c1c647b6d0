import { StreamsError } from './StreamsError.js'

/**
 * Build-time mistakes in a topology, as Kafka Streams' `TopologyException`: one subclass per kind of mistake, each
 * naming the node, store, topic or config key at fault and saying what to change. Never retryable.
 * @since 0.1.0
 */

/**
 * Base class of every build-time topology error; switch on `_tag`.
 * @example
 * try { new StreamsBuilder().build() } catch (e) { e instanceof TopologyError && e._tag === 'NoSource' }
 * @category Errors
 * @since 0.1.0
 */
export abstract class TopologyError extends StreamsError {
  abstract override readonly _tag: TopologyErrorTag
  readonly retryable = false

  constructor(
    message: string,
    /** The processor, store, topic or config key the mistake is about. */
    readonly node: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * Every kind of topology mistake.
 * @category Errors
 */
export type TopologyErrorTag =
  | 'DuplicateProcessorName'
  | 'DuplicateStoreName'
  | 'UnknownNode'
  | 'UnknownStore'
  | 'NoSource'
  | 'SinkWithoutTopic'
  | 'TopicAlreadyRegistered'
  | 'OverlappingSourceTopics'
  | 'ConflictingOffsetReset'
  | 'CoPartitionViolation'
  | 'MissingSerde'
  | 'InvalidOptimizationConfig'
  | 'InvalidTopology'

/**
 * Two processors (or sources, sinks) got the same name.
 * @category Errors
 * @since 0.1.0
 */
export class DuplicateProcessorNameError extends TopologyError {
  readonly _tag = 'DuplicateProcessorName' as const
}

/**
 * Two state stores got the same name.
 * @category Errors
 * @since 0.1.0
 */
export class DuplicateStoreNameError extends TopologyError {
  readonly _tag = 'DuplicateStoreName' as const
}

/**
 * A node refers to a predecessor that does not exist.
 * @category Errors
 * @since 0.1.0
 */
export class UnknownNodeError extends TopologyError {
  readonly _tag = 'UnknownNode' as const
}

/**
 * A processor refers to a state store that was never added.
 * @category Errors
 * @since 0.1.0
 */
export class UnknownStoreError extends TopologyError {
  readonly _tag = 'UnknownStore' as const
}

/**
 * The topology has no source: nothing would ever be read.
 * @category Errors
 * @since 0.1.0
 */
export class NoSourceError extends TopologyError {
  readonly _tag = 'NoSource' as const
}

/**
 * A sink has no topic (an empty name).
 * @category Errors
 * @since 0.1.0
 */
export class SinkWithoutTopicError extends TopologyError {
  readonly _tag = 'SinkWithoutTopic' as const
}

/**
 * Two sources read the same topic.
 * @category Errors
 * @since 0.1.0
 */
export class TopicAlreadyRegisteredError extends TopologyError {
  readonly _tag = 'TopicAlreadyRegistered' as const
}

/**
 * Two stream sources read overlapping but unequal topic sets.
 * @category Errors
 * @since 0.1.0
 */
export class OverlappingSourceTopicsError extends TopologyError {
  readonly _tag = 'OverlappingSourceTopics' as const
}

/**
 * Two sources read the same topics (or pattern) with different `auto.offset.reset` policies (one may be unset),
 * which one consumer subscription cannot honour; Java's "Can't configure different offset reset policies on the
 * same input topic(s)".
 * @category Errors
 * @since 0.1.0
 */
export class ConflictingOffsetResetError extends TopologyError {
  readonly _tag = 'ConflictingOffsetReset' as const
}

/**
 * Joined inputs whose partition counts are known to differ.
 * @category Errors
 * @since 0.1.0
 */
export class CoPartitionViolationError extends TopologyError {
  readonly _tag = 'CoPartitionViolation' as const
}

/**
 * A repartition topic or store needs a serde and none is given or configured.
 * @category Errors
 * @since 0.1.0
 */
export class MissingSerdeError extends TopologyError {
  readonly _tag = 'MissingSerde' as const
}

/**
 * `topology.optimization` holds an unknown rule or an invalid mix.
 * @category Errors
 * @since 0.1.0
 */
export class InvalidOptimizationConfigError extends TopologyError {
  readonly _tag = 'InvalidOptimizationConfig' as const
}

/**
 * A combination of operators Kafka Streams rejects.
 * @category Errors
 * @since 0.1.0
 */
export class InvalidTopologyError extends TopologyError {
  readonly _tag = 'InvalidTopology' as const
}
