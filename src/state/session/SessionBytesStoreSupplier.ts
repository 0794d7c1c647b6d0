import {
  segmentedBytesStoreSupplier,
  type SegmentedBytesStoreSupplier,
} from '../segmented/SegmentedBytesStoreSupplier.js'
import { checkSessionOptions, SegmentedSessionStore } from './SegmentedSessionStore.js'

/**
 * Makes the byte-level part of a session store, as Kafka's `SessionBytesStoreSupplier`. Each `get` returns a new,
 * unopened store (one per task) whose rows live in a fresh key-value backend wrapped in `layers`; sessions are
 * kept `retentionPeriod` ms after their end.
 * @example
 * const supplier = Stores.persistentSessionStore('sessions', 3_600_000)
 * @category State stores
 * @since 0.1.0
 */
export type SessionBytesStoreSupplier = SegmentedBytesStoreSupplier<SegmentedSessionStore>

/**
 * A session store supplier over LevelDB (`persistent`) or memory; a bad name or a negative retention throws
 * `StoreConfigError`.
 * @example
 * sessionBytesStoreSupplier('sessions', false, 3_600_000)
 * @category State stores
 * @since 0.1.0
 */
export const sessionBytesStoreSupplier = (
  name: string,
  persistent: boolean,
  retentionPeriod: number,
): SessionBytesStoreSupplier =>
  segmentedBytesStoreSupplier(
    name,
    persistent,
    retentionPeriod,
    'session',
    () => checkSessionOptions(name, { retentionPeriod }),
    (backend, options) => new SegmentedSessionStore(name, backend, options),
  )
