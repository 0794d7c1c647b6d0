import type { InvalidTimestampError } from '../window/InvalidTimestampError.js'
import type { IteratorClosedError } from './IteratorClosedError.js'
import type { IteratorInvalidatedError } from './IteratorInvalidatedError.js'
import type { NoSuchElementError } from './NoSuchElementError.js'
import type { NullKeyError } from './NullKeyError.js'
import type { StoreClosedError } from './StoreClosedError.js'
import type { StoreConfigError } from './StoreConfigError.js'
import type { StoreCorruptedError } from './StoreCorruptedError.js'
import type { StoreIoError } from './StoreIoError.js'
import type { StoreLockedError } from './StoreLockedError.js'
import type { StoreSerializationError } from './StoreSerializationError.js'

/**
 * Every error a state store throws, as a tagged union.
 * @example
 * const retry = (e: StateStoreError) => matchStateStoreError(e, { StoreLocked: () => true, ... })
 * @category errors
 * @since 0.1.0
 */
export type StateStoreError =
  | StoreClosedError
  | IteratorInvalidatedError
  | IteratorClosedError
  | NoSuchElementError
  | NullKeyError
  | StoreLockedError
  | StoreCorruptedError
  | StoreIoError
  | StoreConfigError
  | StoreSerializationError
  | InvalidTimestampError

/**
 * Exhaustive match over {@link StateStoreError} tags.
 * @example
 * matchStateStoreError(e, { StoreClosed: () => 'reopen', ...others })
 * @category destructors
 * @since 0.1.0
 */
export const matchStateStoreError = <R>(
  error: StateStoreError,
  cases: { readonly [T in StateStoreError['_tag']]: (e: Extract<StateStoreError, { _tag: T }>) => R },
): R => (cases[error._tag] as (e: StateStoreError) => R)(error)
