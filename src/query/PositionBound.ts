import { Position } from './Position.js'

/**
 * How fresh a query's answer must be, as Kafka's `PositionBound`: `unbounded()` accepts any state; `at(p)`
 * requires the store to have read at least `p` (else the partition fails with `NOT_UP_TO_BOUND`).
 * @example
 * const bound = PositionBound.at(previous.position())
 * bound.isSatisfiedBy(store.position, 0)
 * @category Interactive queries
 * @since 0.1.0
 */
export class PositionBound {
  private constructor(private readonly bound: Position) {}

  /** No freshness requirement. */
  static unbounded(): PositionBound {
    return new PositionBound(Position.emptyPosition())
  }

  /** At least `position` (copied). */
  static at(position: Position): PositionBound {
    return new PositionBound(position.copy())
  }

  /** Whether there is no requirement (the position is empty). */
  isUnbounded(): boolean {
    return this.bound.isEmpty()
  }

  /** The required position (a copy). */
  position(): Position {
    return this.bound.copy()
  }

  /**
   * Whether a store partition at `current` is up to this bound, as Kafka Streams decides it: for each topic of
   * the bound, look at the bound's entry for `partition` (the task's partition, assumed equal to the input
   * partition); no entry means the topic is ignored; otherwise the store must have seen that topic-partition at
   * an offset at least as high.
   * @example
   * PositionBound.at(Position.fromMap({ in: { 0: 5 } })).isSatisfiedBy(Position.fromMap({ in: { 0: 7 } }), 0) // true
   */
  isSatisfiedBy(current: Position, partition: number): boolean {
    for (const topic of this.bound.topics()) {
      const required = this.bound.offset(topic, partition)
      if (required === undefined) continue
      const seen = current.offset(topic, partition)
      if (seen === undefined || seen < required) return false
    }
    return true
  }

  /** Whether both require the same position. */
  equals(other: PositionBound): boolean {
    return this.bound.equals(other.bound)
  }

  /** Kafka Streams' text. */
  toString(): string {
    return this.isUnbounded()
      ? 'PositionBound{position=unbounded}'
      : `PositionBound{position=${this.bound.toString()}}`
  }
}
