import { taggedError } from '../../errors/taggedError.js'

/**
 * `removeStreamThread(timeout)` removed a stream thread, but the thread did not finish shutting down within the
 * timeout (Java's `TimeoutException`); it goes on shutting down and leaves the group when done.
 * @example
 * try { await app.removeStreamThread(1_000) } catch (e) { e._tag === 'StreamThreadTimeout' && e.threadName }
 * @category Errors
 * @since 0.1.0
 */
export class StreamThreadTimeoutError extends taggedError('StreamThreadTimeout', true) {
  constructor(
    readonly threadName: string,
    readonly timeoutMs: number,
  ) {
    super(`Stream thread ${threadName} did not stop within ${timeoutMs} ms; it goes on shutting down.`)
  }
}
