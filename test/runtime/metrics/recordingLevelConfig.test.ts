import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decodeStreamsConfig } from '../../../src/runtime/config/StreamsConfig.js'

const base = { 'application.id': 'metrics-level', 'bootstrap.servers': 'localhost:9092' }

describe('metrics.recording.level', () => {
  it('is INFO unless given, and takes DEBUG and TRACE', () => {
    const levels = [undefined, 'INFO', 'DEBUG', 'TRACE'].map((level) => {
      const decoded = decodeStreamsConfig(
        level === undefined ? base : { ...base, 'metrics.recording.level': level },
      )
      return E.isRight(decoded) ? decoded.right['metrics.recording.level'] : decoded.left.message
    })
    expect(levels).toEqual(['INFO', 'INFO', 'DEBUG', 'TRACE'])
  })

  it('rejects another level with a typed error naming the key and the accepted levels', () => {
    const decoded = decodeStreamsConfig({ ...base, 'metrics.recording.level': 'debug' })
    if (E.isRight(decoded)) throw new Error('expected the level to be rejected')
    expect(decoded.left._tag).toBe('StreamsConfig')
    expect(decoded.left.key).toBe('metrics.recording.level')
    expect(decoded.left.message).toContain("'INFO', 'DEBUG' or 'TRACE'")
  })
})
