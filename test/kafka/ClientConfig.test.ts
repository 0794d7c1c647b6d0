import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { clientConfig, decodeClientConfig } from '../../src/kafka/ClientConfig.js'

const problems = (input: unknown): string => {
  const result = decodeClientConfig(input)
  if (E.isRight(result)) throw new Error('expected a Left')
  expect(result.left._tag).toBe('InvalidConfiguration')
  expect(result.left.retryable).toBe(false)
  return result.left.message
}

describe('ClientConfig', () => {
  it('fills in defaults and splits the broker list', () => {
    const config = clientConfig({ 'bootstrap.servers': '127.0.0.1:9092, localhost:9093' })
    expect(config['bootstrap.servers']).toEqual(['127.0.0.1:9092', 'localhost:9093'])
    expect(config['client.id']).toBe('tributary')
    expect(config.retries).toBe(5)
    expect(config['fetch.max.wait.ms']).toBe(500)
  })

  it('keeps given settings', () => {
    const config = clientConfig({ 'bootstrap.servers': 'kafka:9092', 'client.id': 'app', retries: 0 })
    expect(config['client.id']).toBe('app')
    expect(config.retries).toBe(0)
  })

  it('names a missing broker list', () => {
    expect(problems({})).toContain("'bootstrap.servers' is required")
  })

  it('names each bad value with what it must be', () => {
    const message = problems({ 'bootstrap.servers': 'no-port', 'request.timeout.ms': -1, retries: 1.5 })
    expect(message).toContain("'bootstrap.servers' must be a comma-separated list of host:port addresses")
    expect(message).toContain('"no-port"')
    expect(message).toContain(
      "'request.timeout.ms' must be a whole number of milliseconds greater than 0, got -1",
    )
    expect(message).toContain("'retries' must be a whole number of 0 or more, got 1.5")
  })

  it('suggests the right name for a misspelt key and rejects unknown ones', () => {
    expect(problems({ 'bootstrap.server': 'a:1' })).toContain("did you mean 'bootstrap.servers'?")
    expect(problems({ 'bootstrap.servers': 'a:1', 'linger.ms': 5 })).toContain("'linger.ms' is not a setting")
  })

  it('rejects a port out of range and a config that is not an object', () => {
    expect(problems({ 'bootstrap.servers': 'a:70000' })).toContain("'bootstrap.servers'")
    expect(problems('127.0.0.1:9092')).toContain('must be an object of settings')
  })

  it('throws the same error from clientConfig', () => {
    expect(() => clientConfig({ retries: -1 })).toThrow(
      expect.objectContaining({ _tag: 'InvalidConfiguration' }),
    )
  })
})
