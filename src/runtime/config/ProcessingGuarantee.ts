/**
 * `processing.guarantee`: Kafka Streams 4's two values (`exactly_once` and `exactly_once_beta` were removed in 4.0).
 * @example
 * const guarantee: ProcessingGuarantee = ProcessingGuarantee.EXACTLY_ONCE_V2
 * @category Configuration
 * @since 0.1.0
 */
export type ProcessingGuarantee = 'at_least_once' | 'exactly_once_v2'

/**
 * The values of {@link ProcessingGuarantee} by Java's constant names.
 * @example
 * ProcessingGuarantee.AT_LEAST_ONCE // 'at_least_once'
 * @category Configuration
 * @since 0.1.0
 */
export const ProcessingGuarantee = {
  AT_LEAST_ONCE: 'at_least_once',
  EXACTLY_ONCE_V2: 'exactly_once_v2',
} as const satisfies Record<string, ProcessingGuarantee>
