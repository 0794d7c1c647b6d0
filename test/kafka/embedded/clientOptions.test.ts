import { describe, expect, it } from 'vitest'
import {
  validateConsumerOptions,
  validateGroupConsumerOptions,
  validateProducerOptions,
} from '../../../src/kafka/embedded/clientOptions.js'
import type { GroupConsumerOptions, ProducerOptions } from '../../../src/kafka/ports.js'

const tagOf = (run: () => unknown): string | undefined => {
  try {
    run()
  } catch (error) {
    return (error as { _tag?: string })._tag
  }
  return undefined
}

describe('embedded client options', () => {
  it('accepts good options as given', () => {
    const producer: ProducerOptions = { clientId: 'p', transactionalId: 'tx', transactionTimeoutMs: 1000 }
    expect(validateProducerOptions(producer)).toBe(producer)
    const group: GroupConsumerOptions = {
      clientId: 'c',
      groupId: 'g',
      isolationLevel: 'read_committed',
      autoOffsetReset: 'earliest',
      sessionTimeoutMs: 10_000,
      heartbeatIntervalMs: 3_000,
    }
    expect(validateGroupConsumerOptions(group)).toBe(group)
  })

  it('names every wrong option in one InvalidConfiguration error', () => {
    let error: unknown
    try {
      validateConsumerOptions({ clientId: '', maxPollRecords: 0 })
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({ _tag: 'InvalidConfiguration', retryable: false })
    const message = (error as Error).message
    expect(message).toContain('clientId')
    expect(message).toContain('maxPollRecords')
  })

  it('refuses wrong values of each kind', () => {
    const bad: (() => unknown)[] = [
      () => validateProducerOptions({ clientId: 'p', idempotent: 'yes' as unknown as boolean }),
      () => validateProducerOptions(null as unknown as ProducerOptions),
      () => validateConsumerOptions({ clientId: 'c', autoOffsetReset: 'none' as 'latest' }),
      () => validateGroupConsumerOptions({ clientId: 'c', groupId: 'g', groupInstanceId: '' }),
      () => validateGroupConsumerOptions({ clientId: 'c', groupId: 'g', sessionTimeoutMs: 1_800_001 }),
      () =>
        validateGroupConsumerOptions({
          clientId: 'c',
          groupId: 'g',
          sessionTimeoutMs: 2000,
          heartbeatIntervalMs: 5000,
        }),
    ]
    expect(bad.map(tagOf)).toEqual(bad.map(() => 'InvalidConfiguration'))
  })
})
