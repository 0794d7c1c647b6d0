/**
 * The partitioner the kafkajs producer uses: an explicit partition wins; a keyed record goes to Kafka's murmur2
 * partition of its key bytes (so Java and Tributary agree on where a key lives); an unkeyed record goes round
 * robin over the topic's partitions.
 * @since 0.1.0
 */
import type { ICustomPartitioner, Message } from 'kafkajs'
import { partitionForKey } from '../partitioner.js'

/**
 * A kafkajs `createPartitioner` built on {@link partitionForKey}; `chosen` (optional) hears each message's
 * partition, so the producer can report where every record landed.
 * @example
 * kafka.producer({ createPartitioner: kafkajsPartitioner() })
 * @category Clients
 * @since 0.1.0
 */
export const kafkajsPartitioner =
  (chosen?: (message: Message, partition: number) => void): ICustomPartitioner =>
  () => {
    let next = 0
    const pick = (partitionMetadata: readonly { partitionId: number }[], message: Message): number => {
      if (message.partition !== undefined) return message.partition
      const key = message.key
      if (key !== null && key !== undefined)
        return partitionForKey(Buffer.from(key), partitionMetadata.length)
      next = (next + 1) % partitionMetadata.length
      return partitionMetadata[next]?.partitionId ?? 0
    }
    return ({ partitionMetadata, message }) => {
      const partition = pick(partitionMetadata, message)
      chosen?.(message, partition)
      return partition
    }
  }
