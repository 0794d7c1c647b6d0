/**
 * The one error family of Tributary (build, processing, state, clients, queries' throwing adapters): every error the
 * library throws is a `StreamsError`, with a literal `_tag` to switch on (never the message), `retryable`
 * (whether trying the same thing again can help, KIP-216's word) and the underlying `cause`.
 * @since 0.1.0
 */

/**
 * Base class of every error Tributary throws; subclasses are made with `taggedError` or extend a family base
 * (`TopologyError`, `InvalidStateStoreError`, ...).
 * @example
 * try { await app.start() } catch (e) { if (isStreamsError(e) && e.retryable) scheduleRetry() }
 * @category Errors
 * @since 0.1.0
 */
export abstract class StreamsError extends Error {
  /** What kind of error this is: one literal per class. */
  abstract readonly _tag: string
  /** Whether the same call may succeed if tried again (later, or after rediscovering a store). */
  abstract readonly retryable: boolean

  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
  }
}

/**
 * Narrows an unknown thrown value to a Tributary error.
 * @example
 * if (isStreamsError(e)) console.log(e._tag, e.retryable)
 * @category Errors
 * @since 0.1.0
 */
export const isStreamsError = (e: unknown): e is StreamsError => e instanceof StreamsError
