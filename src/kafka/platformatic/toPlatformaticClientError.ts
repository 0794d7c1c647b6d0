/**
 * Turns anything @platformatic/kafka throws into a {@link KafkaClientError}, keeping the original as `cause`, so no
 * error type of that client crosses the port. Its errors nest (a retry loop wraps each attempt's failure, a
 * response wraps one protocol error per partition): the first nested error with a tag of ours decides.
 * @since 0.1.0
 */
import { KafkaClientError, isKafkaClientError, type KafkaClientErrorTag } from '../KafkaClientError.js'
import { tagByProtocolType, tlsCertificateCode } from '../protocolErrorTags.js'

interface PlatformaticLikeError {
  readonly code?: unknown
  readonly apiId?: unknown
  readonly message?: unknown
  readonly canRetry?: unknown
  readonly cause?: unknown
  readonly errors?: unknown
}

const asRecord = (e: unknown): PlatformaticLikeError => (typeof e === 'object' && e !== null ? e : {})

/** `e` and the errors nested in it, depth first, outermost first (a bounded walk: error chains can loop). */
const nested = (e: unknown, out: unknown[] = [], depth = 0): unknown[] => {
  if (depth > 6 || e === undefined || e === null) return out
  out.push(e)
  const r = asRecord(e)
  if (Array.isArray(r.errors)) for (const inner of r.errors) nested(inner, out, depth + 1)
  if (r.cause !== undefined && r.cause !== e) nested(r.cause, out, depth + 1)
  return out
}

/** The tag of one error, without looking inside it. */
const ownTag = (e: unknown): KafkaClientErrorTag | undefined => {
  const { code, apiId, message } = asRecord(e)
  if (typeof apiId === 'string') return tagByProtocolType[apiId]
  if (typeof code === 'string' && tlsCertificateCode.test(code)) return 'SslAuthenticationFailed'
  if (code === 'PLT_KFK_AUTHENTICATION') return 'SaslAuthenticationFailed'
  // the client's metadata lookup replaces the broker's UNKNOWN_TOPIC_OR_PARTITION with this user error
  if (code === 'PLT_KFK_USER' && typeof message === 'string' && message.startsWith('Unknown topic '))
    return 'UnknownTopicOrPartition'
  if (e instanceof Error && e.name === 'TimeoutError') return 'Timeout'
  if (code === 'PLT_KFK_NETWORK')
    return typeof message === 'string' && /timed? ?out/i.test(message) ? 'Timeout' : 'BrokerNotAvailable'
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH')
    return 'BrokerNotAvailable'
  return undefined
}

/** The protocol error name (`CONCURRENT_TRANSACTIONS`, ...) nested in `error`, if any. */
export const platformaticProtocolError = (error: unknown): string | undefined => {
  for (const e of nested(error)) {
    const { apiId } = asRecord(e)
    if (typeof apiId === 'string') return apiId
  }
  return undefined
}

/**
 * Maps a value thrown by @platformatic/kafka to a {@link KafkaClientError}; `doing` says what the client was doing,
 * e.g. `'sending 3 record(s) to out'`. Errors that already are ours pass through.
 * @example
 * try { await producer.send({ messages }) } catch (e) { throw toPlatformaticClientError(e, 'sending to out', 'out') }
 * @category Errors
 * @since 0.1.0
 */
export const toPlatformaticClientError = (
  error: unknown,
  doing: string,
  topic?: string,
): KafkaClientError => {
  if (isKafkaClientError(error)) return error
  const all = nested(error)
  let tag: KafkaClientErrorTag | undefined
  let decisive: unknown = error
  for (const e of all) {
    tag = ownTag(e)
    if (tag !== undefined) {
      decisive = e
      break
    }
  }
  const r = asRecord(decisive)
  const message = typeof r.message === 'string' ? r.message : String(decisive)
  const detail = typeof r.apiId === 'string' ? `${message} (${r.apiId})` : message
  return new KafkaClientError(tag ?? 'KafkaProtocolError', `Kafka client failed while ${doing}: ${detail}`, {
    cause: error,
    ...(topic === undefined ? {} : { topic }),
    ...(tag === undefined && typeof r.canRetry === 'boolean' ? { retryable: r.canRetry } : {}),
  })
}

/**
 * Runs a @platformatic/kafka call and maps whatever it throws.
 * @example
 * await guardPlatformatic('committing the transaction', () => transaction.commit())
 * @category Errors
 * @since 0.1.0
 */
export const guardPlatformatic = async <A>(
  doing: string,
  call: () => Promise<A>,
  topic?: string,
): Promise<A> => {
  try {
    return await call()
  } catch (error) {
    throw toPlatformaticClientError(error, doing, topic)
  }
}
