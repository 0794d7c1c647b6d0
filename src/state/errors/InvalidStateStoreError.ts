/**
 * Base class of every error a state store throws, as Kafka's `InvalidStateStoreException` family. Each subclass
 * has a literal `_tag`; match on it (see {@link StateStoreError}), never on the message.
 * @example
 * try { store.get('k') } catch (e) { if (e instanceof InvalidStateStoreError) console.log(e._tag, e.storeName) }
 * @category errors
 * @since 0.1.0
 */
export abstract class InvalidStateStoreError extends Error {
  abstract readonly _tag: string
  /** Whether trying again (later, or after re-discovering the store) can succeed. */
  abstract readonly retriable: boolean

  constructor(
    message: string,
    /** The store concerned. */
    readonly storeName: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = new.target.name
  }
}
