import { describe, expect, it } from 'vitest'
import { BufferConfig } from '../../../src/dsl/options/BufferConfig.js'
import { Suppressed } from '../../../src/dsl/options/Suppressed.js'
import { errorOf } from './errorOf.js'

describe('Suppressed', () => {
  it('suppresses until windows close with a strict buffer', () => {
    expect(Suppressed.from(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded()))).toEqual({
      _tag: 'UntilWindowCloses',
      bufferConfig: { whenFull: 'SHUT_DOWN', loggingEnabled: true, topicConfig: {} },
    })
    const bounded = BufferConfig.maxRecords(10).shutDownWhenFull().withLoggingDisabled()
    expect(Suppressed.untilWindowCloses(bounded).withName('final').spec).toEqual({
      _tag: 'UntilWindowCloses',
      name: 'final',
      bufferConfig: { maxRecords: 10, whenFull: 'SHUT_DOWN', loggingEnabled: false, topicConfig: {} },
    })
  })

  it('suppresses until a time limit with any buffer', () => {
    const buffer = BufferConfig.maxBytes(1024).withMaxRecords(5).withLoggingEnabled({ 'segment.ms': '1000' })
    expect(Suppressed.untilTimeLimit(60_000, buffer).spec).toEqual({
      _tag: 'UntilTimeLimit',
      timeToWaitMs: 60_000,
      bufferConfig: {
        maxBytes: 1024,
        maxRecords: 5,
        whenFull: 'EMIT_EARLY',
        loggingEnabled: true,
        topicConfig: { 'segment.ms': '1000' },
      },
    })
    expect(buffer.withNoBound().spec).toEqual({
      whenFull: 'SHUT_DOWN',
      loggingEnabled: true,
      topicConfig: { 'segment.ms': '1000' },
    })
    expect(BufferConfig.unbounded().emitEarlyWhenFull().spec.whenFull).toBe('EMIT_EARLY')
  })

  it('rejects negative limits, an eager buffer for final results and bad names', () => {
    expect(errorOf(() => BufferConfig.maxRecords(-1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'maxRecords',
    })
    expect(errorOf(() => BufferConfig.unbounded().withMaxBytes(-1))).toMatchObject({ argument: 'maxBytes' })
    expect(errorOf(() => Suppressed.untilTimeLimit(-1, BufferConfig.unbounded()))).toMatchObject({
      _tag: 'InvalidArgument',
    })
    const eager = BufferConfig.maxRecords(1) as unknown as BufferConfig<'SHUT_DOWN'>
    expect(errorOf(() => Suppressed.untilWindowCloses(eager))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'bufferConfig',
    })
    expect(
      errorOf(() => Suppressed.untilTimeLimit(1, BufferConfig.unbounded()).withName('s s')),
    ).toMatchObject({
      _tag: 'InvalidName',
    })
  })
})
