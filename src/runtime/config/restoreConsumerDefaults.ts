import type { ClientSettings } from '../../kafka/clientSettings.js'

/**
 * What a stream thread's restore consumer reads unless `restore.consumer.` settings (or unprefixed and `consumer.`
 * ones) say otherwise: polls that take a whole fetch at once (its standby consumer keeps Kafka's defaults). kafkajs
 * fetches again only once every record of the last fetch was taken, so Java's 1,000 records a poll would leave the
 * fetcher idle while the stores write; with these, the next fetch runs while the stores write the last one's
 * records. The fetch sizes stay Java's (1 MiB a partition): kafkajs decodes a whole fetch at once, and with 4 MiB
 * a partition its records outlived the young generation (6 s of mostly garbage collection for the first fetch of a
 * 4-partition restore, against well under one with 1 MiB).
 * @example
 * const settings = { ...restoreConsumerDefaults, ...config.clients.restoreConsumer }
 * @category Configuration
 * @since 0.1.0
 */
export const restoreConsumerDefaults: ClientSettings = {
  'max.poll.records': 100_000,
}
