import type { BaseStateStore } from '../core/processorApi/BaseStateStore.js'
import type { ChangelogOffset } from './ChangelogOffset.js'
import type { RestoreRecord } from './RestoreRecord.js'
import type { StateStoreContext } from './StateStoreContext.js'

/**
 * The lifecycle every store and every layer shares, as Kafka's `StateStore` (with KIP-892 and KIP-1035 commit).
 * The runtime drives it: `init` (I/O), many synchronous reads and writes, `flush` + `commit` between batches,
 * `abort` on task corruption, `restore` while restoring, `close`.
 * @example
 * await store.init(ctx)
 * store.put('k', 1)
 * await store.commit([{ topic: 'app-s-changelog', partition: 0, offset: 10 }])
 * await store.close()
 * @category State stores
 * @since 0.1.0
 */
export interface StateStore extends BaseStateStore {
  /** Whether uncommitted writes are kept apart until `commit` (KIP-892), so `abort` can drop them. */
  readonly transactional: boolean
  /** Opens the store: directory, lock, committed offsets. Fails with `StoreLockedError`, `StoreCorruptedError`. */
  init(context: StateStoreContext): Promise<void>
  /** Pushes cached writes down through the layers (forwarding them downstream). Synchronous, no I/O. */
  flush(): void
  /**
   * Flushes, then makes every uncommitted write durable in one atomic batch together with `changelogOffsets`.
   * On failure the uncommitted writes are kept and the commit can be retried.
   */
  commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void>
  /** Drops uncommitted writes (transactional stores) and cached writes. Non-transactional stores keep theirs. */
  abort(): void
  /** Offsets written with the last commit or restore batch, read back on open (empty for a new store). */
  committedOffsets(): readonly ChangelogOffset[]
  /** Bytes of uncommitted writes held; over `statestore.uncommitted.max.bytes` the owner should commit early. */
  approximateNumUncommittedBytes(): number
  /**
   * Bulk-loads changelog records, bypassing cache, overlay and change-logging, and records `offset` (the next
   * offset to read) atomically with them.
   */
  restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void>
  /** Closes the store; open iterators are invalidated. Uncommitted writes are dropped. */
  close(): Promise<void>
}
