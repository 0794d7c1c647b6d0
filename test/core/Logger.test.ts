import { afterEach, describe, expect, it, vi } from 'vitest'
import { completeLogger, consoleLogger, silentLogger } from '../../src/index.js'

afterEach(() => vi.restoreAllMocks())

const spies = () => ({
  debug: vi.spyOn(console, 'debug').mockImplementation(() => undefined),
  info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
  warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
  trace: vi.spyOn(console, 'trace').mockImplementation(() => undefined),
})

describe('consoleLogger', () => {
  it('writes each level to its console method, fields after the message, trace to console.debug', () => {
    const s = spies()
    const logger = consoleLogger('trace')
    logger.trace('t')
    logger.debug('d', { a: 1 })
    logger.info('i')
    logger.warn('w', { b: 2 })
    logger.error('e')
    expect(s.debug.mock.calls).toEqual([['t'], ['d', { a: 1 }]])
    expect(s.info.mock.calls).toEqual([['i']])
    expect(s.warn.mock.calls).toEqual([['w', { b: 2 }]])
    expect(s.error.mock.calls).toEqual([['e']])
    expect(s.trace).not.toHaveBeenCalled()
  })

  it('keeps info and above by default, and the given level and above when told', () => {
    const s = spies()
    consoleLogger().debug('dropped')
    consoleLogger().info('kept')
    consoleLogger('warn').info('dropped')
    consoleLogger('warn').warn('kept')
    expect(s.debug).not.toHaveBeenCalled()
    expect(s.info.mock.calls).toEqual([['kept']])
    expect(s.warn.mock.calls).toEqual([['kept']])
  })
})

describe('completeLogger', () => {
  it('drops the levels a logger lacks and keeps `this` for the others', () => {
    const seen: unknown[][] = []
    const pinoLike = {
      prefix: 'p',
      warn(this: { prefix: string }, message: string, fields?: object) {
        seen.push(fields === undefined ? [this.prefix, message] : [this.prefix, message, fields])
      },
    }
    const logger = completeLogger(pinoLike)
    logger.info('dropped')
    logger.warn('kept')
    logger.warn('with fields', { x: 1 })
    expect(seen).toEqual([
      ['p', 'kept'],
      ['p', 'with fields', { x: 1 }],
    ])
  })

  it('silentLogger drops every line', () => {
    const s = spies()
    for (const level of ['trace', 'debug', 'info', 'warn', 'error'] as const) silentLogger[level]('x')
    for (const spy of Object.values(s)) expect(spy).not.toHaveBeenCalled()
  })
})
