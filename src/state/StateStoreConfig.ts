import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import { StoreConfigError } from './StateStoreError.js'

const nonNegativeInteger = t.refinement(
  t.number,
  (n) => Number.isSafeInteger(n) && n >= 0,
  'NonNegativeInteger',
)

/** The store keys of a Tributary config, as io-ts codecs (every key optional; defaults below). */
const StateStoreConfigCodec = t.partial({
  'statestore.transactional.enabled': t.boolean,
  'statestore.transactional.mechanism': t.literal('indexbatch'),
  'statestore.uncommitted.max.bytes': nonNegativeInteger,
  'statestore.cache.max.bytes': nonNegativeInteger,
})

/**
 * The store settings of a Tributary config (seed 001, KIP-892), with Kafka Streams' dotted keys.
 * @example
 * const config = decodeStateStoreConfig({ 'statestore.cache.max.bytes': 0 })
 * @category State stores
 * @since 0.1.0
 */
export interface StateStoreConfig {
  /** Stage writes per store until commit (default `true`); `false` keeps the non-transactional behaviour. */
  readonly 'statestore.transactional.enabled': boolean
  /** How transactions are implemented; only `indexbatch` (an ordered overlay and one atomic batch). */
  readonly 'statestore.transactional.mechanism': 'indexbatch'
  /** Uncommitted bytes per store above which the owner should commit early (default 64 MiB). */
  readonly 'statestore.uncommitted.max.bytes': number
  /** Record cache size per store in bytes (default 10 MiB, as Kafka); 0 disables caching. */
  readonly 'statestore.cache.max.bytes': number
}

/**
 * The defaults of {@link StateStoreConfig}.
 * @example
 * defaultStateStoreConfig['statestore.cache.max.bytes'] // 10485760
 * @category State stores
 * @since 0.1.0
 */
export const defaultStateStoreConfig: StateStoreConfig = {
  'statestore.transactional.enabled': true,
  'statestore.transactional.mechanism': 'indexbatch',
  'statestore.uncommitted.max.bytes': 64 * 1024 * 1024,
  'statestore.cache.max.bytes': 10 * 1024 * 1024,
}

/**
 * Reads the store keys of a config object (other keys are ignored), filling defaults. A wrong type or value
 * throws a `StoreConfigError` naming the key and what it accepts.
 * @example
 * decodeStateStoreConfig({ 'statestore.transactional.mechanism': 'rocksdb' }) // throws StoreConfigError
 * @category State stores
 * @since 0.1.0
 */
export const decodeStateStoreConfig = (config: Readonly<Record<string, unknown>> = {}): StateStoreConfig => {
  const relevant = Object.fromEntries(
    Object.keys(defaultStateStoreConfig)
      .filter((key) => config[key] !== undefined)
      .map((key) => [key, config[key]]),
  )
  const decoded = StateStoreConfigCodec.decode(relevant)
  if (E.isLeft(decoded)) {
    const reasons = PathReporter.report(decoded).join('; ')
    throw new StoreConfigError(
      `Invalid state store configuration: ${reasons}. 'statestore.transactional.enabled' is a boolean, ` +
        `'statestore.transactional.mechanism' must be 'indexbatch', and the '*.max.bytes' keys are ` +
        `non-negative integers.`,
      '',
    )
  }
  return { ...defaultStateStoreConfig, ...decoded.right }
}
