import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * `next` or `peekNextKey` on an iterator with no more rows; check `hasNext` first.
 * @example
 * if (it.hasNext()) it.next()
 * @category errors
 * @since 0.1.0
 */
export class NoSuchElementError extends InvalidStateStoreError {
  readonly _tag = 'NoSuchElement' as const
  readonly retriable = false
}
