import * as E from 'fp-ts/lib/Either.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { QueryableStoreKind } from '../QueryableStoreTypes.js'
import type { StoreError } from '../StoreError.js'
import { wrongStoreKind } from '../wrongStoreKind.js'
import { CompositeKeyValueStore } from './CompositeKeyValueStore.js'
import { compositeSessionStore } from './compositeSessionStore.js'
import { compositeWindowStore } from './compositeWindowStore.js'
import { PlainKeyValueStore } from './PlainKeyValueStore.js'
import { plainWindowStore } from './plainWindowStore.js'
import type { ReadOnlyStoreView } from './ReadOnlyStoreView.js'

/**
 * The read-only store interface an IQv1 handle of each queryable kind reads (timestamped kinds read
 * `ValueAndTimestamp` values, typed `unknown` here like every value).
 * @example
 * const s: ReadOnlyStoreOf['session'] = compositeSessionStore([p0, p1], 'visits')
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ReadOnlyStoreOf {
  readonly keyValue: ReadOnlyKeyValueStore<unknown, unknown>
  readonly timestampedKeyValue: ReadOnlyKeyValueStore<unknown, unknown>
  readonly window: ReadOnlyWindowStore<unknown, unknown>
  readonly timestampedWindow: ReadOnlyWindowStore<unknown, unknown>
  readonly session: ReadOnlySessionStore<unknown, unknown>
}

/**
 * Builds the one store an IQv1 handle of kind `Q` reads from the views of the local partitions it covers (none,
 * one, or several), or the error of a view of another kind.
 * @example
 * const of: ReadViewOf<'keyValue'> = readViews.keyValue
 * @category Interactive queries
 * @since 0.1.0
 */
export type ReadViewOf<Q extends QueryableStoreKind> = (
  views: readonly (ReadOnlyStoreView | undefined)[],
  storeName: string,
) => E.Either<StoreError, ReadOnlyStoreOf[Q]>

/** One store over the picked views: the only one as is, else their composite (none: a store with no rows). */
const over =
  <Q extends QueryableStoreKind>(
    queried: Q,
    pick: (view: ReadOnlyStoreView, storeName: string) => ReadOnlyStoreOf[Q] | undefined,
    composite: (parts: readonly ReadOnlyStoreOf[Q][], storeName: string) => ReadOnlyStoreOf[Q],
  ): ReadViewOf<Q> =>
  (views, storeName) => {
    const parts: ReadOnlyStoreOf[Q][] = []
    for (const view of views) {
      const part = view === undefined ? undefined : pick(view, storeName)
      if (part === undefined) return E.left(wrongStoreKind(storeName, view?.kind ?? 'unreadable', queried))
      parts.push(part)
    }
    const [only] = parts
    return E.right(parts.length === 1 && only !== undefined ? only : composite(parts, storeName))
  }

/**
 * The read view of each queryable kind: plain kinds read timestamped stores without their timestamps, several
 * partitions read as Kafka Streams' composite stores (rows one partition after the other, counts summed, a single
 * value from the partition that has it); one partition is read directly (no fan-out: seed 003).
 * @example
 * readViews.keyValue([{ kind: 'keyValue', store }], 'counts') // Right(store)
 * @category Interactive queries
 * @since 0.1.0
 */
export const readViews: { readonly [Q in QueryableStoreKind]: ReadViewOf<Q> } = {
  keyValue: over(
    'keyValue',
    (v, storeName) => {
      if (v.kind === 'keyValue') return v.store
      return v.kind === 'timestampedKeyValue' ? new PlainKeyValueStore(v.store, storeName) : undefined
    },
    (parts, storeName) => new CompositeKeyValueStore(parts, storeName),
  ),
  timestampedKeyValue: over(
    'timestampedKeyValue',
    (v) => (v.kind === 'timestampedKeyValue' ? v.store : undefined),
    (parts, storeName) => new CompositeKeyValueStore(parts, storeName),
  ),
  window: over(
    'window',
    (v, storeName) => {
      if (v.kind === 'window') return v.store
      return v.kind === 'timestampedWindow' ? plainWindowStore(v.store, storeName) : undefined
    },
    compositeWindowStore,
  ),
  timestampedWindow: over(
    'timestampedWindow',
    (v) => (v.kind === 'timestampedWindow' ? v.store : undefined),
    compositeWindowStore,
  ),
  session: over('session', (v) => (v.kind === 'session' ? v.store : undefined), compositeSessionStore),
}
