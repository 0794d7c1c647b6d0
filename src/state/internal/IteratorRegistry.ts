/** What the registry needs of an iterator. */
interface Invalidatable {
  invalidate(): void
}

/** The open iterators of one store, so that closing the store invalidates them. */
export class IteratorRegistry {
  private readonly open = new Set<Invalidatable>()

  /** Callback for an iterator's own close: forget it. */
  readonly forget = (it: Invalidatable): void => {
    this.open.delete(it)
  }

  /** Tracks `it` until it closes. */
  track<I extends Invalidatable>(it: I): I {
    this.open.add(it)
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
