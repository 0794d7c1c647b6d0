import type * as t from 'io-ts'
import type { OptimizationConfig } from '../../optimizer/optimizationConfig.js'
import type { Deserializer, Serializer } from '../../serde/Serde.js'
import type { TaskConfigCodec } from '../task/TaskConfig.js'
import type { ProcessingGuarantee } from './ProcessingGuarantee.js'
import type { RecordingLevel } from '../metrics/RecordingLevel.js'
import type {
  EMIT_INTERVAL_OUTER_JOIN,
  EMIT_INTERVAL_WINDOWED_AGGREGATION,
} from '../../processor/processors/EmitFinalTracker.js'

/** The handler and extractor keys: a built-in's name or an object, as the task codec reads them. */
type TaskKeys = t.TypeOf<typeof TaskConfigCodec>

/**
 * Kafka Streams' own keys of a configuration, each with its default (Java's unless said otherwise). The io-ts
 * codecs in `StreamsConfig.ts` validate them; a compile-time check there fails when this interface and the codecs
 * disagree on a key or its type.
 * @example
 * const config: StreamsConfigProperties = { 'application.id': 'word-count', 'num.stream.threads': 2 }
 * @category Configuration
 * @since 0.1.0
 */
export interface StreamsConfigProperties {
  /** Names the consumer group, prefixes internal topics and the state directory. Required. */
  readonly 'application.id': string
  /**
   * The Kafka cluster, `host:port[,host:port...]`; not needed when a client supplier (such as `EmbeddedKafka`) is given.
   * @defaultValue none
   */
  readonly 'bootstrap.servers'?: string
  /** @defaultValue `'at_least_once'` */
  readonly 'processing.guarantee'?: ProcessingGuarantee
  /** How often tasks commit. @defaultValue `30000`, or `100` under `exactly_once_v2` */
  readonly 'commit.interval.ms'?: number
  /** Stream threads of this instance (they share one event loop). @defaultValue `1` */
  readonly 'num.stream.threads'?: number
  /** Warm copies of each task's stores kept on other instances. @defaultValue `0` */
  readonly 'num.standby.replicas'?: number
  /** `host:port` where this instance answers interactive queries, for KIP-535 metadata. @defaultValue `''` */
  readonly 'application.server'?: string
  /** Replication factor of the internal topics; `-1` uses the broker's default. @defaultValue `-1` */
  readonly 'replication.factor'?: number
  /** `'all'`, `'none'`, or a list of rules. @defaultValue `'none'` */
  readonly 'topology.optimization'?: OptimizationConfig
  /** Which sensors record: `'INFO'`, `'DEBUG'` or `'TRACE'` (see docs/metrics.md). @defaultValue `'INFO'` */
  readonly 'metrics.recording.level'?: RecordingLevel
  /** Directory of the persistent stores. @defaultValue `<os tmpdir>/kafka-streams` */
  readonly 'state.dir'?: string
  /** @defaultValue none: every source and store names its serdes */
  readonly 'default.key.serde'?: AnySerde
  /** @defaultValue none: every source and store names its serdes */
  readonly 'default.value.serde'?: AnySerde
  /** @defaultValue `'LogAndFailExceptionHandler'` */
  readonly 'deserialization.exception.handler'?: TaskKeys['deserialization.exception.handler']
  /** @defaultValue `'LogAndFailProcessingExceptionHandler'` */
  readonly 'processing.exception.handler'?: TaskKeys['processing.exception.handler']
  /** @defaultValue `'DefaultProductionExceptionHandler'` */
  readonly 'production.exception.handler'?: TaskKeys['production.exception.handler']
  /** Dead-letter topic of the built-in handlers (KIP-1034). @defaultValue none */
  readonly 'errors.deadletterqueue.topic.name'?: string
  /** @defaultValue `'FailOnInvalidTimestamp'` */
  readonly 'default.timestamp.extractor'?: TaskKeys['default.timestamp.extractor']
  /** How long a task with an empty input partition waits for it; `-1` never waits. @defaultValue `0` */
  readonly 'max.task.idle.ms'?: number
  /** Kafka Streams' internal throttle of windowed emit-final output, in ms. @defaultValue `1000` */
  readonly [EMIT_INTERVAL_WINDOWED_AGGREGATION]?: number
  /** Kafka Streams' internal throttle of an outer join's unmatched records, in ms. @defaultValue `1000` */
  readonly [EMIT_INTERVAL_OUTER_JOIN]?: number
  /** Records queued per input partition before the partition is paused. @defaultValue `1000` */
  readonly 'buffered.records.per.partition'?: number
  /** Changelog lag under which a standby counts as caught up (KIP-441). @defaultValue `10000` */
  readonly 'acceptable.recovery.lag'?: number
  /** @defaultValue `2` */
  readonly 'max.warmup.replicas'?: number
  /** @defaultValue `600000` */
  readonly 'probing.rebalance.interval.ms'?: number
  /** How long a stream thread's poll blocks. @defaultValue `100` */
  readonly 'poll.ms'?: number
  /** How long a task may stay blocked by a retryable error before it fails. @defaultValue `300000` */
  readonly 'task.timeout.ms'?: number
  /** @defaultValue `45000` */
  readonly 'session.timeout.ms'?: number
  /** @defaultValue `3000` */
  readonly 'heartbeat.interval.ms'?: number
  /** Exactly-once producers: an open transaction of a crashed producer is aborted after this. @defaultValue `10000` */
  readonly 'transaction.timeout.ms'?: number
  /** @defaultValue `'READ_UNCOMMITTED'` */
  readonly 'default.interactive.query.isolation.level'?: 'READ_UNCOMMITTED' | 'READ_COMMITTED'
  /** Stage each store's writes until commit (KIP-892). @defaultValue `true` */
  readonly 'statestore.transactional.enabled'?: boolean
  /** How transactions are implemented; only `indexbatch`. @defaultValue `'indexbatch'` */
  readonly 'statestore.transactional.mechanism'?: 'indexbatch'
  /** Uncommitted bytes per store above which the owner commits early. @defaultValue `67108864` (64 MiB) */
  readonly 'statestore.uncommitted.max.bytes'?: number
  /** Record cache per store in bytes; `0` disables caching. @defaultValue `10485760` (10 MiB) */
  readonly 'statestore.cache.max.bytes'?: number
}

/** Any `Serde<T>`: serializers take their own type, deserializers return theirs. */
export type AnySerde = {
  readonly serializer: Serializer<never>
  readonly deserializer: Deserializer<unknown>
}
