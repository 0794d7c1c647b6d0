import { describe, expect, it } from 'vitest'
import { KafkaClientError, type KafkaClientErrorTag } from '../../../src/kafka/KafkaClientError.js'
import { TaskMigratedError } from '../../../src/runtime/task/TaskMigratedError.js'

const clientError = (tag: KafkaClientErrorTag): KafkaClientError => new KafkaClientError(tag, tag)

describe('TaskMigratedError.from', () => {
  it('turns fencing and commits refused by a newer generation into a retriable TaskMigrated with the cause', () => {
    for (const tag of ['ProducerFenced', 'CommitFailed', 'RebalanceInProgress'] as const) {
      const cause = clientError(tag)
      expect(TaskMigratedError.from(cause)).toMatchObject({ _tag: 'TaskMigrated', retryable: true, cause })
    }
  })

  it('keeps a TaskMigratedError as it is', () => {
    const migrated = new TaskMigratedError(clientError('ProducerFenced'))
    expect(TaskMigratedError.from(migrated)).toBe(migrated)
  })

  it('leaves every other error alone', () => {
    const others: readonly KafkaClientErrorTag[] = [
      'BrokerNotAvailable',
      'Timeout',
      'InvalidTransactionState',
      'ClientNotConnected',
      'UnknownTopicOrPartition',
      'KafkaProtocolError',
    ]
    for (const tag of others) expect(TaskMigratedError.from(clientError(tag))).toBeUndefined()
    expect(TaskMigratedError.from(new Error('boom'))).toBeUndefined()
    expect(TaskMigratedError.from('boom')).toBeUndefined()
  })
})
