import type { ClientSettings } from '../../kafka/clientSettings.js'

/**
 * What a stream thread's restore consumer reads unless `restore.consumer.` settings (or unprefixed and `consumer.`
 * ones) say otherwise: polls that take a fetch in one or two rounds (its standby consumer keeps Kafka's defaults).
 * The assigned consumer fetches a partition again once the next `poll` would drain it, as soon as a `poll`
 * returns; with Java's 1,000 records a poll a restore would take a fetch in many rounds, with these the next fetch
 * runs while the stores write the last one's records. The fetch sizes stay Java's defaults (1 MiB a partition,
 * 50 MiB a fetch).
 * @example
 * const settings = { ...restoreConsumerDefaults, ...config.clients.restoreConsumer }
 * @category Configuration
 * @since 0.1.0
 */
export const restoreConsumerDefaults: ClientSettings = {
  'max.poll.records': 100_000,
}
