import { Subject, type Observable } from 'rxjs'
import type { ChangeFeedMode } from '../metered/MeteredKeyValueStore.js'
import type { StoreChange } from '../StoreChange.js'

/** A change waiting for the commit that makes it durable: first old value, latest new value. */
interface PendingChange<K> {
  readonly key: () => K
  readonly oldValue: Buffer | undefined
  newValue: Buffer | undefined
  timestamp: number
}

/**
 * The change feed of a window or session store: collects the changes written since the last commit (one per
 * row, first old value and latest new value) and emits them once the commit succeeded; or emits each write as it
 * happens. Values are kept as bytes and decoded only when emitted. Nothing is tracked while nobody subscribes.
 * @example
 * const feed = new ChangeFeed<Windowed<string>, number>(decode)
 * feed.changes('committed').subscribe(console.log)
 * @category State stores
 * @since 0.1.0
 */
export class ChangeFeed<K, V> {
  private readonly committed$ = new Subject<StoreChange<K, V>>()
  private readonly written$ = new Subject<StoreChange<K, V>>()
  private readonly pending = new Map<string, PendingChange<K>>()
  /** The owning task's partition, stamped on every change. */
  partition = 0

  constructor(private readonly decodeValue: (value: Buffer | undefined) => V | undefined) {}

  /** The feed in the given mode. */
  changes(mode: ChangeFeedMode): Observable<StoreChange<K, V>> {
    return (mode === 'committed' ? this.committed$ : this.written$).asObservable()
  }

  /** Whether anybody listens (writers skip reading old values otherwise). */
  get observed(): boolean {
    return this.committed$.observed || this.written$.observed
  }

  /** Records one write of row `id` (unique per key and window). */
  record(
    id: string,
    key: () => K,
    oldValue: Buffer | undefined,
    newValue: Buffer | undefined,
    timestamp: number,
  ): void {
    if (this.written$.observed) this.written$.next(this.change(key(), oldValue, newValue, timestamp))
    if (!this.committed$.observed) return
    const pending = this.pending.get(id)
    if (pending === undefined) {
      this.pending.set(id, { key, oldValue, newValue, timestamp })
      return
    }
    pending.newValue = newValue
    pending.timestamp = timestamp
  }

  /** Emits the changes of the commit that just succeeded. */
  committed(): void {
    const changes = [...this.pending.values()]
    this.pending.clear()
    for (const c of changes) {
      if (sameBytes(c.oldValue, c.newValue)) continue
      this.committed$.next(this.change(c.key(), c.oldValue, c.newValue, c.timestamp))
    }
  }

  /** Forgets the changes of an aborted transaction. */
  aborted(): void {
    this.pending.clear()
  }

  private change(key: K, oldValue: Buffer | undefined, newValue: Buffer | undefined, timestamp: number) {
    return {
      key,
      oldValue: this.decodeValue(oldValue),
      newValue: this.decodeValue(newValue),
      timestamp,
      partition: this.partition,
    }
  }
}

const sameBytes = (a: Buffer | undefined, b: Buffer | undefined): boolean =>
  a === undefined || b === undefined ? a === b : a.equals(b)
