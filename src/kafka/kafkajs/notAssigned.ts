/**
 * The error for pausing, resuming or seeking partitions a consumer does not hold.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'
import type { TopicPartition } from '../ports.js'

const names = (ps: readonly TopicPartition[]): string => ps.map((p) => `${p.topic}-${p.partition}`).join(', ')

const same = (a: TopicPartition, b: TopicPartition): boolean =>
  a.topic === b.topic && a.partition === b.partition

/**
 * Throws when some of `partitions` are not in `assigned`; returns a copy of `partitions` otherwise.
 * @example
 * requireAssigned('c', 'pause', [{ topic: 't', partition: 9 }], consumer.assignment()) // throws InvalidConfiguration
 * @category Clients
 * @since 0.1.0
 */
export const requireAssigned = (
  clientId: string,
  call: string,
  partitions: readonly TopicPartition[],
  assigned: readonly TopicPartition[],
): TopicPartition[] => {
  const foreign = partitions.filter((p) => !assigned.some((a) => same(a, p)))
  if (foreign.length > 0) {
    throw new KafkaClientError(
      'InvalidConfiguration',
      `Consumer '${clientId}' cannot ${call} ${names(foreign)}: not assigned to it (assigned: ${names(assigned) || 'nothing'}).`,
      foreign[0] === undefined ? {} : { topic: foreign[0].topic },
    )
  }
  return [...partitions]
}
