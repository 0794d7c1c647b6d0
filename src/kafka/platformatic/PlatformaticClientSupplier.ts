/**
 * The client supplier for a real cluster: producers from @platformatic/kafka (a cheaper produce path, and KIP-447
 * fencing of transactional offset commits), consumers and admin clients from kafkajs (the fastest consumer
 * measured, and the one that carries Kafka Streams' group protocol: assignment user data, the revocation hook,
 * manual assignment).
 * @since 0.1.0
 */
import { systemClock, type Clock } from '../../core/clock.js'
import type { ClientConfigInput } from '../ClientConfig.js'
import { KafkajsClientSupplier, type KafkajsClientSupplierOptions } from '../kafkajs/KafkajsClientSupplier.js'
import type { ProducerOptions, ProducerPort } from '../ports.js'
import { securityOf } from '../security/securityOf.js'
import { platformaticProducerOptions } from './platformaticOptions.js'
import { PlatformaticProducer } from './PlatformaticProducer.js'

/**
 * Builds @platformatic/kafka producers and kafkajs consumers and admin clients behind the port, from one set of
 * Kafka settings. Throws a `KafkaClientError` tagged `InvalidConfiguration` when the settings are wrong, and a
 * `SecurityConfigError` when the security settings are (or a TLS file cannot be read).
 * @example
 * const supplier = new PlatformaticClientSupplier({ 'bootstrap.servers': '127.0.0.1:9092', 'client.id': 'app' })
 * const producer = supplier.producer({ clientId: 'app-producer', idempotent: true })
 * @category Clients
 * @since 0.1.0
 */
export class PlatformaticClientSupplier extends KafkajsClientSupplier {
  private readonly producerClock: Clock

  constructor(config: ClientConfigInput, options: KafkajsClientSupplierOptions = {}) {
    super(config, options)
    this.producerClock = options.clock ?? systemClock
  }

  override producer(options: ProducerOptions): ProducerPort {
    const security = securityOf(this.config, options.settings)
    return new PlatformaticProducer(
      platformaticProducerOptions(this.config, security, options),
      options,
      this.producerClock,
      this.logging.logger,
    )
  }
}
