// The client conformance suite on the cluster supplier (@platformatic/kafka producers, kafkajs consumers and admin)
// over SASL_SSL (SCRAM-SHA-512, TLS with this run's CA).
import { clientConformance } from '../../../src/kafka/conformance/clientConformance.js'
import { PlatformaticClientSupplier } from '../../../src/kafka/platformatic/PlatformaticClientSupplier.js'
import { closedPort } from '../../kafka/kafkajs/closedPort.js'
import { saslSsl } from './securedSettings.js'

const fast = { 'fetch.max.wait.ms': 100, retries: 2, 'retry.backoff.ms': 100 } as const
const deadPort = await closedPort()

clientConformance(
  'platformatic producer over SASL_SSL',
  () => new PlatformaticClientSupplier({ ...saslSsl, ...fast }),
  {
    unreachable: () =>
      new PlatformaticClientSupplier(
        { ...saslSsl, 'bootstrap.servers': `127.0.0.1:${deadPort}`, ...fast },
        { logLevel: 'nothing' },
      ),
  },
)
