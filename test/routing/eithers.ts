// Small Either helpers shared by the routing and metadata tests.
import * as E from 'fp-ts/lib/Either.js'

/** The Right value, or a thrown error naming the Left's tag. */
export const right = <A>(e: E.Either<{ readonly _tag: string }, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected a Right, got ${e.left._tag}`)
  return e.right
}

/** The Left's tag, or 'Right'. */
export const tagOf = <A>(e: E.Either<{ readonly _tag: string }, A>): string =>
  E.isLeft(e) ? e.left._tag : 'Right'
