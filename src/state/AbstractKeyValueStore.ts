import type { Serializer } from '../serde/Serde.js'
import type { ChangelogOffset } from './ChangelogOffset.js'
import { NullKeyError } from './StateStoreError.js'
import { StoreClosedError } from './StateStoreError.js'
import type { IsolationLevel } from './IsolationLevel.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { KeyValueIterator } from './KeyValueIterator.js'
import type { KeyValueStore } from './KeyValueStore.js'
import type { ReadOnlyKeyValueStore } from './ReadOnlyKeyValueStore.js'
import type { RestoreRecord } from './RestoreRecord.js'
import type { StateStoreContext } from './StateStoreContext.js'
import { validateStoreName } from './validateStoreName.js'

/**
 * The base of every key-value store, backend or layer (the abstract-level pattern): public methods check the
 * lifecycle and the arguments once, then call protected `_hooks` that subclasses implement. Subclasses never
 * see a closed store, a null key or a missing bound they did not ask for.
 * @example
 * class MyStore extends AbstractKeyValueStore<Bytes, Buffer> { protected _get(key: Bytes) { ... } ... }
 * @category State stores
 * @since 0.1.0
 */
export abstract class AbstractKeyValueStore<K, V> implements KeyValueStore<K, V> {
  abstract readonly persistent: boolean
  abstract readonly transactional: boolean
  private opened = false

  constructor(readonly name: string) {
    validateStoreName(name)
  }

  get isOpen(): boolean {
    return this.opened
  }

  async init(context: StateStoreContext): Promise<void> {
    if (this.opened) return
    await this._init(context)
    this.opened = true
  }

  get(key: K): V | undefined {
    this.checkKey(key)
    return this._get(key)
  }

  put(key: K, value: V | null): void {
    this.checkKey(key)
    this._put(key, value)
  }

  putIfAbsent(key: K, value: V | null): V | undefined {
    this.checkKey(key)
    const existing = this._get(key)
    if (existing === undefined) this._put(key, value)
    return existing
  }

  putAll(entries: readonly KeyValue<K, V | null>[]): void {
    this.checkOpen()
    for (const entry of entries) this.checkKey(entry.key)
    for (const entry of entries) this._put(entry.key, entry.value)
  }

  delete(key: K): V | undefined {
    this.checkKey(key)
    const existing = this._get(key)
    this._put(key, null)
    return existing
  }

  range(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    this.checkOpen()
    return this._range(nullToUndefined(from), nullToUndefined(to), false)
  }

  reverseRange(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    this.checkOpen()
    return this._range(nullToUndefined(from), nullToUndefined(to), true)
  }

  all(): KeyValueIterator<K, V> {
    this.checkOpen()
    return this._range(undefined, undefined, false)
  }

  reverseAll(): KeyValueIterator<K, V> {
    this.checkOpen()
    return this._range(undefined, undefined, true)
  }

  prefixScan<P>(prefix: P, prefixSerializer: Serializer<P>): KeyValueIterator<K, V> {
    this.checkKey(prefix)
    if ((prefixSerializer as Serializer<P> | null | undefined) == null) {
      throw new NullKeyError(`prefixScan on '${this.name}' needs a prefix serializer.`, this.name)
    }
    return this._prefixScan(prefixSerializer.serialize(this.name, prefix))
  }

  approximateNumEntries(): number {
    this.checkOpen()
    return this._approximateNumEntries()
  }

  readOnly(isolation: IsolationLevel): ReadOnlyKeyValueStore<K, V> {
    this.checkOpen()
    return this._readOnly(isolation)
  }

  flush(): void {
    this.checkOpen()
    this._flush()
  }

  async commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    this.checkOpen()
    await this._commit(changelogOffsets)
  }

  abort(): void {
    this.checkOpen()
    this._abort()
  }

  committedOffsets(): readonly ChangelogOffset[] {
    this.checkOpen()
    return this._committedOffsets()
  }

  approximateNumUncommittedBytes(): number {
    return this.opened ? this._approximateNumUncommittedBytes() : 0
  }

  async restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    this.checkOpen()
    await this._restore(records, offset)
  }

  async close(): Promise<void> {
    if (!this.opened) return
    this.opened = false
    await this._close()
  }

  /** Opens resources; called once by `init`. */
  protected abstract _init(context: StateStoreContext): Promise<void>
  /** Reads one key (validated, store open). */
  protected abstract _get(key: K): V | undefined
  /** Writes one key; `null` deletes. */
  protected abstract _put(key: K, value: V | null): void
  /** An iterator over `[from, to]` (`undefined` is open), ascending or descending. */
  protected abstract _range(from: K | undefined, to: K | undefined, reverse: boolean): KeyValueIterator<K, V>
  /** An ascending iterator over keys whose bytes start with `prefix`. */
  protected abstract _prefixScan(prefix: Buffer): KeyValueIterator<K, V>
  protected abstract _approximateNumEntries(): number
  protected abstract _readOnly(isolation: IsolationLevel): ReadOnlyKeyValueStore<K, V>
  protected abstract _flush(): void
  protected abstract _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void>
  protected abstract _abort(): void
  protected abstract _committedOffsets(): readonly ChangelogOffset[]
  protected abstract _approximateNumUncommittedBytes(): number
  protected abstract _restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void>
  /** Releases resources; called once by `close`, after the store is marked closed. */
  protected abstract _close(): Promise<void>

  /** Throws `StoreClosedError` unless the store is open. */
  protected checkOpen(): void {
    if (!this.opened) {
      throw new StoreClosedError(`Store '${this.name}' is not open (not initialized, or closed).`, this.name)
    }
  }

  private checkKey(key: unknown): void {
    this.checkOpen()
    if (key === null || key === undefined) {
      throw new NullKeyError(`Store '${this.name}' does not accept null or undefined keys.`, this.name)
    }
  }
}

const nullToUndefined = <T>(value: T | undefined): T | undefined => (value === null ? undefined : value)
