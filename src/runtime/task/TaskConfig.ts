import type { StateStore } from '../../state/StateStore.js'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import type { TimestampExtractor } from '../../dsl/options/TimestampExtractor.js'
import type { Clock } from '../../core/clock.js'
import type { Serde } from '../../serde/Serde.js'
import { StreamsConfigError } from '../../errors/TaskError.js'
import {
  LogAndContinueExceptionHandler,
  LogAndFailExceptionHandler,
  type DeserializationExceptionHandler,
} from './handlers/DeserializationExceptionHandler.js'
import type { HandlerSettings } from './handlers/HandlerSettings.js'
import { handlerCodec, resolveHandler } from './handlers/handlerSetting.js'
import {
  LogAndContinueProcessingExceptionHandler,
  LogAndFailProcessingExceptionHandler,
  type ProcessingExceptionHandler,
} from './handlers/ProcessingExceptionHandler.js'
import {
  DefaultProductionExceptionHandler,
  type ProductionExceptionHandler,
} from './handlers/ProductionExceptionHandler.js'
import type { TaskLogger } from './TaskLogger.js'
import { intAtLeast } from '../config/configCodecs.js'
import { RecordingLevelCodec, type SensorLevel } from '../metrics/RecordingLevel.js'
import { timestampExtractor } from '../processing/timestampExtractors.js'
import {
  EMIT_INTERVAL_OUTER_JOIN,
  EMIT_INTERVAL_WINDOWED_AGGREGATION,
} from '../../processor/processors/EmitFinalTracker.js'

const isSerde = (u: unknown): u is Serde<unknown> =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as Partial<Serde<unknown>>).serializer?.serialize === 'function' &&
  typeof (u as Partial<Serde<unknown>>).deserializer?.deserialize === 'function'
const SerdeType = new t.Type<Serde<unknown>, Serde<unknown>, unknown>(
  'Serde (an object with serializer.serialize and deserializer.deserialize)',
  isSerde,
  (u, c) => (isSerde(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
)

const numeric = new t.Type<number, number, unknown>(
  'non-negative integer (number or numeric string)',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0,
  (u, c) => {
    const n = typeof u === 'string' && /^\d+$/.test(u) ? Number(u) : u
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? t.success(n) : t.failure(u, c)
  },
  t.identity,
)

const booleanish = new t.Type<boolean, boolean, unknown>(
  "boolean (true/false or 'true'/'false')",
  (u): u is boolean => typeof u === 'boolean',
  (u, c) =>
    typeof u === 'boolean'
      ? t.success(u)
      : u === 'true' || u === 'false'
        ? t.success(u === 'true')
        : t.failure(u, c),
  t.identity,
)

const deserializationBuiltIns = { LogAndContinueExceptionHandler, LogAndFailExceptionHandler }
const processingBuiltIns = { LogAndContinueProcessingExceptionHandler, LogAndFailProcessingExceptionHandler }
const productionBuiltIns = { DefaultProductionExceptionHandler }
const builtInNames = <K extends string>(builtIns: Readonly<Record<K, unknown>>): K[] =>
  Object.keys(builtIns) as K[]

const DeserializationHandlerCodec = handlerCodec<
  DeserializationExceptionHandler,
  keyof typeof deserializationBuiltIns
>('DeserializationExceptionHandler', builtInNames(deserializationBuiltIns))
const ProcessingHandlerCodec = handlerCodec<ProcessingExceptionHandler, keyof typeof processingBuiltIns>(
  'ProcessingExceptionHandler',
  builtInNames(processingBuiltIns),
)
const ProductionHandlerCodec = handlerCodec<ProductionExceptionHandler, keyof typeof productionBuiltIns>(
  'ProductionExceptionHandler',
  builtInNames(productionBuiltIns),
)
const ExtractorCodec = t.union([
  t.keyof({
    FailOnInvalidTimestamp: null,
    LogAndSkipOnInvalidTimestamp: null,
    UsePartitionTimeOnInvalidTimestamp: null,
    WallclockTimestampExtractor: null,
  }),
  new t.Type<TimestampExtractor, TimestampExtractor, unknown>(
    'TimestampExtractor function',
    (u): u is TimestampExtractor => typeof u === 'function',
    (u, c) => (typeof u === 'function' ? t.success(u as TimestampExtractor) : t.failure(u, c)),
    t.identity,
  ),
])

const nonEmpty = t.refinement(t.string, (s) => s.length > 0, 'non-empty string')

/**
 * The configuration keys a task reads, with Kafka Streams' names. Other keys are accepted and ignored (as Kafka
 * Streams only warns about unknown configs).
 * @category Running
 * @since 0.1.0
 */
export const TaskConfigCodec = t.intersection([
  t.type({ 'application.id': nonEmpty }),
  t.partial({
    'default.key.serde': SerdeType,
    'default.value.serde': SerdeType,
    'statestore.cache.max.bytes': numeric,
    'statestore.uncommitted.max.bytes': numeric,
    'statestore.transactional.enabled': booleanish,
    'deserialization.exception.handler': DeserializationHandlerCodec,
    'processing.exception.handler': ProcessingHandlerCodec,
    'production.exception.handler': ProductionHandlerCodec,
    'errors.deadletterqueue.topic.name': nonEmpty,
    'default.timestamp.extractor': ExtractorCodec,
    'state.dir': nonEmpty,
    'max.task.idle.ms': intAtLeast(-1, 'a whole number of milliseconds, 0 or more, or -1 to never wait'),
    'metrics.recording.level': RecordingLevelCodec,
    // Kafka Streams' internal emit throttles (Java accepts them; tests set them to 0 to emit at every record)
    [EMIT_INTERVAL_WINDOWED_AGGREGATION]: numeric,
    [EMIT_INTERVAL_OUTER_JOIN]: numeric,
  }),
])

/**
 * A validated configuration, with handlers and the timestamp extractor resolved.
 * @category Running
 * @since 0.1.0
 */
export interface TaskSettings {
  readonly applicationId: string
  readonly defaultKeySerde: Serde<unknown> | undefined
  readonly defaultValueSerde: Serde<unknown> | undefined
  /** The `statestore.*` keys, as the store builders read them. */
  readonly storeConfig: Readonly<Record<string, unknown>>
  readonly deserializationHandler: DeserializationExceptionHandler
  readonly processingHandler: ProcessingExceptionHandler
  readonly productionHandler: ProductionExceptionHandler
  readonly timestampExtractor: TimestampExtractor
  readonly stateDir: string | undefined
  /** `max.task.idle.ms`: how long a task with an empty input waits for it (wall clock); 0 by default. */
  readonly maxTaskIdleMs: number
  /**
   * `metrics.recording.level`, which task, node and store sensors record; INFO by default. `OFF` (no sensor) is
   * not a config value: a benchmark sets it here for its baseline.
   */
  readonly metricsLevel: SensorLevel
  /** The client's global stores (kept by its global state updater), which every task's processors may read. */
  readonly globalStores?: ReadonlyMap<string, StateStore>
}

/**
 * Validates a configuration (io-ts) and resolves it; a wrong value throws a {@link StreamsConfigError} naming the
 * key and the expected kind of value.
 * @example
 * const settings = resolveTaskConfig({ 'application.id': 'app' }, { clock: systemClock, logger: consoleLogger() })
 * @category Running
 * @since 0.1.0
 */
export const resolveTaskConfig = (
  config: Readonly<Record<string, unknown>>,
  deps: { readonly clock: Clock; readonly logger: TaskLogger },
): TaskSettings => {
  const decoded = TaskConfigCodec.decode(config)
  if (E.isLeft(decoded)) {
    const first = decoded.left[0]
    const key = first?.context.find((c) => c.key.includes('.'))?.key ?? 'application.id'
    throw new StreamsConfigError(`Invalid configuration: ${PathReporter.report(decoded).join('; ')}`, key)
  }
  const c = decoded.right
  const handlers: HandlerSettings = {
    logger: deps.logger,
    deadLetterQueueTopic: c['errors.deadletterqueue.topic.name'],
  }
  const deser = c['deserialization.exception.handler'] ?? 'LogAndFailExceptionHandler'
  const processing = c['processing.exception.handler'] ?? 'LogAndFailProcessingExceptionHandler'
  const production = c['production.exception.handler'] ?? 'DefaultProductionExceptionHandler'
  const extractor = c['default.timestamp.extractor'] ?? 'FailOnInvalidTimestamp'
  const storeConfig: Record<string, unknown> = {}
  for (const key of [
    'statestore.cache.max.bytes',
    'statestore.uncommitted.max.bytes',
    'statestore.transactional.enabled',
  ] as const) {
    if (c[key] !== undefined) storeConfig[key] = c[key]
  }
  return {
    applicationId: c['application.id'],
    maxTaskIdleMs: c['max.task.idle.ms'] ?? 0,
    metricsLevel: c['metrics.recording.level'] ?? 'INFO',
    defaultKeySerde: c['default.key.serde'],
    defaultValueSerde: c['default.value.serde'],
    storeConfig,
    deserializationHandler: resolveHandler(
      'deserialization.exception.handler',
      deser,
      deserializationBuiltIns,
      handlers,
    ),
    processingHandler: resolveHandler(
      'processing.exception.handler',
      processing,
      processingBuiltIns,
      handlers,
    ),
    productionHandler: resolveHandler(
      'production.exception.handler',
      production,
      productionBuiltIns,
      handlers,
    ),
    timestampExtractor: typeof extractor === 'string' ? timestampExtractor(extractor, deps) : extractor,
    stateDir: c['state.dir'],
  }
}
