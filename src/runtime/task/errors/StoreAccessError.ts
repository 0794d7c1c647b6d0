import { StreamsError } from '../../../errors/StreamsError.js'

/**
 * A processor asked for a state store that is not connected to it (or does not exist).
 * @example
 * if (e instanceof StoreAccessError) console.log(e.node, e.store)
 * @category errors
 * @since 0.1.0
 */
export class StoreAccessError extends StreamsError {
  readonly _tag = 'StoreAccess' as const
  readonly retriable = false

  constructor(
    message: string,
    readonly node: string,
    readonly store: string,
  ) {
    super(message)
  }
}
