import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../src/core/clock.js'
import { KafkaClientError } from '../../src/kafka/KafkaClientError.js'
import { retryTransient, type ClientErrors } from '../../src/kafka/retryTransient.js'

/** Errors whose protocol name is their message. */
const errors: ClientErrors = {
  protocolError: (e) => (e instanceof Error ? e.message : undefined),
  toClientError: (e, doing) =>
    new KafkaClientError('KafkaProtocolError', `${doing}: ${String(e)}`, { cause: e }),
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

/** A call failing with `failures` in turn, then answering 'done'; counts its tries. */
const failingWith = (...failures: string[]) => {
  let tries = 0
  return {
    tries: () => tries,
    call: () => {
      const failure = failures[tries++]
      return failure === undefined ? Promise.resolve('done') : Promise.reject(new Error(failure))
    },
  }
}

describe('retryTransient', () => {
  it('retries CONCURRENT_TRANSACTIONS after 20 ms', async () => {
    const clock = new ManualClock()
    const call = failingWith('CONCURRENT_TRANSACTIONS', 'CONCURRENT_TRANSACTIONS')
    const result = retryTransient(clock, errors, 'adding partitions', call.call)
    await settle()
    expect(call.tries()).toBe(1)
    clock.advance(19)
    await settle()
    expect(call.tries()).toBe(1)
    clock.advance(1)
    await settle()
    expect(call.tries()).toBe(2)
    clock.advance(20)
    await expect(result).resolves.toBe('done')
    expect(call.tries()).toBe(3)
  })

  it('retries a loading coordinator with a growing pause, and fails at once on anything else', async () => {
    const clock = new ManualClock()
    const loading = failingWith('COORDINATOR_LOAD_IN_PROGRESS')
    const result = retryTransient(clock, errors, 'committing', loading.call)
    await settle()
    clock.advance(50)
    await expect(result).resolves.toBe('done')
    const fenced = retryTransient(clock, errors, 'committing', failingWith('PRODUCER_FENCED').call)
    await expect(fenced).rejects.toMatchObject({ _tag: 'KafkaProtocolError' })
  })

  it('gives up after the attempts allowed for coordinator states', async () => {
    const clock = new ManualClock()
    const call = failingWith('NOT_COORDINATOR', 'NOT_COORDINATOR', 'NOT_COORDINATOR')
    const result = retryTransient(clock, errors, 'committing', call.call, { attempts: 2 })
    result.catch(() => undefined)
    await settle()
    clock.advance(50)
    await expect(result).rejects.toBeInstanceOf(KafkaClientError)
    expect(call.tries()).toBe(2)
  })

  it('tells onRetry of each retry with its error and pause, and nothing when the first try succeeds', async () => {
    const clock = new ManualClock()
    const retries: unknown[] = []
    const onRetry = (retry: unknown) => void retries.push(retry)
    const call = failingWith('CONCURRENT_TRANSACTIONS')
    const result = retryTransient(clock, errors, 'ending the transaction', call.call, { onRetry })
    await settle()
    clock.advance(20)
    await expect(result).resolves.toBe('done')
    expect(retries).toEqual([
      { doing: 'ending the transaction', error: 'CONCURRENT_TRANSACTIONS', attempt: 1, delayMs: 20 },
    ])
    await retryTransient(clock, errors, 'again', failingWith().call, { onRetry })
    expect(retries).toHaveLength(1)
  })
})
