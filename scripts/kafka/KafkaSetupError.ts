/**
 * Why the real Kafka broker could not be set up or started. Each `_tag` says what went wrong; the message says
 * what to do about it.
 */
export type KafkaSetupErrorTag =
  /** `java` (17 or newer) or `mvn` is missing: install them. */
  | 'KafkaPrerequisiteMissing'
  /** Maven could not resolve the pinned Kafka jars. */
  | 'KafkaJarsUnresolved'
  /** The broker JVM exited, or did not answer in time; the message ends with the tail of its log. */
  | 'KafkaBrokerStartFailed'
  /** A Kafka tool (storage format, perf tools) exited with an error. */
  | 'KafkaToolFailed'
  /** A bad option was passed to the scripts (for example an unknown broker id or a broker count). */
  | 'KafkaBadOption'

/**
 * A failure of the scripts that start the real Kafka broker (`scripts/kafka/`).
 *
 * @example
 * ```ts
 * try { await startKafkaCluster() } catch (e) { if (e instanceof KafkaSetupError) console.error(e._tag) }
 * ```
 */
export class KafkaSetupError extends Error {
  override readonly name = 'KafkaSetupError'
  /** Retrying the same call may help only when the broker was merely slow to start. */
  readonly retriable: boolean

  constructor(
    readonly _tag: KafkaSetupErrorTag,
    message: string,
    options: { readonly cause?: unknown } = {},
  ) {
    super(message, options)
    this.retriable = _tag === 'KafkaBrokerStartFailed'
  }
}
