/**
 * Turns anything kafkajs throws into a {@link KafkaClientError}, keeping the original as `cause`, so no kafkajs
 * error type crosses the port.
 * @since 0.1.0
 */
import { KafkaClientError, isKafkaClientError, type KafkaClientErrorTag } from '../KafkaClientError.js'
import { tagByProtocolType, tlsCertificateCode } from '../protocolErrorTags.js'

/** What a broker that drops a connection at once usually means. */
const protocolHint =
  " (a listener that closes the connection at once usually speaks another 'security.protocol': PLAINTEXT " +
  'reached a TLS listener, or TLS a PLAINTEXT one; check the port and the setting)'

/** kafkajs error class names (`name` field) that mean the cluster could not be reached. */
const unreachable = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSBrokerNotFound',
  'KafkaJSNoBrokerAvailableError',
  'KafkaJSGroupCoordinatorNotFound',
  'KafkaJSMetadataNotLoaded',
])
const timedOut = new Set(['KafkaJSRequestTimeoutError', 'KafkaJSTimeout', 'KafkaJSLockTimeout'])

interface KafkajsLikeError {
  readonly name?: unknown
  readonly message?: unknown
  readonly type?: unknown
  readonly retriable?: unknown
  readonly cause?: unknown
  readonly errors?: unknown
}

const asRecord = (e: unknown): KafkajsLikeError => (typeof e === 'object' && e !== null ? e : {})

/** The innermost error of a retry wrapper (kafkajs wraps the last failure of a retry loop). */
const innermost = (e: unknown): unknown => {
  let current = e
  for (let depth = 0; depth < 8; depth++) {
    const r = asRecord(current)
    if (r.name !== 'KafkaJSNumberOfRetriesExceeded' && r.name !== 'KafkaJSNonRetriableError') return current
    if (r.cause === undefined || r.cause === current) return current
    current = r.cause
  }
  return current
}

/** The tag for one kafkajs error, or undefined when it has none of ours. */
const tagOf = (e: unknown): KafkaClientErrorTag | undefined => {
  const r = asRecord(e)
  if (r.name === 'KafkaJSSASLAuthenticationError') return 'SaslAuthenticationFailed'
  const code = (r as { readonly code?: unknown }).code
  if (typeof code === 'string' && tlsCertificateCode.test(code)) return 'SslAuthenticationFailed'
  if (typeof r.type === 'string') {
    const byType = tagByProtocolType[r.type]
    if (byType !== undefined) return byType
  }
  if (typeof r.message === 'string' && /Unknown error code 90\b/.test(r.message)) return 'ProducerFenced'
  if (typeof r.name === 'string' && unreachable.has(r.name)) return 'BrokerNotAvailable'
  if (typeof r.name === 'string' && timedOut.has(r.name)) return 'Timeout'
  if (Array.isArray(r.errors)) {
    const tags = r.errors.map(tagOf)
    const first = tags[0]
    if (first !== undefined && tags.every((t) => t === first)) return first
  }
  return undefined
}

const detail = (e: unknown): string => {
  const r = asRecord(e)
  const message = typeof r.message === 'string' ? r.message : String(e)
  const dropped =
    /Connection closed|Closed connection|ECONNRESET|socket disconnected before secure TLS|socket hang up/i.test(
      message,
    )
  return (typeof r.type === 'string' ? `${message} (${r.type})` : message) + (dropped ? protocolHint : '')
}

/**
 * Maps a thrown value from kafkajs to a {@link KafkaClientError}; `doing` says what the client was doing, e.g.
 * `'creating topics a, b'`. Errors that already are ours pass through.
 * @example
 * try { await admin.fetchTopicMetadata(...) } catch (e) { throw toKafkaClientError(e, 'describing topic t', 't') }
 * @category Errors
 * @since 0.1.0
 */
export const toKafkaClientError = (error: unknown, doing: string, topic?: string): KafkaClientError => {
  if (isKafkaClientError(error)) return error
  const inner = innermost(error)
  const tag = tagOf(inner) ?? tagOf(error) ?? 'KafkaProtocolError'
  const r = asRecord(inner)
  const options = {
    cause: error,
    ...(topic === undefined ? {} : { topic }),
    ...(tag === 'KafkaProtocolError' && typeof r.retriable === 'boolean' ? { retryable: r.retriable } : {}),
  }
  return new KafkaClientError(tag, `Kafka client failed while ${doing}: ${detail(inner)}`, options)
}

/**
 * Kafka's protocol error type (e.g. `'CONCURRENT_TRANSACTIONS'`) of a kafkajs error, looking inside retry
 * wrappers; undefined for errors that are not protocol errors.
 * @example
 * protocolErrorType(error) === 'UNKNOWN_TOPIC_OR_PARTITION'
 * @category Errors
 * @since 0.1.0
 */
export const protocolErrorType = (error: unknown): string | undefined => {
  const type = asRecord(innermost(error)).type
  return typeof type === 'string' ? type : undefined
}

/**
 * Runs a kafkajs call and maps whatever it throws.
 * @example
 * await guard('listing topics', () => admin.listTopics())
 * @category Errors
 * @since 0.1.0
 */
export const guard = async <A>(doing: string, call: () => Promise<A>, topic?: string): Promise<A> => {
  try {
    return await call()
  } catch (error) {
    throw toKafkaClientError(error, doing, topic)
  }
}
