// The client conformance suite on the kafkajs adapter over SASL_SSL (SCRAM-SHA-512, TLS with this run's CA).
import { clientConformance } from '../../../src/kafka/conformance/clientConformance.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { closedPort } from '../../kafka/kafkajs/closedPort.js'
import { saslSsl } from './securedSettings.js'

const fast = { 'fetch.max.wait.ms': 100, retries: 2, 'retry.backoff.ms': 100 } as const
const deadPort = await closedPort()

clientConformance('kafkajs over SASL_SSL', () => new KafkajsClientSupplier({ ...saslSsl, ...fast }), {
  unreachable: () =>
    new KafkajsClientSupplier(
      { ...saslSsl, 'bootstrap.servers': `127.0.0.1:${deadPort}`, ...fast },
      { logLevel: 'nothing' },
    ),
})
