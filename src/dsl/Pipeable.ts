/**
 * A function from one handle to another: what every operator returns, and what `pipe` chains.
 * @category Building topologies
 * @since 0.1.0
 */
export type UnaryFunction<T, R> = (source: T) => R

/**
 * Base of every DSL handle: `pipe(op1, op2, ...)` applies operators left to right, typed with overloads (as RxJS)
 * so that key and value types flow from one operator to the next.
 * @example
 * stream.pipe(filter((k, v) => v !== ''), mapValues((v) => v.length), to('lengths'))
 * @category Building topologies
 * @since 0.1.0
 */
export abstract class Pipeable {
  pipe(): this
  pipe<A>(op1: UnaryFunction<this, A>): A
  pipe<A, B>(op1: UnaryFunction<this, A>, op2: UnaryFunction<A, B>): B
  pipe<A, B, C>(op1: UnaryFunction<this, A>, op2: UnaryFunction<A, B>, op3: UnaryFunction<B, C>): C
  pipe<A, B, C, D>(
    op1: UnaryFunction<this, A>,
    op2: UnaryFunction<A, B>,
    op3: UnaryFunction<B, C>,
    op4: UnaryFunction<C, D>,
  ): D
  pipe<A, B, C, D, E>(
    op1: UnaryFunction<this, A>,
    op2: UnaryFunction<A, B>,
    op3: UnaryFunction<B, C>,
    op4: UnaryFunction<C, D>,
    op5: UnaryFunction<D, E>,
  ): E
  pipe<A, B, C, D, E, F>(
    op1: UnaryFunction<this, A>,
    op2: UnaryFunction<A, B>,
    op3: UnaryFunction<B, C>,
    op4: UnaryFunction<C, D>,
    op5: UnaryFunction<D, E>,
    op6: UnaryFunction<E, F>,
  ): F
  pipe<A, B, C, D, E, F, G>(
    op1: UnaryFunction<this, A>,
    op2: UnaryFunction<A, B>,
    op3: UnaryFunction<B, C>,
    op4: UnaryFunction<C, D>,
    op5: UnaryFunction<D, E>,
    op6: UnaryFunction<E, F>,
    op7: UnaryFunction<F, G>,
  ): G
  pipe<A, B, C, D, E, F, G, H>(
    op1: UnaryFunction<this, A>,
    op2: UnaryFunction<A, B>,
    op3: UnaryFunction<B, C>,
    op4: UnaryFunction<C, D>,
    op5: UnaryFunction<D, E>,
    op6: UnaryFunction<E, F>,
    op7: UnaryFunction<F, G>,
    op8: UnaryFunction<G, H>,
  ): H
  pipe<A, B, C, D, E, F, G, H, I>(
    op1: UnaryFunction<this, A>,
    op2: UnaryFunction<A, B>,
    op3: UnaryFunction<B, C>,
    op4: UnaryFunction<C, D>,
    op5: UnaryFunction<D, E>,
    op6: UnaryFunction<E, F>,
    op7: UnaryFunction<F, G>,
    op8: UnaryFunction<G, H>,
    op9: UnaryFunction<H, I>,
  ): I
  pipe(...ops: readonly UnaryFunction<never, unknown>[]): unknown {
    return ops.reduce<unknown>((acc, op) => (op as UnaryFunction<unknown, unknown>)(acc), this)
  }
}
