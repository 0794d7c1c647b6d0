// Client settings for the SASL_SSL listener the integration setup started, as a user would write them.
import { inject } from 'vitest'

/** The secured listener of this run. */
export const secured = inject('kafkaSecured')

/** A Java JAAS line for a login module with this run's user and `password`. */
export const jaasLine = (module: 'scram' | 'plain', password = secured.password): string =>
  module === 'scram'
    ? `org.apache.kafka.common.security.scram.ScramLoginModule required username="${secured.username}" password="${password}";`
    : `org.apache.kafka.common.security.plain.PlainLoginModule required username="${secured.username}" password="${password}";`

/** SASL_SSL with SCRAM-SHA-512, trusting this run's CA. */
export const saslSsl = {
  'bootstrap.servers': secured.bootstrapServers,
  'security.protocol': 'SASL_SSL',
  'sasl.mechanism': 'SCRAM-SHA-512',
  'sasl.jaas.config': jaasLine('scram'),
  'ssl.truststore.type': 'PEM',
  'ssl.truststore.location': secured.caFile,
} as const
