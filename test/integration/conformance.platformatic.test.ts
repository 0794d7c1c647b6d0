// The client conformance suite on the cluster supplier (@platformatic/kafka producers, kafkajs consumers and admin),
// against the real broker the integration setup started.
import { inject } from 'vitest'
import { clientConformance } from '../../src/kafka/conformance/clientConformance.js'
import { PlatformaticClientSupplier } from '../../src/kafka/platformatic/PlatformaticClientSupplier.js'
import { closedPort } from '../kafka/kafkajs/closedPort.js'

const fast = { 'fetch.max.wait.ms': 100, retries: 2, 'retry.backoff.ms': 100 } as const
const deadPort = await closedPort()

clientConformance(
  'platformatic producer, kafkajs consumers',
  () => new PlatformaticClientSupplier({ 'bootstrap.servers': inject('kafkaBootstrap'), ...fast }),
  {
    unreachable: () =>
      new PlatformaticClientSupplier(
        { 'bootstrap.servers': `127.0.0.1:${deadPort}`, ...fast },
        { logLevel: 'nothing' },
      ),
  },
)
