import { describe, expect, it } from 'vitest'
import * as api from '../../src/index.js'
import * as testing from '../../src/testing/index.js'
import { StreamsError, isStreamsError } from '../../src/errors/StreamsError.js'
import { taggedError } from '../../src/errors/taggedError.js'

/** Every exported class whose instances are Errors. */
type ErrorClass = abstract new (...args: never[]) => Error

const errorClasses = (module: Record<string, unknown>): [string, ErrorClass][] =>
  Object.entries(module).filter(
    (e): e is [string, ErrorClass] =>
      typeof e[1] === 'function' && (e[1] as { prototype?: unknown }).prototype instanceof Error,
  )

describe('the error family', () => {
  it('has one root: every error class the package exports is a StreamsError', () => {
    const classes = [...errorClasses(api), ...errorClasses(testing)]
    expect(classes.length).toBeGreaterThan(40)
    const outside = classes.filter(([, c]) => !(c.prototype instanceof StreamsError) && c !== StreamsError)
    expect(outside.map(([name]) => name)).toEqual([])
  })

  it('builds a tagged error with its tag, retry flag, class name and cause', () => {
    class StoreMissingError extends taggedError('StoreMissing', false) {
      constructor(
        readonly store: string,
        cause?: unknown,
      ) {
        super(`no store ${store}`, { cause })
      }
    }
    const cause = new Error('underneath')
    const error = new StoreMissingError('counts', cause)
    expect(error).toBeInstanceOf(StreamsError)
    expect(error).toMatchObject({ _tag: 'StoreMissing', retryable: false, name: 'StoreMissingError', cause })
    expect(isStreamsError(error)).toBe(true)
    expect(isStreamsError(new Error('plain'))).toBe(false)
  })
})
