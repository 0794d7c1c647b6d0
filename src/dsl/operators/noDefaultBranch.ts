import type { BranchedKStream } from '../BranchedKStream.js'
import type { KStream } from '../KStream.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Ends a `split()` without a default branch (unmatched records are dropped); returns the branches by name.
 * @example
 * const branches = stream.pipe(split(), branch(isA), noDefaultBranch())
 * @category Operators
 * @since 0.1.0
 */
export const noDefaultBranch =
  <K, V>(): UnaryFunction<BranchedKStream<K, V>, Readonly<Record<string, KStream<K, V>>>> =>
  (source) =>
    source.noDefaultBranch()
