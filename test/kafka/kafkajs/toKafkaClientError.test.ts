import kafkajs from 'kafkajs'
import { describe, expect, it } from 'vitest'
import { KafkaClientError } from '../../../src/kafka/KafkaClientError.js'
import {
  guard,
  protocolErrorType,
  toKafkaClientError,
} from '../../../src/kafka/kafkajs/toKafkaClientError.js'

const {
  KafkaJSProtocolError,
  KafkaJSConnectionError,
  KafkaJSNumberOfRetriesExceeded,
  KafkaJSAggregateError,
} = kafkajs

const protocol = (type: string, code: number, retriable = false): Error =>
  new KafkaJSProtocolError(Object.assign(new Error(`${type} happened`), { type, code, retriable }))

describe('toKafkaClientError', () => {
  it.each([
    ['UNKNOWN_TOPIC_OR_PARTITION', 3, 'UnknownTopicOrPartition'],
    ['TOPIC_ALREADY_EXISTS', 36, 'TopicAlreadyExists'],
    ['INVALID_CONFIG', 40, 'InvalidTopicConfiguration'],
    ['INVALID_PRODUCER_EPOCH', 47, 'ProducerFenced'],
    ['INVALID_TXN_STATE', 48, 'InvalidTransactionState'],
    ['REBALANCE_IN_PROGRESS', 27, 'RebalanceInProgress'],
    ['ILLEGAL_GENERATION', 22, 'CommitFailed'],
    ['REQUEST_TIMED_OUT', 7, 'Timeout'],
    ['NOT_ENOUGH_REPLICAS', 19, 'NotEnoughReplicas'],
    ['NOT_ENOUGH_REPLICAS_AFTER_APPEND', 20, 'NotEnoughReplicas'],
    ['NOT_COORDINATOR_FOR_GROUP', 16, 'BrokerNotAvailable'],
  ])('maps %s to %s, keeping the cause', (type, code, tag) => {
    const cause = protocol(type, code)
    const error = toKafkaClientError(cause, 'doing something', 'orders')
    expect(error).toBeInstanceOf(KafkaClientError)
    expect(error._tag).toBe(tag)
    expect(error.cause).toBe(cause)
    expect(error.topic).toBe('orders')
  })

  it('maps an unknown error code 90 (PRODUCER_FENCED, unknown to kafkajs) to ProducerFenced', () => {
    const unknown = new KafkaJSProtocolError(
      Object.assign(new Error('Unknown error code 90'), { type: 'KAFKAJS_UNKNOWN_ERROR_CODE', code: -99 }),
    )
    expect(toKafkaClientError(unknown, 'committing')._tag).toBe('ProducerFenced')
  })

  it('looks inside retry wrappers: a refused connection is BrokerNotAvailable', () => {
    const refused = new KafkaJSConnectionError('Connection error: connect ECONNREFUSED 127.0.0.1:1')
    const exhausted = new KafkaJSNumberOfRetriesExceeded(refused, { retryCount: 2, retryTime: 100 })
    const error = toKafkaClientError(exhausted, 'connecting')
    expect(error._tag).toBe('BrokerNotAvailable')
    expect(error.retryable).toBe(true)
    expect(error.cause).toBe(exhausted)
    expect(
      protocolErrorType(
        new KafkaJSNumberOfRetriesExceeded(protocol('X', 1), { retryCount: 1, retryTime: 1 }),
      ),
    ).toBe('X')
  })

  it('uses the common tag of an aggregate error', () => {
    const aggregate = new KafkaJSAggregateError('Topic creation errors', [
      protocol('TOPIC_ALREADY_EXISTS', 36),
      protocol('TOPIC_ALREADY_EXISTS', 36),
    ])
    expect(toKafkaClientError(aggregate, 'creating')._tag).toBe('TopicAlreadyExists')
  })

  it('falls back to KafkaProtocolError with kafkajs retriability, and passes our own errors through', () => {
    const other = toKafkaClientError(protocol('CORRUPT_MESSAGE', 2, true), 'fetching')
    expect(other._tag).toBe('KafkaProtocolError')
    expect(other.retryable).toBe(true)
    const ours = new KafkaClientError('Timeout', 'slow')
    expect(toKafkaClientError(ours, 'x')).toBe(ours)
    expect(toKafkaClientError('a string', 'x')._tag).toBe('KafkaProtocolError')
  })

  it('guard maps what the call throws', async () => {
    await expect(
      guard('listing', () => Promise.reject(protocol('REQUEST_TIMED_OUT', 7))),
    ).rejects.toMatchObject({
      _tag: 'Timeout',
    })
    await expect(guard('listing', () => Promise.resolve(3))).resolves.toBe(3)
  })
})
