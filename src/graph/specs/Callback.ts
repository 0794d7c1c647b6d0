import type { KeyValue } from '../../core/KeyValue.js'

/**
 * A user callback as the plan holds it: arguments and result as `unknown`, because the plan erases the handles'
 * type parameters. The parameters are compared bivariantly (a method's parameters are), so the DSL stores the
 * user's typed function as it is: the handle's type parameters already checked it against the records it gets.
 * @example
 * const predicate: Callback<[key: unknown, value: unknown], boolean> = (key: string, value: number) => value > 0
 * @category Building topologies
 * @since 0.1.0
 */
export type Callback<A extends readonly unknown[], R> = {
  bivarianceHack(...args: A): R
}['bivarianceHack']

/**
 * Any user callback, its shape unknown (timestamp extractors, partitioners, topic name extractors).
 * @category Building topologies
 * @since 0.1.0
 */
export type UserFunction = (...args: never[]) => unknown

/**
 * `(key, value) => boolean`: `filter`, `filterNot`, `branch`.
 * @category Building topologies
 * @since 0.1.0
 */
export type Predicate = Callback<[key: unknown, value: unknown], boolean>

/**
 * `(key, value) => result`: `map`, `selectKey`, `flatMap`, `groupBy`, key selectors.
 * @category Building topologies
 * @since 0.1.0
 */
export type KeyValueMapper<R> = Callback<[key: unknown, value: unknown], R>

/**
 * `(value, key) => result`: `mapValues`, `flatMapValues` (the key is read-only).
 * @category Building topologies
 * @since 0.1.0
 */
export type ValueMapper<R> = Callback<[value: unknown, key: unknown], R>

/**
 * `(key, value) => void`: `peek`, `foreach`.
 * @category Building topologies
 * @since 0.1.0
 */
export type ForeachAction = Callback<[key: unknown, value: unknown], void>

/**
 * `() => aggregate`: the start of an `aggregate`.
 * @category Building topologies
 * @since 0.1.0
 */
export type Initializer = Callback<[], unknown>

/**
 * One fold step: `aggregator(key, value, aggregate)` for `count` and `aggregate`, or `reducer(aggregate, value)`
 * for `reduce` (the spec's `reduce` flag says which).
 * @category Building topologies
 * @since 0.1.0
 */
export type Fold = Callback<[first: unknown, second: unknown, third?: unknown], unknown>

/**
 * `(key, aggregate1, aggregate2) => aggregate`: merges two sessions.
 * @category Building topologies
 * @since 0.1.0
 */
export type Merger = Callback<[key: unknown, one: unknown, two: unknown], unknown>

/**
 * `(value, otherValue, key) => result`: every key join.
 * @category Building topologies
 * @since 0.1.0
 */
export type ValueJoiner = Callback<[value: unknown, otherValue: unknown, key: unknown], unknown>

/**
 * `(value, key) => foreignKey`: the key of the other table a row of a foreign-key join refers to (the DSL adapts
 * Java's `(key, value)` extractor to this order).
 * @category Building topologies
 * @since 0.1.0
 */
export type ForeignKeyExtractor = Callback<[value: unknown, key: unknown], unknown>

/**
 * `(value, foreignValue) => result`: the joiner of a foreign-key join.
 * @category Building topologies
 * @since 0.1.0
 */
export type ForeignKeyJoiner = Callback<[value: unknown, foreignValue: unknown], unknown>

/**
 * A mapper to a new key and value.
 * @category Building topologies
 * @since 0.1.0
 */
export type PairMapper = KeyValueMapper<KeyValue<unknown, unknown>>
