// Starts the real Kafka broker for integration tests (scripts/kafka/) and stops it when they are done.
// Tests read its address with `inject('kafkaBootstrap')`.
import type { TestProject } from 'vitest/node'
import { startKafkaCluster, type KafkaCluster } from '../../scripts/kafka/broker.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `host:port` of the single broker the integration setup started. */
    kafkaBootstrap: string
    /** The port the scripts picked for that broker. */
    kafkaPort: number
  }
}

let cluster: KafkaCluster | undefined

/** Starts one broker and provides its bootstrap address to the integration tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  cluster = await startKafkaCluster({ brokers: 1 })
  project.provide('kafkaBootstrap', cluster.bootstrapServers)
  project.provide('kafkaPort', cluster.brokers[0]?.port ?? 0)
  return async () => {
    await cluster?.stop()
    cluster = undefined
  }
}
