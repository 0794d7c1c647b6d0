/**
 * Client configuration with Kafka's own dotted keys (`'bootstrap.servers'`, `'client.id'`, ...), validated with
 * io-ts. A mistake gives one {@link KafkaClientError} tagged `InvalidConfiguration` whose message lists every
 * problem as a sentence saying what to fix.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { KafkaClientError } from './KafkaClientError.js'
import {
  SecuritySettingsCodec,
  isSecretSetting,
  pickSecuritySettings,
  type SecuritySettings,
  type SecuritySettingsInput,
} from './security/securitySettings.js'

const hostPort = /^[A-Za-z0-9.\-_[\]:]+:\d{1,5}$/

const brokerList = new t.Type<string, string, unknown>(
  'a comma-separated list of host:port addresses, e.g. "127.0.0.1:9092"',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c)
    const parts = u.split(',').map((s) => s.trim())
    const ok =
      parts.length > 0 &&
      parts.every((p) => hostPort.test(p) && Number(p.slice(p.lastIndexOf(':') + 1)) < 65536)
    return ok ? t.success(parts.join(',')) : t.failure(u, c)
  },
  t.identity,
)

const integer = (name: string, min: number): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min,
    (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= min ? t.success(u) : t.failure(u, c)),
    t.identity,
  )

const positiveMs = integer('a whole number of milliseconds greater than 0', 1)
const nonEmpty = new t.Type<string, string, unknown>(
  'a non-empty string',
  (u): u is string => typeof u === 'string' && u.length > 0,
  (u, c) => (typeof u === 'string' && u.length > 0 ? t.success(u) : t.failure(u, c)),
  t.identity,
)

const required = t.type({ 'bootstrap.servers': brokerList })
const optional = t.partial({
  'client.id': nonEmpty,
  'request.timeout.ms': positiveMs,
  'socket.connection.setup.timeout.ms': positiveMs,
  retries: integer('a whole number of 0 or more', 0),
  'retry.backoff.ms': positiveMs,
  'retry.backoff.max.ms': positiveMs,
  'fetch.max.wait.ms': positiveMs,
  'max.partition.fetch.bytes': integer('a whole number of bytes greater than 0', 1),
  ...SecuritySettingsCodec.props,
})
const codec = t.intersection([required, optional])

/**
 * The settings a client supplier accepts, by Kafka's names. Only `'bootstrap.servers'` is required; the security
 * settings (`security.protocol`, `ssl.*`, `sasl.*`) apply to every client of the supplier.
 * @category Configuration
 */
export type ClientConfigInput = Omit<t.TypeOf<typeof codec>, keyof SecuritySettings> & SecuritySettingsInput

/**
 * Validated settings with every default filled in.
 * @category Configuration
 */
export interface ClientConfig {
  readonly 'bootstrap.servers': readonly string[]
  readonly 'client.id': string
  readonly 'request.timeout.ms': number
  readonly 'socket.connection.setup.timeout.ms': number
  readonly retries: number
  readonly 'retry.backoff.ms': number
  readonly 'retry.backoff.max.ms': number
  readonly 'fetch.max.wait.ms': number
  readonly 'max.partition.fetch.bytes': number
  /** The security settings given (shapes checked; secrets wrapped), for every client of the supplier. */
  readonly security: SecuritySettings
}

/**
 * The settings {@link decodeClientConfig} knows (one value for every client of a supplier).
 * @category Configuration
 * @since 0.1.0
 */
export const clientConfigKeys: readonly string[] = [
  ...Object.keys(required.props),
  ...Object.keys(optional.props),
]

const knownKeys = clientConfigKeys

const describeValue = (u: unknown): string =>
  u === undefined ? 'nothing' : typeof u === 'string' ? JSON.stringify(u) : String(JSON.stringify(u) ?? u)

const sentence = (error: t.ValidationError): string => {
  const key = error.context.map((c) => c.key).filter((k) => k !== '' && !/^\d+$/.test(k))[0]
  const expected = error.context[error.context.length - 1]?.type.name ?? 'valid'
  if (key === undefined)
    return `The client configuration must be an object of settings, got ${describeValue(error.value)}.`
  if (error.value === undefined) return `'${key}' is required: give ${expected}.`
  if (isSecretSetting(key)) return `'${key}' must be ${expected}, got ${typeof error.value}.`
  return `'${key}' must be ${expected}, got ${describeValue(error.value)}.`
}

const closest = (key: string): string | undefined =>
  knownKeys.find(
    (k) =>
      k.replace(/s$/, '') === key.replace(/s$/, '') || k.replaceAll('.', '') === key.replace(/[._-]/g, ''),
  )

const invalid = (problems: readonly string[]): KafkaClientError<'InvalidConfiguration'> =>
  new KafkaClientError('InvalidConfiguration', `Invalid client configuration. ${problems.join(' ')}`)

/**
 * Validates client settings and fills in defaults; `Left` lists every problem in one sentence each.
 * @example
 * decodeClientConfig({ 'bootstrap.servers': '127.0.0.1:9092' }) // Right({ ..., 'client.id': 'tributary' })
 * @category Configuration
 * @since 0.1.0
 */
export const decodeClientConfig = (
  input: unknown,
): E.Either<KafkaClientError<'InvalidConfiguration'>, ClientConfig> => {
  const decoded = codec.decode(input)
  const unknownKeys =
    typeof input === 'object' && input !== null
      ? Object.keys(input).filter((k) => !knownKeys.includes(k))
      : []
  const problems = [
    ...(E.isLeft(decoded) ? [...new Set(decoded.left.map(sentence))] : []),
    ...unknownKeys.map((k) => {
      const hint = closest(k)
      return hint === undefined
        ? `'${k}' is not a setting this client knows; known settings are ${knownKeys.map((s) => `'${s}'`).join(', ')}.`
        : `'${k}' is not a setting this client knows; did you mean '${hint}'?`
    }),
  ]
  if (problems.length > 0 || E.isLeft(decoded)) return E.left(invalid(problems))
  const c = decoded.right
  return E.right({
    'bootstrap.servers': c['bootstrap.servers'].split(','),
    'client.id': c['client.id'] ?? 'tributary',
    'request.timeout.ms': c['request.timeout.ms'] ?? 30_000,
    'socket.connection.setup.timeout.ms': c['socket.connection.setup.timeout.ms'] ?? 10_000,
    retries: c.retries ?? 5,
    'retry.backoff.ms': c['retry.backoff.ms'] ?? 300,
    'retry.backoff.max.ms': c['retry.backoff.max.ms'] ?? 30_000,
    'fetch.max.wait.ms': c['fetch.max.wait.ms'] ?? 500,
    'max.partition.fetch.bytes': c['max.partition.fetch.bytes'] ?? 1_048_576,
    security: pickSecuritySettings(c).settings,
  })
}

/**
 * Like {@link decodeClientConfig}, but throws the `InvalidConfiguration` error.
 * @example
 * const config = clientConfig({ 'bootstrap.servers': '127.0.0.1:9092', 'client.id': 'app' })
 * @category Configuration
 * @since 0.1.0
 */
export const clientConfig = (input: unknown): ClientConfig => {
  const result = decodeClientConfig(input)
  if (E.isLeft(result)) throw result.left
  return result.right
}
