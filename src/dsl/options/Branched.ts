import { validateName } from './validateName.js'

/**
 * What happens to a branch of `split`: kept as is, transformed by a function (its result is returned under the
 * branch name), or handed to a consumer (nothing is returned for it).
 * @category Building topologies
 * @since 0.1.0
 */
export type BranchChain<S, R> =
  | { readonly _tag: 'Identity' }
  | { readonly _tag: 'Function'; readonly fn: (branch: S) => R }
  | { readonly _tag: 'Consumer'; readonly fn: (branch: S) => void }

/**
 * What the DSL reads from a {@link Branched}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface BranchedSpec<S, R> {
  /** Branch name; the result key is the split's name prefix plus this name. */
  readonly name?: string
  readonly chain: BranchChain<S, R>
}

/**
 * One branch of `split`, as Kafka Streams' `Branched`: its name and what to do with the branch stream.
 * `S` is the branch stream type, `R` what the branch contributes to the result.
 * @example
 * stream.pipe(split(Named.as('sorted-'), branch((_k, v) => v > 0, Branched.as('positive'))))
 * stream.pipe(split(), branch(isBig, Branched.withConsumer((big) => big.pipe(to('big')))))
 * @category Building topologies
 * @since 0.1.0
 */
export class Branched<S, R = S> {
  private constructor(readonly spec: BranchedSpec<S, R>) {}

  /** A branch kept as is, under this name. */
  static as<S>(name: string): Branched<S, S> {
    return new Branched({ name: validateName(name), chain: { _tag: 'Identity' } })
  }

  /** A branch transformed by `fn`; the result is returned under the branch name. */
  static withFunction<S, R>(fn: (branch: S) => R, name?: string): Branched<S, R> {
    return new Branched({
      ...(name === undefined ? {} : { name: validateName(name) }),
      chain: { _tag: 'Function', fn },
    })
  }

  /** A branch handed to `fn`; nothing is returned for it. */
  static withConsumer<S>(fn: (branch: S) => void, name?: string): Branched<S, never> {
    return new Branched<S, never>({
      ...(name === undefined ? {} : { name: validateName(name) }),
      chain: { _tag: 'Consumer', fn },
    })
  }

  /** The spec an operator reads; no `Branched` means an unnamed branch kept as is. */
  static from<S, R>(branched: Branched<S, R> | undefined): BranchedSpec<S, R> {
    return branched === undefined ? { chain: { _tag: 'Identity' } } : branched.spec
  }
}
