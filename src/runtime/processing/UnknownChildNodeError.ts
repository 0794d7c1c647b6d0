import { taggedError } from '../../errors/taggedError.js'

/**
 * A processor forwarded to a child name that is not one of its children.
 * @example
 * if (e instanceof UnknownChildNodeError) console.log(e.node, e.child)
 * @category Errors
 * @since 0.1.0
 */
export class UnknownChildNodeError extends taggedError('UnknownChildNode', false) {
  constructor(
    readonly node: string,
    readonly child: string,
  ) {
    super(`Unknown downstream node: ${child} either does not exist or is not connected to processor ${node}.`)
  }
}
