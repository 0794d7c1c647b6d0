import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { routePlatformaticLogs } from '../../../src/kafka/platformatic/platformaticLogger.js'
import { capturingLogger } from '../../core/capturingLogger.js'

describe('routePlatformaticLogs', () => {
  it("writes an unreachable broker at warn, the client's routine events at debug, with the client id", () => {
    const client = new EventEmitter()
    const { logger, lines } = capturingLogger()
    routePlatformaticLogs(client, 'app-producer', logger)
    client.emit('client:broker:connect', { host: 'localhost', port: 9092 })
    client.emit('client:broker:failed', { host: 'localhost', port: 9093 }, new Error('ECONNREFUSED'))
    client.emit('client:performWithRetry:retry', 'produce', 1, 3, 250)
    client.emit('client:close')
    expect(lines).toEqual([
      {
        level: 'debug',
        message: '@platformatic/kafka client:broker:connect',
        fields: { client: '@platformatic/kafka', clientId: 'app-producer', host: 'localhost', port: 9092 },
      },
      {
        level: 'warn',
        message: '@platformatic/kafka client:broker:failed',
        fields: {
          client: '@platformatic/kafka',
          clientId: 'app-producer',
          details: [{ host: 'localhost', port: 9093 }, 'ECONNREFUSED'],
        },
      },
      {
        level: 'debug',
        message: '@platformatic/kafka client:performWithRetry:retry',
        fields: { client: '@platformatic/kafka', clientId: 'app-producer', details: ['produce', 1, 3, 250] },
      },
      {
        level: 'debug',
        message: '@platformatic/kafka client:close',
        fields: { client: '@platformatic/kafka', clientId: 'app-producer' },
      },
    ])
  })

  it('leaves per-operation events unheard, so the produce path pays nothing', () => {
    const client = new EventEmitter()
    routePlatformaticLogs(client, 'app-producer', capturingLogger().logger)
    expect(client.listenerCount('client:performWithRetry')).toBe(0)
    expect(client.listenerCount('client:metadata')).toBe(0)
  })
})
