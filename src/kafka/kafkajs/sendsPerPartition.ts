/**
 * Splits a send into one kafkajs request per topic-partition. kafkajs' retry of a request spanning several
 * brokers is unsafe when a leader moves: it re-sends to the brokers whose answer was still in flight (their
 * records are written twice) and skips a broker that already answered even when a failed partition's new leader
 * is that broker (its records are never written, yet the send succeeds). A request naming one partition has one
 * broker, so each retry goes only to that partition's current leader, with the same producer sequence.
 * @since 0.1.0
 */
import type { Message } from 'kafkajs'

/** A partition's messages, in the order they were sent; no partition when kafkajs is left to choose. */
export interface PartitionSend {
  readonly topic: string
  readonly partition: number | undefined
  readonly messages: Message[]
}

/**
 * Groups messages by topic and partition, keeping their order within a partition; `partitionOf` says where a
 * message goes (its explicit partition, or the partitioner's choice over the topic's partition count), or
 * undefined when the topic's partitions are not known (those messages stay one request for kafkajs to place).
 * @example
 * sendsPerPartition([{ topic: 'out', message }], () => 0) // [{ topic: 'out', partition: 0, messages: [message] }]
 * @category Clients
 * @since 0.1.0
 */
export const sendsPerPartition = (
  sends: readonly { readonly topic: string; readonly message: Message }[],
  partitionOf: (topic: string, message: Message) => number | undefined,
): PartitionSend[] => {
  const groups = new Map<string, PartitionSend>()
  for (const { topic, message } of sends) {
    const partition = partitionOf(topic, message)
    const placed = partition === undefined ? message : { ...message, partition }
    const key = `${topic}\u0000${partition ?? ''}`
    const group = groups.get(key)
    if (group === undefined) groups.set(key, { topic, partition, messages: [placed] })
    else group.messages.push(placed)
  }
  return [...groups.values()]
}
