import { join } from 'node:path'
import { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { Bytes } from '../Bytes.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import { StoreConfigError } from '../StateStoreError.js'
import { StoreCorruptedError } from '../StateStoreError.js'
import type { BytesIterator } from '../internal/BytesIterator.js'
import type { KeyRange } from '../internal/KeyRange.js'
import { KeySet } from '../internal/KeySet.js'
import { mergeOffsets } from '../internal/mergeOffsets.js'
import { SortedKeys } from '../internal/SortedKeys.js'
import { SortedKeysIterator } from '../internal/SortedKeysIterator.js'
import type { WriteSet } from '../internal/WriteSet.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import { DataKeyBuffer } from './DataKeyBuffer.js'
import { decodeOffsets, encodeOffsets } from './offsetsCodec.js'
import { openLevel, translateLevelError, type LevelDatabase } from './openLevel.js'

/** Data keys start with this byte, metadata keys with {@link META}. */
const DATA = 0x01
const META = 0x00
const OFFSETS_KEY = Buffer.from([META, ...Buffer.from('changelog-offsets')])

/**
 * The LevelDB byte-level key-value backend: one database per store per task, at `<stateDir>/<taskId>/<name>`.
 *
 * LevelDB offers synchronous point reads (`getSync`) but only asynchronous iteration, while processors must scan
 * synchronously. So the store keeps every live key in an ordered in-memory index (keys only, loaded on open);
 * scans walk the index and read each value with `getSync`. Writes land in in-memory write sets (read first, so
 * the owner reads its own writes; a transactional layer hands its whole overlay over as one set) and reach
 * LevelDB at `commit`, in ONE atomic batch together with the changelog offsets, which `init` reads back: a crash
 * between commits reopens at the last committed offset with nothing half-applied.
 * @example
 * const store = new LevelKeyValueStore('counts')
 * await store.init({ taskId: '0_0', partition: 0, stateDir: '/tmp/app', recordTimestamp: () => 0 })
 * @category State stores
 * @since 0.1.0
 */
export class LevelKeyValueStore extends AbstractKeyValueBytesStore {
  readonly persistent = true
  readonly transactional = false
  private db: LevelDatabase | undefined
  private location = ''
  private readonly index = new SortedKeys()
  /** The same keys as `index`, hashed: a write of a key already there costs one lookup, not an ordered search. */
  private readonly indexed = new KeySet()
  /** Direct writes since the last commit (the newest write set). */
  private pending = new Map<string, Buffer | null>()
  private pendingBytes = 0
  /** Write sets not yet written, oldest first (handed over by the layer above); `pending` is newer than all. */
  private staged: WriteSet[] = []
  /** Write sets in the batch being written, oldest first; read until the write succeeds. */
  private flushing: WriteSet[] = []
  private offsets: readonly ChangelogOffset[] = []
  /** The last batch write started (settled when it ends, whether it failed or not). */
  private inFlight: Promise<void> = Promise.resolve()
  /** Batch writes started and not yet ended. */
  private writing = 0
  private readonly dataKeys = new DataKeyBuffer(DATA)

  protected async _init(context: StateStoreContext): Promise<void> {
    if (context.stateDir === undefined) {
      throw new StoreConfigError(
        `Persistent store '${this.name}' needs a stateDir in its context.`,
        this.name,
      )
    }
    this.location = join(context.stateDir, context.taskId, this.name)
    const db = await openLevel(this.name, this.location)
    try {
      this.offsets = decodeOffsets(this.name, await db.get(OFFSETS_KEY))
      await this.loadIndex(db)
    } catch (cause) {
      await db.close()
      throw cause instanceof StoreCorruptedError
        ? cause
        : translateLevelError(this.name, this.location, cause)
    }
    this.db = db
  }

  protected _get(key: Bytes): Buffer | undefined {
    if (this.pending.size !== 0 || this.staged.length !== 0 || this.flushing.length !== 0) {
      const write = this.unwritten(key.key)
      if (write !== undefined) return write ?? undefined
    }
    return this.readDisk(key)
  }

  protected _put(key: Bytes, value: Buffer | null): void {
    const k = key.key
    const previous = this.pending.get(k)
    if (previous !== undefined) this.pendingBytes -= k.length + (previous?.length ?? 0)
    this.pending.set(k, value)
    this.pendingBytes += k.length + (value?.length ?? 0)
    this.indexWrite(value, k)
  }

  protected _iterator(range: KeyRange, reverse: boolean): BytesIterator {
    return new SortedKeysIterator(this.name, this.index, range, reverse, this.row)
  }

  private readonly row = (k: string): KeyValue<Bytes, Buffer> => {
    const key = Bytes.fromKey(k)
    const value = this._get(key)
    if (value === undefined) {
      throw new StoreCorruptedError(
        `Store '${this.name}' lists key ${key.toString()} but holds no value for it.`,
        this.name,
      )
    }
    return { key, value }
  }

  protected _approximateNumEntries(): number {
    return this.index.size
  }

  protected _readOnly(): ReadOnlyKeyValueStore<Bytes, Buffer> {
    return this
  }

  protected _flush(): void {}

  /**
   * Writes the unwritten sets and the offsets in one batch, after the write in flight if any. With none in flight
   * the batch is built and handed to LevelDB before this returns, so the caller can work while LevelDB writes.
   */
  protected _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    return this.track(
      this.writing === 0
        ? this.writeBatch(changelogOffsets)
        : this.inFlight.then(() => this.writeBatch(changelogOffsets)),
    )
  }

  /** Counts `write` in flight until it ends, so later writes and `close` wait for it. */
  private track(write: Promise<void>): Promise<void> {
    this.writing++
    this.inFlight = write.then(this.writeEnded, this.writeEnded)
    return write
  }

  private readonly writeEnded = (): void => {
    this.writing--
  }

  protected override async _commitWrites(
    writes: WriteSet,
    changelogOffsets: readonly ChangelogOffset[],
  ): Promise<void> {
    this.sealPending()
    this.staged.push(writes)
    const write = this._commit(changelogOffsets)
    // Index the keys while LevelDB writes the batch on its own thread: this is synchronous, so no read can see
    // the index between the two (reads of the keys find them in the unwritten sets until the write ends).
    writes.forEach(this.indexWrite)
    await write
  }

  protected _abort(): void {}

  protected _committedOffsets(): readonly ChangelogOffset[] {
    return this.offsets
  }

  protected _approximateNumUncommittedBytes(): number {
    return this.pendingBytes
  }

  /**
   * With nothing unwritten (as during a restore), the records go straight from their buffers into one LevelDB
   * batch with the offset, and the index learns their keys once it is written; otherwise they are written as any
   * other writes, after the unwritten ones.
   */
  protected async _restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    if (this.writing === 0 && this.pending.size === 0 && this.staged.length === 0)
      return this.track(this.writeRestored(records, offset))
    for (const record of records) this._put(Bytes.wrap(record.key), record.value)
    await this._commit([offset])
  }

  /** Writes restored records and the offset in one batch, then indexes their keys. */
  private async writeRestored(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    const offsets = mergeOffsets(this.offsets, [offset])
    const batch = (this.db as LevelDatabase).batch()
    const dataKeys = this.dataKeys
    for (const { key, value } of records) {
      if (value === null) batch.del(dataKeys.of(key))
      else batch.put(dataKeys.of(key), value)
    }
    batch.put(OFFSETS_KEY, encodeOffsets(offsets))
    try {
      await batch.write()
    } catch (cause) {
      throw translateLevelError(this.name, this.location, cause)
    }
    this.offsets = offsets
    for (const { key, value } of records) this.indexWrite(value, key.toString('latin1'))
  }

  protected async _release(): Promise<void> {
    await this.inFlight
    const db = this.db
    this.db = undefined
    this.index.clear()
    this.indexed.clear()
    this.pending = new Map()
    this.pendingBytes = 0
    this.staged = []
    if (db !== undefined) await db.close()
  }

  private readonly indexWrite = (value: Buffer | null, k: string): void => {
    if (value === null) {
      if (this.indexed.delete(k)) this.index.remove(k)
      return
    }
    if (this.indexed.add(k)) this.index.addAbsent(k)
    else this.index.version++ // the row changed: cursors re-read what they cached
  }

  /** Moves the direct writes behind the staged sets, so that later sets stay newer. */
  private sealPending(): void {
    if (this.pending.size === 0) return
    this.staged.push(this.pending)
    this.pending = new Map()
    this.pendingBytes = 0
  }

  /** The newest unwritten write of a key, if any. */
  private unwritten(k: string): Buffer | null | undefined {
    const direct = this.pending.get(k)
    if (direct !== undefined) return direct
    for (const sets of [this.staged, this.flushing]) {
      for (let i = sets.length - 1; i >= 0; i--) {
        const write = (sets[i] as WriteSet).get(k)
        if (write !== undefined) return write
      }
    }
    return undefined
  }

  /** Writes every unwritten set and the offsets in one batch; on failure the sets stay unwritten. */
  private async writeBatch(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    const db = this.db as LevelDatabase
    const offsets = mergeOffsets(this.offsets, changelogOffsets)
    const pendingBytes = this.pendingBytes
    this.sealPending()
    this.flushing = this.staged
    this.staged = []
    const batch = db.batch()
    const dataKeys = this.dataKeys
    const add = (value: Buffer | null, key: string): void => {
      if (value === null) batch.del(dataKeys.ofLatin1(key))
      else batch.put(dataKeys.ofLatin1(key), value)
    }
    for (const set of this.flushing) set.forEach(add)
    batch.put(OFFSETS_KEY, encodeOffsets(offsets))
    try {
      await batch.write()
    } catch (cause) {
      this.sealPending()
      this.staged = [...this.flushing, ...this.staged]
      this.pendingBytes += pendingBytes
      throw translateLevelError(this.name, this.location, cause)
    } finally {
      this.flushing = []
    }
    this.offsets = offsets
  }

  /** Reads one key with `getSync`, its data key built from whichever form the key has. */
  private readDisk(key: Bytes): Buffer | undefined {
    const dataKey = key.hasBuffer ? this.dataKeys.of(key.get()) : this.dataKeys.ofLatin1(key.key)
    return (this.db as LevelDatabase).getSync(dataKey)
  }

  private async loadIndex(db: LevelDatabase): Promise<void> {
    const keys = db.keys({ gte: Buffer.from([DATA]), lt: Buffer.from([DATA + 1]) })
    try {
      for (;;) {
        const chunk = await keys.nextv(4096)
        if (chunk.length === 0) break
        for (const dataKey of chunk) this.indexWrite(dataKey, dataKey.toString('latin1', 1))
      }
    } finally {
      await keys.close()
    }
  }
}
