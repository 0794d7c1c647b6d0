import { MultipleErrors, ProtocolError } from '@platformatic/kafka'
import { describe, expect, it } from 'vitest'
import { clientConfig } from '../../../src/kafka/ClientConfig.js'
import {
  platformaticProducerOptions,
  retryDelay,
} from '../../../src/kafka/platformatic/platformaticOptions.js'
import { plaintext } from '../../../src/kafka/security/clientSecurity.js'

const config = clientConfig({
  'bootstrap.servers': '127.0.0.1:9092,127.0.0.1:9093',
  'request.timeout.ms': 5_000,
  retries: 7,
})

describe('platformaticProducerOptions', () => {
  it('maps connection, retry and produce settings', () => {
    const options = platformaticProducerOptions(config, plaintext, {
      clientId: 'p',
      settings: { acks: 'all', 'compression.type': 'gzip', 'request.timeout.ms': 2_000 },
    })
    expect(options).toMatchObject({
      clientId: 'p',
      bootstrapBrokers: ['127.0.0.1:9092', '127.0.0.1:9093'],
      requestTimeout: 2_000,
      timeout: 2_000,
      retries: 7,
      acks: -1,
      compression: 'gzip',
      idempotent: false,
      autocreateTopics: false,
    })
    expect(options.transactionalId).toBeUndefined()
    expect(options.tls).toBeUndefined()
    expect(options.sasl).toBeUndefined()
  })

  it('makes a transactional producer idempotent, registering as a new producer with its transaction timeout', () => {
    const options = platformaticProducerOptions(config, plaintext, {
      clientId: 'p',
      transactionalId: 'app-0_1',
      transactionTimeoutMs: 10_000,
    })
    expect(options).toMatchObject({
      idempotent: true,
      transactionalId: 'app-0_1',
      timeout: 10_000,
      producerId: -1n,
      producerEpoch: -1,
    })
  })

  it('gives the password to SASL as a provider, never as a plain property', () => {
    const options = platformaticProducerOptions(
      config,
      {
        protocol: 'SASL_PLAINTEXT',
        tls: undefined,
        sasl: { mechanism: 'SCRAM-SHA-512', username: 'app', password: { reveal: () => 's3cret' } as never },
      },
      { clientId: 'p' },
    )
    expect(options.sasl?.mechanism).toBe('SCRAM-SHA-512')
    expect(options.sasl?.username).toBe('app')
    expect(typeof options.sasl?.password).toBe('function')
    expect(JSON.stringify(options.sasl)).not.toContain('s3cret')
  })
})

describe('retryDelay', () => {
  const delay = retryDelay(100, 1_000)
  it('doubles retry.backoff.ms per attempt up to retry.backoff.max.ms', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => delay(attempt, new Error('x')))).toEqual([
      100, 200, 400, 800, 1_000,
    ])
  })
  it("waits 20 ms after CONCURRENT_TRANSACTIONS, as Java's producer", () => {
    const concurrent = new MultipleErrors('addPartitionsToTransaction failed', [
      new ProtocolError('CONCURRENT_TRANSACTIONS'),
    ])
    expect(delay(3, concurrent)).toBe(20)
  })
})
