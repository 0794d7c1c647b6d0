/**
 * Kafka Streams' client prefixes: which client each pass-through setting of a Streams configuration reaches, with
 * Java's precedence (`StreamsConfig.getMainConsumerConfigs`, `getRestoreConsumerConfigs`,
 * `getGlobalConsumerConfigs`, `getProducerConfigs`, `getAdminConfigs`): an unprefixed setting goes to every client
 * it concerns, `consumer.`/`producer.`/`admin.` win over it for their clients, and `main.consumer.`,
 * `restore.consumer.` and `global.consumer.` win over `consumer.` for their consumer.
 * @since 0.1.0
 */
import {
  ClientSettingsCodec,
  clientKindsOf,
  clientSettingKeys,
  supportedCompression,
  type ClientKind,
  type ClientSettingKey,
  type ClientSettings,
} from '../../kafka/clientSettings.js'
import {
  isSecretSetting,
  type SecuritySettingKey,
  type SecuritySettingsInput,
} from '../../kafka/security/securitySettings.js'
import { describeValue } from './configProblems.js'
import type { ProcessingGuarantee } from './ProcessingGuarantee.js'

/**
 * The clients of a Kafka Streams instance that take settings (a thread's standby consumer is a restore consumer,
 * as in Java).
 * @category Configuration
 * @since 0.1.0
 */
export type ClientRole = 'mainConsumer' | 'restoreConsumer' | 'globalConsumer' | 'producer' | 'admin'

/**
 * The settings of each client, prefixes resolved.
 * @category Configuration
 * @since 0.1.0
 */
export type ClientRoleSettings = Readonly<Record<ClientRole, ClientSettings>>

/**
 * Kafka Streams' client prefixes.
 * @category Configuration
 */
export type ClientPrefix =
  'consumer.' | 'main.consumer.' | 'restore.consumer.' | 'global.consumer.' | 'producer.' | 'admin.'

/**
 * The pass-through settings a Streams configuration accepts: unprefixed or with a client prefix.
 * @category Configuration
 * @since 0.1.0
 */
export type ClientSettingsInput = {
  readonly [
    K in
      | Exclude<ClientSettingKey, SecuritySettingKey>
      | `${ClientPrefix}${Exclude<ClientSettingKey, SecuritySettingKey>}`
  ]?: string | number | boolean
} & SecuritySettingsInput & {
    readonly [K in SecuritySettingKey as `${ClientPrefix}${K}`]?: SecuritySettingsInput[K]
  }

const kindOfRole: Readonly<Record<ClientRole, ClientKind>> = {
  mainConsumer: 'consumer',
  restoreConsumer: 'consumer',
  globalConsumer: 'consumer',
  producer: 'producer',
  admin: 'admin',
}

const roles = Object.keys(kindOfRole) as readonly ClientRole[]

/** Longest first, so `main.consumer.` is not read as a `consumer.` key. */
const prefixes: readonly {
  readonly prefix: ClientPrefix
  readonly kind: ClientKind
  readonly roles: readonly ClientRole[]
  readonly rank: number
}[] = [
  { prefix: 'restore.consumer.', kind: 'consumer', roles: ['restoreConsumer'], rank: 2 },
  { prefix: 'global.consumer.', kind: 'consumer', roles: ['globalConsumer'], rank: 2 },
  { prefix: 'main.consumer.', kind: 'consumer', roles: ['mainConsumer'], rank: 2 },
  {
    prefix: 'consumer.',
    kind: 'consumer',
    roles: ['mainConsumer', 'restoreConsumer', 'globalConsumer'],
    rank: 1,
  },
  { prefix: 'producer.', kind: 'producer', roles: ['producer'], rank: 1 },
  { prefix: 'admin.', kind: 'admin', roles: ['admin'], rank: 1 },
]

const isSettingKey = (name: string): name is ClientSettingKey =>
  (clientSettingKeys as readonly string[]).includes(name)

const prefixFor = (kind: ClientKind): string => (kind === 'consumer' ? 'consumer.' : `${kind}.`)

/** What {@link resolveClientSettings} found. */
export interface ResolvedClientSettings {
  /** The keys of the input it handled (pass-through settings, and every prefixed key). */
  readonly claimed: readonly string[]
  /** One sentence per key at fault. */
  readonly problems: ReadonlyMap<string, string>
  readonly clients: ClientRoleSettings
  /** For each client and setting, the key of the input it came from (for error sentences). */
  readonly origins: Readonly<Record<ClientRole, Partial<Record<ClientSettingKey, string>>>>
}

/**
 * Finds the pass-through settings of a Streams configuration, validates them, and resolves the prefixes into each
 * client's settings. A prefixed key that is not a pass-through setting of that client is refused.
 * @example
 * resolveClientSettings({ 'fetch.min.bytes': 1, 'main.consumer.fetch.min.bytes': 2 }).clients.mainConsumer
 * // { 'fetch.min.bytes': 2 }
 * @category Configuration
 * @since 0.1.0
 */
export const resolveClientSettings = (input: Readonly<Record<string, unknown>>): ResolvedClientSettings => {
  const problems = new Map<string, string>()
  const claimed: string[] = []
  const found: { key: string; name: ClientSettingKey; value: unknown; rank: number; roles: ClientRole[] }[] =
    []
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    if (isSettingKey(key)) {
      claimed.push(key)
      const kinds = clientKindsOf[key]
      found.push({
        key,
        name: key,
        value,
        rank: 0,
        roles: roles.filter((r) => kinds.includes(kindOfRole[r])),
      })
      continue
    }
    const prefixed = prefixes.find((p) => key.startsWith(p.prefix))
    if (prefixed === undefined) continue
    claimed.push(key)
    const name = key.slice(prefixed.prefix.length)
    if (!isSettingKey(name)) {
      problems.set(
        key,
        `'${key}' is not a ${prefixed.kind} setting Tributary passes through to its clients; the ones it passes ` +
          `(unprefixed or after a prefix) are ${clientSettingKeys.map((k) => `'${k}'`).join(', ')}. Remove it.`,
      )
      continue
    }
    const kinds = clientKindsOf[name]
    if (!kinds.includes(prefixed.kind)) {
      problems.set(
        key,
        `'${key}': '${name}' is a ${kinds.join(' and ')} setting, not a ${prefixed.kind} one; use ` +
          `${kinds.map((k) => `'${prefixFor(k)}${name}'`).join(' or ')}, or '${name}' for every client it concerns.`,
      )
      continue
    }
    found.push({ key, name, value, rank: prefixed.rank, roles: [...prefixed.roles] })
  }
  const clients: Record<ClientRole, Record<string, unknown>> = {
    mainConsumer: {},
    restoreConsumer: {},
    globalConsumer: {},
    producer: {},
    admin: {},
  }
  const origins: Record<ClientRole, Partial<Record<ClientSettingKey, string>>> = {
    mainConsumer: {},
    restoreConsumer: {},
    globalConsumer: {},
    producer: {},
    admin: {},
  }
  for (const f of [...found].sort((a, b) => a.rank - b.rank)) {
    const codec = ClientSettingsCodec.props[f.name]
    const decoded = codec.decode(f.value)
    if (decoded._tag === 'Left') {
      const given = isSecretSetting(f.key) ? typeof f.value : describeValue(f.value)
      problems.set(f.key, `'${f.key}' must be ${codec.name}, got ${given}.`)
      continue
    }
    if (f.name === 'compression.type' && !supportedCompression.includes(String(decoded.right))) {
      problems.set(
        f.key,
        `'${f.key}' is ${describeValue(f.value)}, which kafkajs cannot write without an extra codec package: use 'gzip' ` +
          `or 'none', or leave it unset.`,
      )
      continue
    }
    for (const role of f.roles) {
      clients[role][f.name] = decoded.right
      origins[role][f.name] = f.key
    }
  }
  return { claimed, problems, clients, origins }
}

/**
 * Settings a producer's delivery guarantee depends on, refused when they weaken it: `acks=0` always (the runtime
 * commits stores with the acknowledged changelog offsets); under `exactly_once_v2`, `acks` other than `all`,
 * `enable.idempotence=false` and `retries=0`; under either guarantee, an idempotent producer
 * (`enable.idempotence=true`) with `acks` other than `all`, as Java's producer refuses it.
 * @example
 * deliveryProblems('exactly_once_v2', resolved) // Map { 'producer.acks' => "'producer.acks' is \"1\": ..." }
 * @category Configuration
 * @since 0.1.0
 */
export const deliveryProblems = (
  guarantee: ProcessingGuarantee,
  resolved: Pick<ResolvedClientSettings, 'clients' | 'origins'>,
): Map<string, string> => {
  const problems = new Map<string, string>()
  const producer = resolved.clients.producer
  const origin = (name: ClientSettingKey): string => resolved.origins.producer[name] ?? name
  const acks = producer.acks
  // under any guarantee: a store commits with the changelog offsets its producer acknowledged, and acks=0 has none
  if (acks === '0')
    problems.set(
      origin('acks'),
      `'${origin('acks')}' is '0': a producer that waits for no acknowledgement learns no offsets, and the ` +
        `state stores commit with the changelog offsets their producer acknowledged: set '1' or 'all'.`,
    )
  if (guarantee === 'exactly_once_v2') {
    const eos = "'processing.guarantee' is 'exactly_once_v2'"
    if (acks !== undefined && acks !== 'all' && acks !== '0')
      problems.set(
        origin('acks'),
        `'${origin('acks')}' is '${acks}', but ${eos}, which needs acks=all (every in-sync replica has a ` +
          `record before a transaction commits): set 'all' or leave it unset.`,
      )
    if (producer['enable.idempotence'] === false)
      problems.set(
        origin('enable.idempotence'),
        `'${origin('enable.idempotence')}' is false, but ${eos}, which needs an idempotent producer (a retried ` +
          `send must not write twice): set true or leave it unset.`,
      )
    if (producer.retries === 0)
      problems.set(
        origin('retries'),
        `'${origin('retries')}' is 0, but ${eos}, whose idempotent producer must retry a send whose ` +
          `acknowledgement was lost: give 1 or more, or leave it unset.`,
      )
  } else if (producer['enable.idempotence'] === true && acks !== undefined && acks !== 'all' && acks !== '0')
    problems.set(
      origin('acks'),
      `'${origin('acks')}' is '${acks}', but '${origin('enable.idempotence')}' is true: an idempotent ` +
        `producer needs acks=all; set 'all', or leave 'enable.idempotence' unset.`,
    )
  return problems
}

/**
 * `{ settings }` for a client's port options, or `{}` when it has none (its options stay as they were).
 * @example
 * supplier.admin({ clientId: 'app-admin', ...settingsOption(config.clients.admin) })
 * @category Configuration
 * @since 0.1.0
 */
export const settingsOption = (settings: ClientSettings): { readonly settings?: ClientSettings } =>
  Object.keys(settings).length === 0 ? {} : { settings }
