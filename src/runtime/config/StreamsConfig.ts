import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clientConfigKeys, decodeClientConfig, type ClientConfigInput } from '../../kafka/ClientConfig.js'
import { optimizationRules, type OptimizationConfig } from '../../optimizer/optimizationConfig.js'
import { ruleIds, type RuleId } from '../../optimizer/rules/registry.js'
import {
  decodeStateStoreConfig,
  defaultStateStoreConfig,
  type StateStoreConfig,
} from '../../state/StateStoreConfig.js'
import { StreamsConfigError } from '../../errors/TaskError.js'
import { clientSecurity } from '../../kafka/security/clientSecurity.js'
import { Secret } from '../../kafka/security/Secret.js'
import type { SecurityConfigError } from '../../kafka/security/SecurityConfigError.js'
import { isSecretSetting } from '../../kafka/security/securitySettings.js'
import { TaskConfigCodec } from '../task/TaskConfig.js'
import {
  EMIT_INTERVAL_OUTER_JOIN,
  EMIT_INTERVAL_WINDOWED_AGGREGATION,
} from '../../processor/processors/EmitFinalTracker.js'
import type { Serde } from '../../serde/Serde.js'
import {
  deliveryProblems,
  resolveClientSettings,
  type ClientRole,
  type ClientRoleSettings,
  type ClientSettingsInput,
  type ResolvedClientSettings,
} from './clientPrefixes.js'
import { Endpoint, intAtLeast, longAtLeast, NonEmpty, ReplicationFactor } from './configCodecs.js'
import { intBetween } from '../../kafka/clientSettings.js'
import { problemSentences, unknownKeySentence } from './configProblems.js'
import type { ProcessingGuarantee } from './ProcessingGuarantee.js'
import { RecordingLevelCodec, type RecordingLevel } from '../metrics/RecordingLevel.js'
import type { AnySerde, StreamsConfigProperties } from './StreamsConfigProperties.js'

const wholeMs = intAtLeast(0, 'a whole number of milliseconds')

/** Stream threads share this process's one event loop: past this, add instances rather than threads. */
const maxStreamThreads = 1000

/** The runtime's own keys; the task keys come from `TaskConfigCodec`, the store keys from `StateStoreConfig`. */
const RuntimeCodec = t.partial({
  'application.id': t.refinement(
    t.string,
    (s) => /^[A-Za-z0-9._-]{1,200}$/.test(s),
    "letters, digits, '.', '_' or '-' only (at most 200; it prefixes the group id and internal topic names)",
  ),
  'bootstrap.servers': NonEmpty,
  'num.stream.threads': intBetween(
    1,
    maxStreamThreads,
    `a whole number of threads from 1 to ${maxStreamThreads} (threads share one event loop; add instances to scale further)`,
  ),
  'processing.guarantee': t.keyof(
    { at_least_once: null, exactly_once_v2: null },
    "'at_least_once' or 'exactly_once_v2' ('exactly_once' and 'exactly_once_beta' were removed in Kafka Streams 4.0)",
  ),
  'commit.interval.ms': wholeMs,
  'num.standby.replicas': intAtLeast(0, 'a whole number of replicas'),
  'application.server': Endpoint,
  'replication.factor': ReplicationFactor,
  'topology.optimization': t.union(
    [t.string, t.array(t.keyof(Object.fromEntries(ruleIds.map((id) => [id, null])) as Record<RuleId, null>))],
    `'all', 'none', or a comma-separated list or array of ${ruleIds.join(', ')}`,
  ),
  'max.task.idle.ms': intAtLeast(-1, 'a whole number of milliseconds (-1: never wait for empty partitions)'),
  'buffered.records.per.partition': intAtLeast(1, 'a whole number of records'),
  'acceptable.recovery.lag': longAtLeast(0, 'a whole number of offsets'),
  'max.warmup.replicas': intAtLeast(1, 'a whole number of replicas'),
  'probing.rebalance.interval.ms': intAtLeast(60_000, 'a whole number of milliseconds (at least 1 minute)'),
  'poll.ms': wholeMs,
  'task.timeout.ms': wholeMs,
  'session.timeout.ms': intAtLeast(1, 'a whole number of milliseconds'),
  'heartbeat.interval.ms': intAtLeast(1, 'a whole number of milliseconds'),
  'transaction.timeout.ms': intAtLeast(1, 'a whole number of milliseconds'),
  'statestore.transactional.mechanism': t.string,
  'metrics.recording.level': RecordingLevelCodec,
  'default.interactive.query.isolation.level': t.keyof(
    { READ_UNCOMMITTED: null, READ_COMMITTED: null },
    "'READ_UNCOMMITTED' or 'READ_COMMITTED'",
  ),
})

const Codec = t.intersection([TaskConfigCodec, RuntimeCodec])

/** The Streams keys as the codecs type them; `StreamsConfigProperties` must agree with this. */
type CodecKeys = Omit<t.TypeOf<typeof TaskConfigCodec>, 'default.key.serde' | 'default.value.serde'> &
  Omit<t.TypeOf<typeof RuntimeCodec>, 'processing.guarantee' | 'topology.optimization'> &
  Partial<StateStoreConfig> & {
    readonly 'processing.guarantee'?: ProcessingGuarantee
    readonly 'topology.optimization'?: OptimizationConfig
    readonly 'default.key.serde'?: AnySerde
    readonly 'default.value.serde'?: AnySerde
  }

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type EveryKeySame<A, B> =
  Same<keyof A, keyof B> extends true
    ? { [K in keyof A & keyof B]-?: Same<A[K], B[K]> }[keyof A & keyof B] extends true
      ? true
      : false
    : false

/**
 * Does not compile when the documented interface and the codecs disagree on a key, its type or its optionality.
 * @internal
 */
export const propertiesAgreeWithCodecs: EveryKeySame<StreamsConfigProperties, CodecKeys> = true

/**
 * What `new KafkaStreams(topology, config)` accepts: Kafka Streams' own dotted keys ({@link StreamsConfigProperties},
 * each with its default), plus the client settings of {@link ClientConfigInput} (`'client.id'`,
 * `'request.timeout.ms'`, ...) for the Kafka connection. Only `'application.id'` is required; `'bootstrap.servers'`
 * is needed unless a client supplier (such as `EmbeddedKafka`) is given.
 * @example
 * const config: StreamsConfigInput = { 'application.id': 'word-count', 'bootstrap.servers': '127.0.0.1:9092' }
 * @category Configuration
 * @since 0.1.0
 */
export type StreamsConfigInput = StreamsConfigProperties &
  Partial<Omit<ClientConfigInput, 'bootstrap.servers'>> &
  ClientSettingsInput

/**
 * A validated configuration with Kafka Streams' defaults filled in. The handler and timestamp-extractor keys keep
 * what the user gave (a built-in name or an object); `resolveTaskConfig` turns them into instances.
 * @category Configuration
 * @since 0.1.0
 */
export interface StreamsConfig extends StateStoreConfig {
  readonly 'application.id': string
  /** Absent when a client supplier is given instead. */
  readonly 'bootstrap.servers': string | undefined
  /** Default: `<os tmpdir>/kafka-streams`, as Java's `${java.io.tmpdir}/kafka-streams`. */
  readonly 'state.dir': string
  readonly 'num.stream.threads': number
  readonly 'processing.guarantee': ProcessingGuarantee
  /** Default 30000, or 100 under `exactly_once_v2` when not set. */
  readonly 'commit.interval.ms': number
  readonly 'num.standby.replicas': number
  /** `host:port` or `''`. */
  readonly 'application.server': string
  readonly 'replication.factor': number
  readonly 'topology.optimization': OptimizationConfig
  readonly 'default.key.serde': Serde<unknown> | undefined
  readonly 'default.value.serde': Serde<unknown> | undefined
  readonly 'deserialization.exception.handler': NonNullable<
    StreamsConfigInput['deserialization.exception.handler']
  >
  readonly 'processing.exception.handler': NonNullable<StreamsConfigInput['processing.exception.handler']>
  readonly 'production.exception.handler': NonNullable<StreamsConfigInput['production.exception.handler']>
  readonly 'errors.deadletterqueue.topic.name': string | undefined
  readonly 'default.timestamp.extractor': NonNullable<StreamsConfigInput['default.timestamp.extractor']>
  readonly 'max.task.idle.ms': number
  /** At most this many records queued per input partition; above it the partition is paused. Default 1000. */
  readonly 'buffered.records.per.partition': number
  readonly 'acceptable.recovery.lag': number
  readonly 'max.warmup.replicas': number
  readonly 'probing.rebalance.interval.ms': number
  readonly 'poll.ms': number
  readonly 'task.timeout.ms': number
  /** The stream threads' consumer: how long the group waits for a silent member (a crash) before moving its tasks. */
  readonly 'session.timeout.ms': number
  readonly 'heartbeat.interval.ms': number
  /** Exactly-once producers: an open transaction of a crashed producer is aborted after this. Default 10000. */
  readonly 'transaction.timeout.ms': number
  readonly 'default.interactive.query.isolation.level': 'READ_UNCOMMITTED' | 'READ_COMMITTED'
  /** Which sensors record: INFO (the default), DEBUG or TRACE (Kafka Streams' `metrics.recording.level`). */
  readonly 'metrics.recording.level': RecordingLevel
  /** Kafka Streams' internal emit throttles (ms), when set; the processors read them (1000 when unset). */
  readonly [EMIT_INTERVAL_WINDOWED_AGGREGATION]: number | undefined
  readonly [EMIT_INTERVAL_OUTER_JOIN]: number | undefined
  /** The client settings given (`bootstrap.servers` included), validated, for `clientConfig(...)`. */
  readonly clientSettings: Readonly<Record<string, unknown>>
  /**
   * The pass-through settings of each client (`max.poll.records`, `acks`, ...), prefixes resolved: unprefixed,
   * then `consumer.`/`producer.`/`admin.`, then `main.consumer.`/`restore.consumer.`/`global.consumer.`.
   */
  readonly clients: ClientRoleSettings
}

const streamsKeys: readonly string[] = [
  ...TaskConfigCodec.types.flatMap((c) => Object.keys(c.props)),
  ...Object.keys(RuntimeCodec.props),
  ...Object.keys(defaultStateStoreConfig),
]

/** Deprecated names Kafka Streams 4 still accepts, and the keys they stand for. */
const deprecatedNames: Readonly<Record<string, string>> = {
  'default.deserialization.exception.handler': 'deserialization.exception.handler',
  'default.production.exception.handler': 'production.exception.handler',
  'cache.max.bytes.buffering': 'statestore.cache.max.bytes',
}

/** Kafka Streams 4's names of keys Tributary spells otherwise, read as those keys (KIP-1034's dead-letter topic). */
const javaNames: Readonly<Record<string, string>> = {
  'errors.dead.letter.queue.topic.name': 'errors.deadletterqueue.topic.name',
}

/** Checks the client settings (keys no Streams section knows) with the client's own validation. */
const clientProblem = (
  input: Readonly<Record<string, unknown>>,
  others: readonly string[],
): {
  readonly key: string
  readonly problem: string | undefined
  readonly settings: Record<string, unknown>
} => {
  const settings = Object.fromEntries(others.map((k) => [k, input[k]]))
  if (input['bootstrap.servers'] !== undefined) settings['bootstrap.servers'] = input['bootstrap.servers']
  const check = (keys: Record<string, unknown>): string | undefined => {
    const checked = decodeClientConfig({ 'bootstrap.servers': '127.0.0.1:9092', ...keys })
    return E.isLeft(checked) ? checked.left.message : undefined
  }
  const servers =
    input['bootstrap.servers'] === undefined
      ? undefined
      : check({ 'bootstrap.servers': input['bootstrap.servers'] })
  return {
    key: servers === undefined ? (others[0] ?? 'bootstrap.servers') : 'bootstrap.servers',
    problem: Object.keys(settings).length === 0 ? undefined : check(settings),
    settings,
  }
}

/** The security of each client, checked once per distinct mistake (every client usually has the same settings). */
const securityProblems = (passed: ResolvedClientSettings): readonly SecurityConfigError[] => {
  const errors = new Map<string, SecurityConfigError>()
  for (const role of Object.keys(passed.clients) as ClientRole[]) {
    const checked = clientSecurity(passed.clients[role], (name) => passed.origins[role][name] ?? name)
    if (E.isLeft(checked) && !errors.has(checked.left.key)) errors.set(checked.left.key, checked.left)
  }
  return [...errors.values()]
}

/** Runs a validator that throws, turning its error into a sentence. */
const attempt = (run: () => unknown): string | undefined => {
  try {
    run()
    return undefined
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/**
 * Validates a Kafka Streams configuration and fills in Java's defaults. `Left` is one {@link StreamsConfigError}
 * whose message has one sentence per problem (naming the key and what it accepts) and whose `key` is the first
 * key at fault.
 * @example
 * decodeStreamsConfig({ 'application.id': 'app', 'processing.guarantee': 'exactly_once_v2' })
 * // Right({ ..., 'commit.interval.ms': 100 })
 * @category Configuration
 * @since 0.1.0
 */
export const decodeStreamsConfig = (input: unknown): E.Either<StreamsConfigError, StreamsConfig> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return E.left(
      new StreamsConfigError(
        `A Kafka Streams configuration is an object of settings such as { 'application.id': 'my-app' }, ` +
          `got ${JSON.stringify(input) ?? typeof input}.`,
        'application.id',
      ),
    )
  }
  const problems = new Map<string, string>()
  const raw: Record<string, unknown> = { ...(input as Readonly<Record<string, unknown>>) }
  // secrets are wrapped before anything reads them, so no echo of the configuration shows them
  for (const [key, value] of Object.entries(raw))
    if (typeof value === 'string' && isSecretSetting(key)) raw[key] = Secret.of(value)
  for (const [old, current] of Object.entries({ ...deprecatedNames, ...javaNames })) {
    if (raw[old] === undefined) continue
    if (raw[current] !== undefined) {
      const what = old in javaNames ? "Java's name" : 'the deprecated name'
      problems.set(old, `'${old}' is ${what} of '${current}': set only '${current}'.`)
    } else raw[current] = raw[old]
    delete raw[old]
  }
  const decoded = Codec.decode(raw)
  if (E.isLeft(decoded))
    for (const [key, sentence] of problemSentences(decoded.left)) problems.set(key, sentence)
  const passed = resolveClientSettings(raw)
  for (const [key, sentence] of passed.problems) problems.set(key, sentence)
  const security = securityProblems(passed)
  for (const error of security) problems.set(error.key, error.message)
  if (E.isRight(decoded))
    for (const [key, sentence] of deliveryProblems(
      decoded.right['processing.guarantee'] ?? 'at_least_once',
      passed,
    ))
      problems.set(key, sentence)
  // pass-through keys the supplier-wide client settings also know (`request.timeout.ms`, ...) go to both
  const unknown = Object.keys(raw).filter(
    (k) => !streamsKeys.includes(k) && (!passed.claimed.includes(k) || clientConfigKeys.includes(k)),
  )
  const nearStreams = unknown.filter(
    (k) => !unknownKeySentence(k, streamsKeys).includes('not a Kafka Streams'),
  )
  for (const key of nearStreams) problems.set(key, unknownKeySentence(key, streamsKeys))
  const others = unknown.filter((k) => !nearStreams.includes(k))
  const client = clientProblem(raw, others)
  if (client.problem !== undefined) problems.set(client.key, client.problem)
  if (E.isRight(decoded)) {
    const optimization = attempt(() => optimizationRules(decoded.right['topology.optimization']))
    if (optimization !== undefined) problems.set('topology.optimization', optimization)
  }
  if (E.isRight(decoded)) {
    const session = decoded.right['session.timeout.ms'] ?? 45_000
    const heartbeat = decoded.right['heartbeat.interval.ms'] ?? 3_000
    if (heartbeat >= session)
      problems.set(
        'heartbeat.interval.ms',
        `'heartbeat.interval.ms' (${heartbeat}) must be lower than 'session.timeout.ms' (${session}).`,
      )
  }
  const mechanism = 'statestore.transactional.mechanism'
  const store = attempt(() => decodeStateStoreConfig({ [mechanism]: raw[mechanism] }))
  if (store !== undefined) problems.set(mechanism, store)
  if (problems.size > 0 || E.isLeft(decoded)) {
    return E.left(
      new StreamsConfigError(
        `Invalid Kafka Streams configuration. ${[...problems.values()].join(' ')}`,
        [...problems.keys()][0] ?? 'application.id',
        security[0],
      ),
    )
  }
  const c = decoded.right
  const guarantee = c['processing.guarantee'] ?? 'at_least_once'
  return E.right({
    ...decodeStateStoreConfig(c),
    'application.id': c['application.id'],
    'bootstrap.servers': c['bootstrap.servers'],
    'state.dir': c['state.dir'] ?? join(tmpdir(), 'kafka-streams'),
    'num.stream.threads': c['num.stream.threads'] ?? 1,
    'processing.guarantee': guarantee,
    'commit.interval.ms': c['commit.interval.ms'] ?? (guarantee === 'exactly_once_v2' ? 100 : 30_000),
    'num.standby.replicas': c['num.standby.replicas'] ?? 0,
    'application.server': c['application.server'] ?? '',
    'replication.factor': c['replication.factor'] ?? -1,
    'topology.optimization': c['topology.optimization'] ?? 'none',
    'default.key.serde': c['default.key.serde'],
    'default.value.serde': c['default.value.serde'],
    'deserialization.exception.handler':
      c['deserialization.exception.handler'] ?? 'LogAndFailExceptionHandler',
    'processing.exception.handler':
      c['processing.exception.handler'] ?? 'LogAndFailProcessingExceptionHandler',
    'production.exception.handler': c['production.exception.handler'] ?? 'DefaultProductionExceptionHandler',
    'errors.deadletterqueue.topic.name': c['errors.deadletterqueue.topic.name'],
    'default.timestamp.extractor': c['default.timestamp.extractor'] ?? 'FailOnInvalidTimestamp',
    'max.task.idle.ms': c['max.task.idle.ms'] ?? 0,
    'buffered.records.per.partition': c['buffered.records.per.partition'] ?? 1000,
    'acceptable.recovery.lag': c['acceptable.recovery.lag'] ?? 10_000,
    'max.warmup.replicas': c['max.warmup.replicas'] ?? 2,
    'probing.rebalance.interval.ms': c['probing.rebalance.interval.ms'] ?? 600_000,
    'poll.ms': c['poll.ms'] ?? 100,
    'task.timeout.ms': c['task.timeout.ms'] ?? 300_000,
    'session.timeout.ms': c['session.timeout.ms'] ?? 45_000,
    'heartbeat.interval.ms': c['heartbeat.interval.ms'] ?? 3_000,
    'transaction.timeout.ms': c['transaction.timeout.ms'] ?? 10_000,
    'default.interactive.query.isolation.level':
      c['default.interactive.query.isolation.level'] ?? 'READ_UNCOMMITTED',
    'metrics.recording.level': c['metrics.recording.level'] ?? 'INFO',
    [EMIT_INTERVAL_WINDOWED_AGGREGATION]: c[EMIT_INTERVAL_WINDOWED_AGGREGATION],
    [EMIT_INTERVAL_OUTER_JOIN]: c[EMIT_INTERVAL_OUTER_JOIN],
    clientSettings: client.settings,
    clients: passed.clients,
  })
}

/**
 * Like {@link decodeStreamsConfig}, but typed (the compiler checks keys and value types) and throwing the
 * {@link StreamsConfigError}.
 * @example
 * const config = streamsConfig({ 'application.id': 'word-count', 'num.stream.threads': 2 })
 * @category Configuration
 * @since 0.1.0
 */
export const streamsConfig = (input: StreamsConfigInput): StreamsConfig => {
  const result = decodeStreamsConfig(input)
  if (E.isLeft(result)) throw result.left
  return result.right
}
