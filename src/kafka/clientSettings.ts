/**
 * Per-client Kafka settings passed through to one producer, consumer or admin client (Kafka's dotted names,
 * Java's bounds), and which kind of client each one concerns. Kafka Streams' prefixes (`consumer.`, `producer.`,
 * ...) are resolved above this module; an adapter only reads the settings of the client it builds. The security
 * settings (`security.protocol`, `ssl.*`, `sasl.*`) are among them: each client may have its own, as in Java.
 * @since 0.1.0
 */
import * as t from 'io-ts'
import { SecuritySettingsCodec, securitySettingKeys } from './security/securitySettings.js'

/**
 * Java's `Integer.MAX_VALUE`, the upper bound of Kafka's INT settings (and of the delay Node's timers accept).
 * @category Configuration
 * @since 0.1.0
 */
export const intMax = 2_147_483_647

/**
 * A whole number in `[min, max]`, given as a number or a numeric string (as Java `Properties` hold them).
 * @example
 * intBetween(0, 10, 'a whole number from 0 to 10').decode('4') // Right(4)
 * @category Configuration
 * @since 0.1.0
 */
export const intBetween = (min: number, max: number, name: string): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= min && u <= max,
    (u, c) => {
      const n = typeof u === 'string' && /^-?\d+$/.test(u.trim()) ? Number(u) : u
      return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max
        ? t.success(n)
        : t.failure(u, c)
    },
    t.identity,
  )

const atLeast = (min: number, unit: string): t.Type<number, number, unknown> =>
  intBetween(min, intMax, `a whole number of ${unit}, from ${min} to ${intMax}`)

/** `acks`: `'all'` (same as `'-1'`), `'1'` or `'0'`; numbers are read as their strings. */
const Acks = new t.Type<'all' | '1' | '0', string, unknown>(
  "'all', '-1', '1' or '0'",
  (u): u is 'all' | '1' | '0' => u === 'all' || u === '1' || u === '0',
  (u, c) => {
    const s = typeof u === 'number' ? String(u) : typeof u === 'string' ? u.trim().toLowerCase() : undefined
    if (s === 'all' || s === '-1') return t.success('all')
    return s === '1' || s === '0' ? t.success(s) : t.failure(u, c)
  },
  t.identity,
)

/** `true` or `false`, or their strings (as Java `Properties` hold them). */
const Bool = new t.Type<boolean, boolean, unknown>(
  "true or false (or 'true' or 'false')",
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    if (typeof u === 'boolean') return t.success(u)
    const s = typeof u === 'string' ? u.trim().toLowerCase() : undefined
    return s === 'true' ? t.success(true) : s === 'false' ? t.success(false) : t.failure(u, c)
  },
  t.identity,
)

/**
 * The pass-through settings and their values, with Java's bounds (`ConsumerConfig`, `ProducerConfig`,
 * `AdminClientConfig`).
 * @category Configuration
 * @since 0.1.0
 */
export const ClientSettingsCodec = t.partial({
  'max.poll.records': atLeast(1, 'records'),
  'fetch.min.bytes': atLeast(0, 'bytes'),
  'fetch.max.bytes': atLeast(0, 'bytes'),
  'max.partition.fetch.bytes': atLeast(0, 'bytes'),
  'fetch.max.wait.ms': atLeast(0, 'milliseconds'),
  acks: Acks,
  'compression.type': t.keyof(
    { none: null, gzip: null, snappy: null, lz4: null, zstd: null },
    "'none', 'gzip', 'snappy', 'lz4' or 'zstd'",
  ),
  'linger.ms': atLeast(0, 'milliseconds'),
  'batch.size': atLeast(0, 'bytes'),
  'request.timeout.ms': atLeast(0, 'milliseconds'),
  retries: atLeast(0, 'retries'),
  'enable.idempotence': Bool,
  'client.rack': t.string,
  ...SecuritySettingsCodec.props,
})

/**
 * Validated settings of one client; absent keys leave the adapter's defaults.
 * @category Configuration
 * @since 0.1.0
 */
export type ClientSettings = t.TypeOf<typeof ClientSettingsCodec>

/**
 * A pass-through setting's name.
 * @category Configuration
 */
export type ClientSettingKey = keyof ClientSettings

/**
 * The kinds of Kafka client a setting can concern.
 * @category Configuration
 */
export type ClientKind = 'consumer' | 'producer' | 'admin'

const everyClient = <K extends string>(keys: readonly K[]): Record<K, readonly ClientKind[]> => {
  const kinds = {} as Record<K, readonly ClientKind[]>
  for (const k of keys) kinds[k] = ['consumer', 'producer', 'admin']
  return kinds
}

/**
 * Which clients each setting concerns, as Java's `ConsumerConfig.configNames()` etc.: an unprefixed setting goes to
 * every client listed, a prefixed one only to a client listed.
 * @category Configuration
 * @since 0.1.0
 */
export const clientKindsOf: Readonly<Record<ClientSettingKey, readonly ClientKind[]>> = {
  'max.poll.records': ['consumer'],
  'fetch.min.bytes': ['consumer'],
  'fetch.max.bytes': ['consumer'],
  'max.partition.fetch.bytes': ['consumer'],
  'fetch.max.wait.ms': ['consumer'],
  'client.rack': ['consumer'],
  acks: ['producer'],
  'compression.type': ['producer'],
  'linger.ms': ['producer'],
  'batch.size': ['producer'],
  'enable.idempotence': ['producer'],
  retries: ['producer', 'admin'],
  'request.timeout.ms': ['consumer', 'producer', 'admin'],
  // Java's CommonClientConfigs: every client takes the security settings
  ...everyClient(securitySettingKeys),
}

/**
 * The pass-through settings' names.
 * @category Configuration
 * @since 0.1.0
 */
export const clientSettingKeys = Object.keys(clientKindsOf) as readonly ClientSettingKey[]

/**
 * The compression types kafkajs can write without an extra codec package.
 * @category Configuration
 * @since 0.1.0
 */
export const supportedCompression: readonly string[] = ['none', 'gzip']
