import { StreamsError } from './StreamsError.js'

/**
 * The base class of one kind of error, with its `_tag` and `retryable` fixed: the subclass adds only its fields.
 * @example
 * class StoreAccessError extends taggedError('StoreAccess', false) {
 *   constructor(message: string, readonly store: string) { super(message) }
 * }
 * new StoreAccessError('no store', 'counts')._tag // 'StoreAccess'
 * @category Errors
 * @since 0.1.0
 */
export const taggedError = <const Tag extends string, const Retryable extends boolean>(
  tag: Tag,
  retryable: Retryable,
) => {
  abstract class TaggedError extends StreamsError {
    readonly _tag: Tag = tag
    readonly retryable: Retryable = retryable
  }
  return TaggedError
}
