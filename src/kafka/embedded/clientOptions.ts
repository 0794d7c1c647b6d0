/**
 * io-ts codecs for the options of the embedded clients, and their errors as sentences: every option that is
 * wrong is named with what it must be and what it was.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { KafkaClientError } from '../KafkaClientError.js'
import type { ConsumerOptions, GroupConsumerOptions, ProducerOptions } from '../ports.js'

/** A codec whose name is the phrase used in error sentences. */
const described = <A>(phrase: string, is: (u: unknown) => u is A): t.Type<A> =>
  new t.Type<A>(phrase, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity)

const nonEmptyString = described(
  'a non-empty string',
  (u): u is string => typeof u === 'string' && u.length > 0,
)
const positiveInteger = described(
  'a positive integer',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u > 0,
)
const boolean = described('true or false', (u): u is boolean => typeof u === 'boolean')
const oneOf = <A extends string>(...values: A[]): t.Type<A> =>
  described(values.map((v) => `'${v}'`).join(' or '), (u): u is A => values.includes(u as A))

const consumerFields = {
  isolationLevel: oneOf('read_committed', 'read_uncommitted'),
  autoOffsetReset: oneOf('earliest', 'latest'),
  maxPollRecords: positiveInteger,
}

const codecs = {
  producer: t.intersection([
    t.type({ clientId: nonEmptyString }),
    t.partial({
      idempotent: boolean,
      transactionalId: nonEmptyString,
      transactionTimeoutMs: positiveInteger,
    }),
  ]),
  consumer: t.intersection([t.type({ clientId: nonEmptyString }), t.partial(consumerFields)]),
  groupConsumer: t.intersection([
    t.type({ clientId: nonEmptyString, groupId: nonEmptyString }),
    t.partial({
      ...consumerFields,
      sessionTimeoutMs: positiveInteger,
      heartbeatIntervalMs: positiveInteger,
      groupInstanceId: nonEmptyString,
    }),
  ]),
}

const show = (value: unknown): string =>
  value === undefined ? 'nothing' : typeof value === 'string' ? `'${value}'` : String(JSON.stringify(value))

/** One sentence per wrong option: "maxPollRecords must be a positive integer, got 0". */
const sentences = (errors: t.Errors): string =>
  [
    ...new Set(
      errors.map((error) => {
        const leaf = [...error.context]
          .reverse()
          .find((entry) => entry.key !== '' && !/^\d+$/.test(entry.key))
        return leaf === undefined
          ? `the options must be an object, got ${show(error.value)}`
          : `${leaf.key} must be ${leaf.type.name}, got ${show(error.value)}`
      }),
    ),
  ].join('; ')

const decode = <A>(kind: keyof typeof codecs, options: A): A => {
  const result = codecs[kind].decode(options)
  if (E.isLeft(result)) {
    throw new KafkaClientError('InvalidConfiguration', `Invalid ${kind} options: ${sentences(result.left)}.`)
  }
  return options
}

/**
 * Validates producer options.
 * @throws KafkaClientError `InvalidConfiguration` naming each wrong option.
 */
export const validateProducerOptions = (options: ProducerOptions): ProducerOptions =>
  decode('producer', options)

/**
 * Validates assigned-consumer options.
 * @throws KafkaClientError `InvalidConfiguration` naming each wrong option.
 */
export const validateConsumerOptions = (options: ConsumerOptions): ConsumerOptions =>
  decode('consumer', options)

/**
 * Validates group-consumer options, including that heartbeats come more often than the session times out.
 * @throws KafkaClientError `InvalidConfiguration` naming each wrong option.
 */
export const validateGroupConsumerOptions = (options: GroupConsumerOptions): GroupConsumerOptions => {
  decode('groupConsumer', options)
  const session = options.sessionTimeoutMs ?? defaultSessionTimeoutMs
  const heartbeat = options.heartbeatIntervalMs ?? Math.min(defaultHeartbeatIntervalMs, session / 3)
  if (session > maxSessionTimeoutMs) {
    throw new KafkaClientError(
      'InvalidConfiguration',
      `Invalid groupConsumer options: sessionTimeoutMs (${session}) is above the broker's group.max.session.timeout.ms (${maxSessionTimeoutMs}).`,
    )
  }
  if (heartbeat >= session) {
    throw new KafkaClientError(
      'InvalidConfiguration',
      `Invalid groupConsumer options: heartbeatIntervalMs (${heartbeat}) must be lower than sessionTimeoutMs (${session}).`,
    )
  }
  return options
}

/** Kafka's default broker setting `group.max.session.timeout.ms` (30 minutes). */
const maxSessionTimeoutMs = 1_800_000

/** Kafka's default `session.timeout.ms`. */
export const defaultSessionTimeoutMs = 45_000
/** Kafka's default `heartbeat.interval.ms`. */
export const defaultHeartbeatIntervalMs = 3_000
/** Kafka's default `max.poll.records`. */
export const defaultMaxPollRecords = 500
