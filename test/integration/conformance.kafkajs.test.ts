// The client conformance suite on the kafkajs adapter, against the real broker the integration setup started.
import { inject } from 'vitest'
import { clientConformance } from '../../src/kafka/conformance/clientConformance.js'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { closedPort } from '../kafka/kafkajs/closedPort.js'

const fast = { 'fetch.max.wait.ms': 100, retries: 2, 'retry.backoff.ms': 100 } as const
const deadPort = await closedPort()

clientConformance(
  'kafkajs',
  () => new KafkajsClientSupplier({ 'bootstrap.servers': inject('kafkaBootstrap'), ...fast }),
  {
    unreachable: () =>
      new KafkajsClientSupplier(
        { 'bootstrap.servers': `127.0.0.1:${deadPort}`, ...fast },
        { logLevel: 'nothing' },
      ),
  },
)
