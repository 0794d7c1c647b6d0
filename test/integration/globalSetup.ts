// Starts the real Kafka broker for integration tests (scripts/kafka/) and stops it when they are done.
// Tests read its address with `inject('kafkaBootstrap')`; the same broker also listens with SASL_SSL
// (`inject('kafkaSecured')`: address, CA file, user and password of this run), so secured tests add no JVM.
import type { TestProject } from 'vitest/node'
import { startKafkaCluster, type KafkaCluster } from '../../scripts/kafka/broker.js'
import type { SecuredListenerInfo } from '../../scripts/kafka/securedListener.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `host:port` of the single broker the integration setup started. */
    kafkaBootstrap: string
    /** The port the scripts picked for that broker. */
    kafkaPort: number
    /** The broker's SASL_SSL listener: bootstrap, CA PEM path, a SCRAM-SHA-512 and PLAIN user and its password. */
    kafkaSecured: SecuredListenerInfo
  }
}

let cluster: KafkaCluster | undefined

/** Starts one broker (PLAINTEXT and SASL_SSL listeners) and provides its addresses to the integration tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  cluster = await startKafkaCluster({ brokers: 1, secured: true })
  if (cluster.secured !== undefined) project.provide('kafkaSecured', cluster.secured)
  project.provide('kafkaBootstrap', cluster.bootstrapServers)
  project.provide('kafkaPort', cluster.brokers[0]?.port ?? 0)
  return async () => {
    await cluster?.stop()
    cluster = undefined
  }
}
