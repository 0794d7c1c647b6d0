import * as t from 'io-ts'
import { parseHostInfo } from '../../core/HostInfo.js'
import { intBetween, intMax } from '../../kafka/clientSettings.js'

/**
 * A whole number from `min` to Java's `Integer.MAX_VALUE` (Kafka's INT settings; also the longest delay Node's timers
 * take, so every `*.ms` setting has this bound), given as a number or a numeric string (as Java `Properties` hold
 * them). `rule` is the sentence's start, e.g. `'a whole number of threads'`; the range is appended.
 * @example
 * intAtLeast(1, 'a whole number of threads').decode('4') // Right(4)
 * @category Configuration
 * @since 0.1.0
 */
export const intAtLeast = (min: number, rule: string): t.Type<number, number, unknown> =>
  intBetween(min, intMax, `${rule}, from ${min} to ${intMax}`)

/**
 * Like {@link intAtLeast} for Java's LONG settings that are counts, not delays: bounded by the largest safe integer.
 * @example
 * longAtLeast(0, 'a whole number of offsets').decode(10_000) // Right(10000)
 * @category Configuration
 * @since 0.1.0
 */
export const longAtLeast = (min: number, rule: string): t.Type<number, number, unknown> =>
  intBetween(min, Number.MAX_SAFE_INTEGER, `${rule}, ${min} or more`)

/** The largest replication factor Kafka's CreateTopics request carries (an INT16). */
const maxReplicationFactor = 32_767

/**
 * `replication.factor`: -1 for the broker's default, else 1 to 32767 replicas (Kafka's CreateTopics request holds an
 * INT16); 0 is refused with a sentence that states both choices.
 * @example
 * ReplicationFactor.decode(0) // Left: must be -1 (the broker's default) or at least 1
 * @category Configuration
 * @since 0.1.0
 */
export const ReplicationFactor = t.refinement(
  intBetween(-1, maxReplicationFactor, ''),
  (n) => n !== 0,
  `-1 (the broker's default) or at least 1 (at most ${maxReplicationFactor}, as Kafka's CreateTopics request holds it)`,
)

/** Addresses that mean "every interface": a server may listen there, but other instances cannot reach it. */
const WILDCARD_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '[::]', '[0:0:0:0:0:0:0:0]'])

/**
 * `application.server`: `host:port` other instances can reach (a wildcard such as `0.0.0.0` or `::` is refused:
 * it would be announced to them as is), or empty for an instance that serves no queries.
 * @example
 * Endpoint.is('localhost:8080') // true
 * Endpoint.is('0.0.0.0:8080') // false
 * @category Configuration
 * @since 0.1.0
 */
export const Endpoint = t.refinement(
  t.string,
  (s) => {
    const info = parseHostInfo(s)
    return info !== undefined && !WILDCARD_HOSTS.has(info.host)
  },
  'host:port that other instances can reach (e.g. "app-1.internal:8080"; not a wildcard address such as 0.0.0.0 or ::, which a query server may listen on but no instance can dial), or an empty string',
)

/**
 * A non-empty string.
 * @example
 * NonEmpty.is(' ') // false
 * @category Configuration
 * @since 0.1.0
 */
export const NonEmpty = t.refinement(t.string, (s) => s.trim().length > 0, 'a non-empty string')
