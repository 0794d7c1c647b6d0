import type { BranchedKStream } from '../BranchedKStream.js'
import type { KStream } from '../KStream.js'
import type { Branched } from '../options/Branched.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Adds a branch to a `split()`: the records `predicate` accepts (and no earlier branch took).
 * @example
 * stream.pipe(split(), branch((k, v) => v > 0, Branched.as('positive')), defaultBranch())
 * @category Operators
 * @since 0.1.0
 */
export const branch =
  <K, V>(
    predicate: (key: K, value: V) => boolean,
    branched?: Branched<KStream<K, V>, KStream<K, V> | void>,
  ): UnaryFunction<BranchedKStream<K, V>, BranchedKStream<K, V>> =>
  (source) =>
    source.branch(predicate, branched)
