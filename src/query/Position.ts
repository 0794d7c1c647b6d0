import { InvalidArgumentError } from '../errors/InvalidArgumentError.js'
import { validateInteger } from '../core/validateInteger.js'
import { validatePartition } from './validateQueryInput.js'

/**
 * How far a store has read its input: per topic and partition, the offset of the last record applied, as Kafka's
 * `Position` (KIP-796). Stores update it on every write, so it is mutable, and it only moves forward:
 * `withComponent` and `merge` never lower an offset. Feed a query result's position into the next query's
 * `PositionBound.at(...)` for read-your-writes.
 * @example
 * const p = Position.emptyPosition().withComponent('input', 0, 41)
 * p.merge(Position.fromMap({ input: { 0: 40, 1: 7 } })).toMap() // { input: { 0: 41, 1: 7 } }
 * @category Interactive queries
 * @since 0.1.0
 */
export class Position {
  private constructor(private readonly offsets: Map<string, Map<number, number>>) {}

  /** A position that has seen nothing. */
  static emptyPosition(): Position {
    return new Position(new Map())
  }

  /**
   * A position from plain data `{ topic: { partition: offset } }` (copied).
   * @throws InvalidArgumentError for an empty topic, a bad partition or a bad offset
   */
  static fromMap(map: Readonly<Record<string, Readonly<Record<number, number>>>>): Position {
    const p = Position.emptyPosition()
    for (const [topic, partitions] of Object.entries(map))
      for (const [partition, offset] of Object.entries(partitions))
        p.withComponent(topic, Number(partition), offset)
    return p
  }

  /**
   * Records that `topic`/`partition` has been read up to `offset`; an offset lower than the one held is ignored.
   * Mutates and returns this position.
   * @throws InvalidArgumentError for an empty topic, a bad partition or a negative offset
   */
  withComponent(topic: string, partition: number, offset: number): this {
    if (typeof topic !== 'string' || topic.length === 0)
      throw new InvalidArgumentError('topic must be a non-empty string.', 'topic')
    validatePartition(partition)
    validateInteger(offset, 'offset')
    let partitions = this.offsets.get(topic)
    if (partitions === undefined) this.offsets.set(topic, (partitions = new Map<number, number>()))
    const held = partitions.get(partition)
    if (held === undefined || held < offset) partitions.set(partition, offset)
    return this
  }

  /** Takes the higher offset of each topic-partition from `other` (mutates; `undefined` changes nothing). */
  merge(other: Position | undefined): this {
    if (other !== undefined)
      for (const [topic, partitions] of other.offsets)
        for (const [partition, offset] of partitions) this.withComponent(topic, partition, offset)
    return this
  }

  /** An independent copy. */
  copy(): Position {
    return new Position(new Map([...this.offsets].map(([t, ps]) => [t, new Map(ps)])))
  }

  /** The topics this position has seen. */
  topics(): ReadonlySet<string> {
    return new Set(this.offsets.keys())
  }

  /** The offsets per partition of `topic` (empty if unseen), a copy. */
  partitionPositions(topic: string): ReadonlyMap<number, number> {
    return new Map(this.offsets.get(topic))
  }

  /** The offset seen for `topic`/`partition`, if any. */
  offset(topic: string, partition: number): number | undefined {
    return this.offsets.get(topic)?.get(partition)
  }

  /** Whether nothing has been seen. */
  isEmpty(): boolean {
    return this.offsets.size === 0
  }

  /** Whether both hold the same offsets. */
  equals(other: Position): boolean {
    const a = this.toMap()
    const b = other.toMap()
    return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())
  }

  /** Plain data `{ topic: { partition: offset } }`, for logs and the wire. */
  toMap(): Record<string, Record<number, number>> {
    return Object.fromEntries(
      [...this.offsets].map(([topic, ps]) => [
        topic,
        Object.fromEntries([...ps].sort(([x], [y]) => x - y)) as Record<number, number>,
      ]),
    )
  }

  /** Kafka Streams' text. */
  toString(): string {
    return `Position{position=${JSON.stringify(this.toMap())}}`
  }
}
