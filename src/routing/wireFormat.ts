/**
 * The JSON a query server answers with, in the shape of an fp-ts `Either`: `{"_tag":"Right","right":...}` or
 * `{"_tag":"Left","left":{"_tag":...,"retryable":...,"message":...}}`. A key read's `right` is the value or
 * null; a range read's is an array of `{"key": text, "value": json}`.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import type { HostInfo } from '../core/HostInfo.js'
import { isStoreError } from '../query/StoreError.js'
import type { QueryError } from './QueryError.js'
import {
  HostUnreachableError,
  InvalidQueryRequestError,
  InvalidQueryResponseError,
  RangeTooLargeError,
} from './RoutingError.js'

/**
 * A failure as JSON: its tag, retryable flag, message and the fields that say what to do (never its cause).
 * @example
 * errorToJson(new RangeTooLargeError('s', 10)) // { _tag: 'RangeTooLarge', retryable: false, message, storeName: 's', limit: 10 }
 * @category Interactive queries
 * @since 0.1.0
 */
export const errorToJson = (e: QueryError): Record<string, unknown> => {
  const base = { _tag: e._tag, retryable: e.retryable, message: e.message }
  switch (e._tag) {
    case 'HostUnreachable':
      return { ...base, host: e.host }
    case 'InvalidQueryResponse':
      return { ...base, host: e.host, problem: e.problem }
    case 'InvalidQueryRequest':
      return { ...base, parameter: e.parameter, expected: e.expected }
    case 'RangeTooLarge':
      return { ...base, storeName: e.storeName, limit: e.limit }
    case 'StreamsNotStarted':
    case 'StreamsRebalancing':
    case 'StateStoreMigrated':
    case 'StateStoreNotAvailable':
    case 'UnknownStateStore':
    case 'InvalidStateStorePartition': {
      const { cause: _cause, ...fields } = e
      return fields
    }
    default: {
      const never: never = e
      return never
    }
  }
}

const field = <T>(o: Record<string, unknown>, name: string, is: (u: unknown) => u is T): T | undefined =>
  is(o[name]) ? o[name] : undefined
const isString = (u: unknown): u is string => typeof u === 'string'
const isNumber = (u: unknown): u is number => typeof u === 'number'
const isHost = (u: unknown): u is HostInfo =>
  typeof u === 'object' && u !== null && isString((u as HostInfo).host) && isNumber((u as HostInfo).port)

/**
 * Reads a failure sent by `from`; anything that is not one becomes {@link InvalidQueryResponseError}.
 * @example
 * errorFromJson(host, { _tag: 'UnknownStateStore', retryable: false, storeName: 's', message: '...' })
 * @category Interactive queries
 * @since 0.1.0
 */
export const errorFromJson = (from: HostInfo, u: unknown): QueryError => {
  if (isStoreError(u)) return u
  const o = typeof u === 'object' && u !== null ? (u as Record<string, unknown>) : {}
  const host = field(o, 'host', isHost)
  const storeName = field(o, 'storeName', isString)
  const limit = field(o, 'limit', isNumber)
  const parameter = field(o, 'parameter', isString)
  const expected = field(o, 'expected', isString)
  switch (o['_tag']) {
    case 'HostUnreachable':
      if (host !== undefined) return new HostUnreachableError(host)
      break
    case 'InvalidQueryResponse':
      if (host !== undefined)
        return new InvalidQueryResponseError(host, field(o, 'problem', isString) ?? 'an error')
      break
    case 'InvalidQueryRequest':
      if (parameter !== undefined && expected !== undefined)
        return new InvalidQueryRequestError(parameter, expected)
      break
    case 'RangeTooLarge':
      if (storeName !== undefined && limit !== undefined) return new RangeTooLargeError(storeName, limit)
      break
  }
  return new InvalidQueryResponseError(from, 'an error it did not describe', u)
}

/**
 * A result as the JSON text of an `Either`.
 * @example
 * resultToJson(E.right(3), (n) => n) // '{"_tag":"Right","right":3}'
 * @category Interactive queries
 * @since 0.1.0
 */
export const resultToJson = <A>(result: E.Either<QueryError, A>, encode: (a: A) => unknown): string =>
  JSON.stringify(
    E.isLeft(result)
      ? { _tag: 'Left', left: errorToJson(result.left) }
      : { _tag: 'Right', right: encode(result.right) },
  )

/**
 * Reads the JSON text of an `Either` answered by `from`, decoding the Right with `decode` (which says what is
 * wrong with a value it refuses).
 * @example
 * resultFromJson(host, '{"_tag":"Right","right":3}', (u) => typeof u === 'number' ? E.right(u) : E.left('not a number'))
 * @category Interactive queries
 * @since 0.1.0
 */
export const resultFromJson = <A>(
  from: HostInfo,
  text: string,
  decode: (json: unknown) => E.Either<string, A>,
): E.Either<QueryError, A> => {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (cause) {
    return E.left(new InvalidQueryResponseError(from, 'text that is not JSON', cause))
  }
  const o = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  if (o['_tag'] === 'Left') return E.left(errorFromJson(from, o['left']))
  if (o['_tag'] !== 'Right' || !('right' in o))
    return E.left(new InvalidQueryResponseError(from, 'JSON that is not an Either'))
  const decoded = decode(o['right'])
  return E.isLeft(decoded)
    ? E.left(new InvalidQueryResponseError(from, `a result it could not read (${decoded.left})`))
    : decoded
}
