import { describe, expect, it } from 'vitest'
import { logLevel, type LogEntry } from 'kafkajs'
import { kafkajsLevelOf, kafkajsLogger } from '../../../src/kafka/kafkajs/kafkajsLogger.js'
import { capturingLogger } from '../../core/capturingLogger.js'

const entry = (namespace: string, level: logLevel, message: string, extra: object = {}): LogEntry => ({
  namespace,
  level,
  label: logLevel[level],
  log: { timestamp: '2026-12-02T00:00:00.000Z', logger: 'kafkajs', message, ...extra },
})

/** Hands `entries` to the log creator at `threshold` and returns what reached the logger. */
const route = (threshold: Parameters<typeof kafkajsLogger>[0], ...entries: LogEntry[]) => {
  const { logger, lines } = capturingLogger()
  const log = kafkajsLogger(threshold, logger)(logLevel.DEBUG)
  for (const e of entries) log(e)
  return lines
}

describe('kafkajsLogger', () => {
  it("maps kafkajs' levels one to one, with its fields and namespace", () => {
    const lines = route(
      'debug',
      entry('Cluster', logLevel.ERROR, 'broken', { groupId: 'g' }),
      entry('Cluster', logLevel.WARN, 'odd'),
      entry('Consumer', logLevel.INFO, 'Starting', { groupId: 'g' }),
      entry('Cluster', logLevel.DEBUG, 'detail'),
    )
    expect(lines).toEqual([
      {
        level: 'error',
        message: 'broken',
        fields: { client: 'kafkajs', namespace: 'Cluster', groupId: 'g' },
      },
      { level: 'warn', message: 'odd', fields: { client: 'kafkajs', namespace: 'Cluster' } },
      {
        level: 'info',
        message: 'Starting',
        fields: { client: 'kafkajs', namespace: 'Consumer', groupId: 'g' },
      },
      { level: 'debug', message: 'detail', fields: { client: 'kafkajs', namespace: 'Cluster' } },
    ])
  })

  it('writes the lines of a normal rebalance, failed responses and fetch pauses at debug', () => {
    const lines = route(
      'debug',
      entry('Runner', logLevel.WARN, 'The group is rebalancing, re-joining', { groupId: 'g', retryCount: 0 }),
      entry('ConsumerGroup', logLevel.INFO, 'Consumer has joined the group', {
        memberAssignment: { t: [0, 1] },
      }),
      entry('Connection', logLevel.ERROR, 'Response Heartbeat(key: 12, version: 3)', {
        error: 'rebalancing',
      }),
      entry('Producer', logLevel.WARN, 'Limiting retries for the idempotent producer'),
      entry('ConsumerGroup', logLevel.INFO, 'Pausing fetching from 1 topics'),
      entry('ConsumerGroup', logLevel.INFO, 'Resuming fetching from 1 topics'),
    )
    expect(lines.map((l) => l.level)).toEqual(['debug', 'debug', 'debug', 'debug', 'debug', 'debug'])
  })

  it('writes a send retried after CONCURRENT_TRANSACTIONS at debug, and other failed sends as errors', () => {
    const lines = route(
      'debug',
      entry(
        'Producer',
        logLevel.ERROR,
        'Failed to send messages: The producer attempted to update a transaction while another concurrent ' +
          'operation on the same transaction was ongoing',
        { retryCount: 0, retryTime: 300 },
      ),
      entry('Producer', logLevel.ERROR, 'Failed to send messages: This server is not the leader'),
    )
    expect(lines.map((l) => l.level)).toEqual(['debug', 'error'])
  })

  it('keeps the lines at the threshold or more severe once mapped', () => {
    const lines = route(
      'info',
      entry('Runner', logLevel.WARN, 'The group is rebalancing, re-joining'),
      entry('Consumer', logLevel.INFO, 'Starting'),
      entry('Cluster', logLevel.DEBUG, 'detail'),
      entry('Cluster', logLevel.ERROR, 'broken'),
    )
    expect(lines.map((l) => [l.level, l.message])).toEqual([
      ['info', 'Starting'],
      ['error', 'broken'],
    ])
    expect(route('nothing', entry('Cluster', logLevel.ERROR, 'broken'))).toEqual([])
  })

  it('asks kafkajs to build only the lines at the threshold or above', () => {
    expect(['nothing', 'error', 'warn', 'info', 'debug'].map((t) => kafkajsLevelOf(t as 'info'))).toEqual([
      logLevel.NOTHING,
      logLevel.ERROR,
      logLevel.WARN,
      logLevel.INFO,
      logLevel.DEBUG,
    ])
  })
})
