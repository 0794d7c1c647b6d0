/**
 * Kafka's consumer protocol envelope (`ConsumerProtocolSubscription` / `ConsumerProtocolAssignment`, non-flexible
 * versions 0-3), which kafkajs only speaks at version 0: Java members send version 3 with the partitions they
 * still own, which a cooperative leader must see.
 * @since 0.1.0
 */
import type { TopicPartition } from '../ports.js'

/**
 * A member's subscription as the envelope carries it.
 * @category model
 * @since 0.1.0
 */
export interface ConsumerSubscription {
  readonly topics: readonly string[]
  readonly userData: Buffer
  readonly ownedPartitions: readonly TopicPartition[]
  /** The generation the owned partitions are from (-1: unknown). */
  readonly generationId: number
  readonly rackId: string | null
}

/** The version this member writes: the newest, as Java 4.4 does. */
const SUBSCRIPTION_VERSION = 3

const int16 = (n: number): Buffer => {
  const b = Buffer.alloc(2)
  b.writeInt16BE(n)
  return b
}
const int32 = (n: number): Buffer => {
  const b = Buffer.alloc(4)
  b.writeInt32BE(n)
  return b
}
const str = (s: string | null): Buffer => {
  if (s === null) return int16(-1)
  const bytes = Buffer.from(s, 'utf8')
  return Buffer.concat([int16(bytes.length), bytes])
}
const array = <A>(items: readonly A[], write: (a: A) => Buffer): Buffer =>
  Buffer.concat([int32(items.length), ...items.map(write)])

const byTopic = (partitions: readonly TopicPartition[]): [string, number[]][] => {
  const topics = new Map<string, number[]>()
  for (const p of partitions) topics.set(p.topic, [...(topics.get(p.topic) ?? []), p.partition])
  return [...topics]
}

const writeTopicPartitions = (partitions: readonly TopicPartition[]): Buffer =>
  array(byTopic(partitions), ([topic, ps]) => Buffer.concat([str(topic), array(ps, int32)]))

/**
 * The subscription bytes at version 3 (topics, user data, owned partitions, generation, rack).
 * @example
 * encodeConsumerSubscription({ topics: ['in'], userData, ownedPartitions: [], generationId: -1, rackId: null })
 * @category destructors
 * @since 0.1.0
 */
export const encodeConsumerSubscription = (s: ConsumerSubscription): Buffer =>
  Buffer.concat([
    int16(SUBSCRIPTION_VERSION),
    array(s.topics, str),
    int32(s.userData.length),
    s.userData,
    writeTopicPartitions(s.ownedPartitions),
    int32(s.generationId),
    str(s.rackId),
  ])

/** A forward-only reader; running past the end throws a RangeError that the caller turns into a clear error. */
class Cursor {
  private at = 0
  constructor(private readonly b: Buffer) {}
  int16(): number {
    const v = this.b.readInt16BE(this.at)
    this.at += 2
    return v
  }
  int32(): number {
    const v = this.b.readInt32BE(this.at)
    this.at += 4
    return v
  }
  bytes(length: number): Buffer {
    if (this.at + length > this.b.length) throw new RangeError('truncated')
    const v = this.b.subarray(this.at, this.at + length)
    this.at += length
    return v
  }
  string(): string | null {
    const n = this.int16()
    return n < 0 ? null : this.bytes(n).toString('utf8')
  }
  nullableBytes(): Buffer {
    const n = this.int32()
    return n < 0 ? Buffer.alloc(0) : this.bytes(n)
  }
  array<A>(read: () => A): A[] {
    const n = this.int32()
    if (n < 0) return []
    if (n > this.b.length - this.at) throw new RangeError('count too large')
    return Array.from({ length: n }, read)
  }
  topicPartitions(): TopicPartition[] {
    return this.array(() => {
      const topic = this.string() ?? ''
      return this.array(() => this.int32()).map((partition) => ({ topic, partition }))
    }).flat()
  }
}

/**
 * Reads a subscription of any version (a newer one as version 3, as Kafka's own parser does).
 * @throws RangeError when the bytes are truncated
 * @example
 * decodeConsumerSubscription(memberMetadata).ownedPartitions
 * @category constructors
 * @since 0.1.0
 */
export const decodeConsumerSubscription = (bytes: Buffer): ConsumerSubscription => {
  const c = new Cursor(bytes)
  const version = c.int16()
  const topics = c.array(() => c.string() ?? '')
  const userData = c.nullableBytes()
  const ownedPartitions = version >= 1 ? c.topicPartitions() : []
  const generationId = version >= 2 ? c.int32() : -1
  const rackId = version >= 3 ? c.string() : null
  return { topics, userData, ownedPartitions, generationId, rackId }
}

/**
 * The assignment bytes at version 0 (every version of the assignment has this layout, so Java reads it).
 * @example
 * encodeConsumerAssignment([{ topic: 'in', partition: 0 }], userData)
 * @category destructors
 * @since 0.1.0
 */
export const encodeConsumerAssignment = (partitions: readonly TopicPartition[], userData: Buffer): Buffer =>
  Buffer.concat([int16(0), writeTopicPartitions(partitions), int32(userData.length), userData])

/**
 * Reads an assignment of any version; its partitions sorted by topic then partition.
 * @throws RangeError when the bytes are truncated
 * @example
 * decodeConsumerAssignment(bytes).partitions
 * @category constructors
 * @since 0.1.0
 */
export const decodeConsumerAssignment = (
  bytes: Buffer,
): { readonly partitions: TopicPartition[]; readonly userData: Buffer } => {
  const c = new Cursor(bytes)
  c.int16()
  const partitions = c
    .topicPartitions()
    .sort((a, b) => (a.topic === b.topic ? a.partition - b.partition : a.topic < b.topic ? -1 : 1))
  return { partitions, userData: c.nullableBytes() }
}
