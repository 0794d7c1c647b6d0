import {
  MultipleErrors,
  NetworkError,
  ProtocolError,
  UserError,
  AuthenticationError,
} from '@platformatic/kafka'
import { describe, expect, it } from 'vitest'
import { KafkaClientError } from '../../../src/kafka/KafkaClientError.js'
import {
  guardPlatformatic,
  platformaticProtocolError,
  toPlatformaticClientError,
} from '../../../src/kafka/platformatic/toPlatformaticClientError.js'

/** A failure as the client's retry loop reports it: every attempt's error, wrapped. */
const afterRetries = (...errors: Error[]): Error => new MultipleErrors('produce failed 3 times.', errors)

describe('toPlatformaticClientError', () => {
  it.each([
    ['UNKNOWN_TOPIC_OR_PARTITION', 'UnknownTopicOrPartition'],
    ['PRODUCER_FENCED', 'ProducerFenced'],
    ['INVALID_PRODUCER_EPOCH', 'ProducerFenced'],
    ['INVALID_TXN_STATE', 'InvalidTransactionState'],
    ['ILLEGAL_GENERATION', 'CommitFailed'],
    ['NOT_COORDINATOR', 'BrokerNotAvailable'],
    ['NOT_LEADER_OR_FOLLOWER', 'BrokerNotAvailable'],
    ['SASL_AUTHENTICATION_FAILED', 'SaslAuthenticationFailed'],
  ] as const)('maps the protocol error %s, inside retry wrappers, to %s', (name, tag) => {
    const error = toPlatformaticClientError(afterRetries(new ProtocolError(name)), 'sending', 'out')
    expect(error).toBeInstanceOf(KafkaClientError)
    expect(error._tag).toBe(tag)
    expect(error.topic).toBe('out')
    expect(error.message).toContain(name)
  })

  it('maps the unknown-topic user error of the metadata lookup, a network failure and a SASL failure', () => {
    const tagOf = (e: Error) => toPlatformaticClientError(e, 'doing')._tag
    expect(tagOf(new UserError('Unknown topic missing-topic.'))).toBe('UnknownTopicOrPartition')
    expect(tagOf(afterRetries(new NetworkError('Connection to 127.0.0.1:1 failed.')))).toBe(
      'BrokerNotAvailable',
    )
    expect(tagOf(new AuthenticationError('SASL authentication failed.'))).toBe('SaslAuthenticationFailed')
    expect(tagOf(Object.assign(new Error('self-signed'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toBe(
      'SslAuthenticationFailed',
    )
  })

  it('keeps an unknown failure as KafkaProtocolError with its retryability, and the original as cause', () => {
    const original = new ProtocolError('CORRUPT_MESSAGE')
    const error = toPlatformaticClientError(original, 'sending')
    expect(error._tag).toBe('KafkaProtocolError')
    expect(error.retryable).toBe(true)
    expect(error.cause).toBe(original)
  })

  it('passes our own errors through, and guards a failing call', async () => {
    const ours = new KafkaClientError('Timeout', 'slow')
    expect(toPlatformaticClientError(ours, 'doing')).toBe(ours)
    const failed = await guardPlatformatic('committing', () =>
      Promise.reject(new ProtocolError('PRODUCER_FENCED')),
    ).catch((e: unknown) => e)
    expect((failed as KafkaClientError)._tag).toBe('ProducerFenced')
  })

  it('finds the protocol error name inside nested errors', () => {
    expect(platformaticProtocolError(afterRetries(new ProtocolError('CONCURRENT_TRANSACTIONS')))).toBe(
      'CONCURRENT_TRANSACTIONS',
    )
    expect(platformaticProtocolError(new NetworkError('down'))).toBeUndefined()
  })
})
