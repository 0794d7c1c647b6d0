/**
 * Base of the errors raised while a task processes records. Each subclass has a literal `_tag`; `retriable` says
 * whether trying again can help; `cause` carries the underlying error.
 * @since 0.1.0
 */
export abstract class StreamsError extends Error {
  abstract readonly _tag: string
  abstract readonly retriable: boolean

  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
  }
}
