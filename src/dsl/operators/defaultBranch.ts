import type { BranchedKStream } from '../BranchedKStream.js'
import type { KStream } from '../KStream.js'
import type { Branched } from '../options/Branched.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Ends a `split()` with a branch for the records no predicate accepted; returns the branches by name.
 * @example
 * const branches = stream.pipe(split(Named.as('route-')), branch(isA, Branched.as('a')), defaultBranch())
 * @category Operators
 * @since 0.1.0
 */
export const defaultBranch =
  <K, V>(
    branched?: Branched<KStream<K, V>, KStream<K, V> | void>,
  ): UnaryFunction<BranchedKStream<K, V>, Readonly<Record<string, KStream<K, V>>>> =>
  (source) =>
    source.defaultBranch(branched)
