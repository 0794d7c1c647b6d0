/** What the registry needs of an iterator. */
interface Trackable {
  invalidate(): void
  /** Calls `listener` once when the iterator ends (closed or invalidated). */
  whenEnded(listener: (it: Trackable) => void): void
}

/**
 * The open iterators of one store, so that closing the store invalidates them. The one rule: an iterator is
 * held from `track` until it ends (its own close, or its invalidation by whichever store tracks it), then
 * forgotten. So a layer may track an iterator the layer below also tracks, and closed iterators never pile up.
 */
export class IteratorRegistry {
  private readonly open = new Set<Trackable>()

  private readonly forget = (it: Trackable): void => {
    this.open.delete(it)
  }

  /** Tracks `it` until it ends. */
  track<I extends Trackable>(it: I): I {
    this.open.add(it)
    it.whenEnded(this.forget)
    return it
  }

  /** Number of open iterators. */
  get size(): number {
    return this.open.size
  }

  /** Invalidates every open iterator (the store is closing). */
  invalidateAll(): void {
    for (const it of this.open) it.invalidate()
    this.open.clear()
  }
}
