import type * as E from 'fp-ts/lib/Either.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import type { StoreError } from '../StoreError.js'
import { getOrThrow, ThrowingKeyValueIterator } from '../ThrowingKeyValueIterator.js'

/**
 * A value as the throwing API hands it out: query iterators become classic throwing iterators.
 * @example
 * type T = Thrown<QueryKeyValueIterator<string, number>> // KeyValueIterator<string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export type Thrown<T> = T extends QueryKeyValueIterator<infer K, infer V> ? KeyValueIterator<K, V> : T

/**
 * What a method's result becomes: `Either<StoreError, T>` gives `T`, `Promise<Either<StoreError, T>>` gives
 * `Promise<T>` (both through {@link Thrown}); anything else is returned as is.
 * @example
 * type U = Unwrapped<Promise<Either<StoreError, number>>> // Promise<number>
 * @category Interactive queries
 * @since 0.1.0
 */
export type Unwrapped<R> = [R] extends [Promise<infer P>]
  ? Promise<[P] extends [E.Either<StoreError, infer T>] ? Thrown<T> : Thrown<P>>
  : [R] extends [E.Either<StoreError, infer T>]
    ? Thrown<T>
    : Thrown<R>

/**
 * A method with its result unwrapped, keeping up to four overloads (a generic method's type parameters become
 * `unknown`).
 * @example
 * type M = ThrowingMethod<(k: string) => Either<StoreError, number>> // (k: string) => number
 * @category Interactive queries
 * @since 0.1.0
 */
export type ThrowingMethod<F> = F extends {
  (...a: infer A1): infer R1
  (...a: infer A2): infer R2
  (...a: infer A3): infer R3
  (...a: infer A4): infer R4
}
  ? ((...a: A1) => Unwrapped<R1>) &
      ((...a: A2) => Unwrapped<R2>) &
      ((...a: A3) => Unwrapped<R3>) &
      ((...a: A4) => Unwrapped<R4>)
  : F

/**
 * A facade whose methods return `Either`s (or promises of them), seen through the throwing API.
 * @example
 * const classic: Throwing<QueryableKeyValueStore<string, number>> = orThrow(facade)
 * @category Interactive queries
 * @since 0.1.0
 */
export type Throwing<F> = {
  readonly [M in keyof F]: F[M] extends (...a: never[]) => unknown ? ThrowingMethod<F[M]> : F[M]
}

/**
 * Whether `u` is an fp-ts `Either`.
 * @example
 * isEither(E.right(1)) // true
 * @category Interactive queries
 * @since 0.1.0
 */
export const isEither = (u: unknown): u is E.Either<StoreError, unknown> => {
  const r = u as { readonly _tag?: unknown } | null
  return (
    typeof u === 'object' &&
    r !== null &&
    ((r._tag === 'Left' && 'left' in r) || (r._tag === 'Right' && 'right' in r))
  )
}

/**
 * Whether `u` is a promise (a thenable).
 * @example
 * isPromise(Promise.resolve(1)) // true
 * @category Interactive queries
 * @since 0.1.0
 */
export const isPromise = (u: unknown): u is PromiseLike<unknown> =>
  typeof (u as { readonly then?: unknown } | null)?.then === 'function'

const thrown = (u: unknown): unknown =>
  u instanceof QueryKeyValueIterator
    ? new ThrowingKeyValueIterator(u as QueryKeyValueIterator<unknown, unknown>)
    : u

/**
 * A result as the throwing API hands it out: an `Either`'s value (or its exception thrown), a promise of one
 * resolved the same way, query iterators as throwing iterators, anything else as is.
 * @example
 * unwrapResult(E.right(3)) // 3
 * @category Interactive queries
 * @since 0.1.0
 */
export const unwrapResult = (r: unknown): unknown => {
  if (isPromise(r)) return Promise.resolve(r).then(unwrapResult)
  return thrown(isEither(r) ? getOrThrow(r) : r)
}

/** Every method name of `facade`: own properties and those of its class chain. */
const methodNames = (facade: object): Set<string | symbol> => {
  const names = new Set<string | symbol>()
  for (
    let o: object | null = facade;
    o !== null && o !== Object.prototype;
    o = Object.getPrototypeOf(o) as object | null
  ) {
    for (const name of Reflect.ownKeys(o)) if (name !== 'constructor') names.add(name)
  }
  return names
}

/**
 * The throwing view of any object whose methods return `Either`s or promises of them (a facade of your own):
 * each method's `Left` becomes the exception of its tag, returned query iterators become throwing ones, other
 * members pass through. The built-in facades have typed adapters instead (`throwingKeyValueStore`, ...).
 * @example
 * const classic = throwingObject(myFacade) as Throwing<MyFacade>
 * @category Interactive queries
 * @since 0.1.0
 */
export const throwingObject = (facade: object): object => {
  const wrapped: Record<string | symbol, unknown> = {}
  for (const name of methodNames(facade)) {
    Object.defineProperty(wrapped, name, {
      enumerable: true,
      get: () => {
        const member: unknown = Reflect.get(facade, name)
        return typeof member === 'function'
          ? (...args: unknown[]) => unwrapResult(Reflect.apply(member, facade, args))
          : member
      },
    })
  }
  return wrapped
}
