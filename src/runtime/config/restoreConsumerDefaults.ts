import type { ClientSettings } from '../../kafka/clientSettings.js'

/**
 * What the restore consumer (and the standby consumer, which shares its settings) reads unless `restore.consumer.`
 * settings (or unprefixed and `consumer.` ones) say otherwise: large fetches (Java's 50 MiB `fetch.max.bytes`, 4 MiB
 * per partition) and polls that take most of a fetch at once. kafkajs fetches again only once every record of the
 * last fetch was taken, so a small `max.poll.records` would leave the fetcher idle while the stores write; with
 * these, the next fetch runs while the stores write the records of the last one.
 * @example
 * const settings = { ...restoreConsumerDefaults, ...config.clients.restoreConsumer }
 * @category constructors
 * @since 0.1.0
 */
export const restoreConsumerDefaults: ClientSettings = {
  'max.poll.records': 100_000,
  'max.partition.fetch.bytes': 4 * 1024 * 1024,
  'fetch.max.bytes': 50 * 1024 * 1024,
}
