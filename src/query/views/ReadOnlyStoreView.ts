import type { StoreKind } from '../../graph/StoreSpec.js'
import type { IsolationLevel } from '../../state/IsolationLevel.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { ReadOnlyVersionedKeyValueStore } from '../../state/versioned/VersionedKeyValueStore.js'

/**
 * The read-only view of one local store partition, tagged with the store's kind: what IQv1 facades and IQv2
 * queries read.
 * @example
 * const v: ReadOnlyStoreView = { kind: 'keyValue', store: kvStore.readOnly('READ_COMMITTED') }
 * @category Interactive queries
 * @since 0.1.0
 */
export type ReadOnlyStoreView =
  | { readonly kind: 'keyValue'; readonly store: ReadOnlyKeyValueStore<unknown, unknown> }
  | {
      readonly kind: 'timestampedKeyValue'
      readonly store: ReadOnlyKeyValueStore<unknown, ValueAndTimestamp<unknown>>
    }
  | { readonly kind: 'window'; readonly store: ReadOnlyWindowStore<unknown, unknown> }
  | {
      readonly kind: 'timestampedWindow'
      readonly store: ReadOnlyWindowStore<unknown, ValueAndTimestamp<unknown>>
    }
  | { readonly kind: 'session'; readonly store: ReadOnlySessionStore<unknown, unknown> }
  | {
      readonly kind: 'versionedKeyValue'
      readonly store: ReadOnlyVersionedKeyValueStore<unknown, unknown>
    }

/**
 * A store of the runtime as queries find it: open or not, transactional or not, and its read-only views.
 * @example
 * if (isReadableStore(task.getStore('counts'))) readOnlyStoreView('keyValue', store, 'READ_COMMITTED')
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ReadableStore {
  readonly isOpen: boolean
  readonly transactional: boolean
  readOnly(isolation: IsolationLevel): unknown
}

/**
 * Whether `u` is a store queries can read (it has read-only views).
 * @example
 * isReadableStore(task.getStore('counts')) // true for every built-in store
 * @category Interactive queries
 * @since 0.1.0
 */
export const isReadableStore = (u: unknown): u is ReadableStore =>
  typeof (u as { readonly readOnly?: unknown } | null)?.readOnly === 'function'

/**
 * The read-only view at `isolation` of a store the topology built as `kind`, or `undefined` for kinds queries do
 * not read (buffers). The one place where a store of the runtime is taken for its spec's kind:
 * the topology built it from that spec, so its `readOnly` returns that kind's read-only interface.
 * @example
 * readOnlyStoreView('keyValue', store, 'READ_UNCOMMITTED')?.kind // 'keyValue'
 * @category Interactive queries
 * @since 0.1.0
 */
export const readOnlyStoreView = (
  kind: StoreKind | undefined,
  store: ReadableStore,
  isolation: IsolationLevel,
): ReadOnlyStoreView | undefined => {
  // timestamped stores give ValueAndTimestamp values: their view fits both kinds of the family
  switch (kind) {
    case 'keyValue':
    case 'timestampedKeyValue':
      return {
        kind,
        store: store.readOnly(isolation) as ReadOnlyKeyValueStore<unknown, ValueAndTimestamp<unknown>>,
      }
    case 'window':
    case 'timestampedWindow':
      return {
        kind,
        store: store.readOnly(isolation) as ReadOnlyWindowStore<unknown, ValueAndTimestamp<unknown>>,
      }
    case 'session':
      return { kind, store: store.readOnly(isolation) as ReadOnlySessionStore<unknown, unknown> }
    case 'versionedKeyValue':
      return {
        kind,
        store: store.readOnly(isolation) as ReadOnlyVersionedKeyValueStore<unknown, unknown>,
      }
    case 'timeOrderedBuffer':
    case undefined:
      return undefined
    default: {
      const never: never = kind
      return never
    }
  }
}
