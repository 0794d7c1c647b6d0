/**
 * kafkajs hands its internal `Cluster` (typed in its public declarations) only to partition-assigner factories.
 * A consumer that is never connected serves as the way in: its assigner factory receives a fresh cluster with the
 * requested isolation level. The admin uses it to list offsets under either isolation level, which kafkajs' own
 * admin cannot do.
 * @since 0.1.0
 */
import type { Cluster, Kafka } from 'kafkajs'
import { KafkaClientError } from '../KafkaClientError.js'

/**
 * A kafkajs cluster connection of its own, with the given isolation level for offset lookups.
 * @example
 * const cluster = captureCluster(kafka, true) // read_uncommitted
 * await cluster.connect()
 * @category Clients
 * @since 0.1.0
 */
export const captureCluster = (kafka: Kafka, readUncommitted: boolean): Cluster => {
  let captured: Cluster | undefined
  kafka.consumer({
    groupId: 'tributary-admin-offsets',
    readUncommitted,
    partitionAssigners: [
      ({ cluster }) => {
        captured = cluster
        return {
          name: 'tributary-unused',
          version: 0,
          assign: () => Promise.resolve([]),
          protocol: () => ({ name: 'tributary-unused', metadata: Buffer.alloc(0) }),
        }
      },
    ],
  })
  if (captured === undefined) {
    throw new KafkaClientError(
      'KafkaProtocolError',
      'This kafkajs version did not hand its cluster to the assigner factory.',
    )
  }
  return captured
}
