/**
 * Tributary: Kafka Streams for TypeScript.
 *
 * The user API: building topologies (DSL, operators, options, windows), running them (`KafkaStreams`, config,
 * handlers, the client port with its kafkajs and embedded adapters), the Processor API, serdes, state store types,
 * interactive queries and their results, and the errors. Other entry points: `tributary-streams/operators` (the operators
 * alone), `tributary-streams/testing` (the test driver and every conformance suite), `tributary-streams/state` (for authors of
 * store backends and layers) and `tributary-streams/routing` (query routing and the query server). A test pins this list.
 * @packageDocumentation
 * @module tributary-streams
 */

// shared vocabulary
export type { Clock, Timer } from './core/clock.js'
export { systemClock } from './core/clock.js'
export { KeyValue } from './core/KeyValue.js'
export { AutoOffsetReset } from './core/AutoOffsetReset.js'
export { type HostInfo, UNKNOWN_HOST, parseHostInfo, formatHostInfo } from './core/HostInfo.js'
export type { TaskId } from './core/TaskId.js'
export { StreamsState } from './core/StreamsState.js'
export type { Window } from './core/windows/Window.js'
export { type Windowed, isWindowed, windowed } from './core/windows/Windowed.js'
export type { Windows } from './core/windows/Windows.js'
export { TimeWindows } from './core/windows/TimeWindows.js'
export { UnlimitedWindows, END_OF_TIME } from './core/windows/UnlimitedWindows.js'
export { SlidingWindows } from './core/windows/SlidingWindows.js'
export { SessionWindows } from './core/windows/SessionWindows.js'
export { JoinWindows } from './core/windows/JoinWindows.js'

// serdes
export type { Serde, Serializer, Deserializer } from './serde/Serde.js'
export { serdeFrom } from './serde/Serde.js'
export { Serdes } from './serde/Serdes.js'
export { WindowedSerdes } from './serde/windowed/WindowedSerdes.js'

// building topologies
export { StreamsBuilder } from './dsl/StreamsBuilder.js'
export type { BuildConfig } from './dsl/BuildConfig.js'
export { KStream } from './dsl/KStream.js'
export { KTable } from './dsl/KTable.js'
export { GlobalKTable } from './dsl/GlobalKTable.js'
export { KGroupedStream } from './dsl/KGroupedStream.js'
export { KGroupedTable } from './dsl/KGroupedTable.js'
export { TimeWindowedKStream } from './dsl/TimeWindowedKStream.js'
export { SessionWindowedKStream } from './dsl/SessionWindowedKStream.js'
export { CogroupedKStream } from './dsl/CogroupedKStream.js'
export { BranchedKStream } from './dsl/BranchedKStream.js'
export { Pipeable, type UnaryFunction } from './dsl/Pipeable.js'
export { EmitStrategy } from './dsl/EmitStrategy.js'
export type { KeyOf, ValueOf, AggregateResult } from './dsl/types.js'
export * from './operators.js'
export { Topology, type Subtopology, type GlobalStoreInfo } from './topology/Topology.js'
export {
  TopologyDescription,
  type NodeDescription,
  type SubtopologyDescription,
  type GlobalStoreDescription,
  type DescribedInternalTopics,
} from './topology/TopologyDescription.js'
export { renderSvg } from './runtime/diagram/renderSvg.js'
export type { StoreSpec, StoreKind } from './graph/StoreSpec.js'
export { verifySerdes } from './topology/verifySerdes.js'
export { optimizationRules, type OptimizationConfig } from './optimizer/optimizationConfig.js'
export type { RuleId } from './optimizer/rules/registry.js'

// options
export type { SerdePair } from './dsl/options/SerdePair.js'
export type { JoinSerdes } from './dsl/options/JoinSerdes.js'
export type { TimestampExtractor } from './dsl/options/TimestampExtractor.js'
export type { StreamPartitioner } from './dsl/options/StreamPartitioner.js'
export type { StoreSupplierLike } from './dsl/options/StoreSupplierLike.js'
export { Named } from './dsl/options/Named.js'
export { Consumed, type ConsumedSpec } from './dsl/options/Consumed.js'
export { Produced, type ProducedSpec } from './dsl/options/Produced.js'
export { Grouped, type GroupedSpec } from './dsl/options/Grouped.js'
export {
  Materialized,
  type MaterializedSpec,
  type MaterializedStoreType,
} from './dsl/options/Materialized.js'
export {
  BuiltInDslStoreSuppliers,
  type DslStoreSuppliers,
  type DslStoreConfig,
} from './dsl/options/MaterializedStoreType.js'
export { Joined, type JoinedSpec } from './dsl/options/Joined.js'
export { StreamJoined, type StreamJoinedSpec } from './dsl/options/StreamJoined.js'
export { TableJoined, type TableJoinedSpec } from './dsl/options/TableJoined.js'
export { Repartitioned, type RepartitionedSpec } from './dsl/options/Repartitioned.js'
export { Printed, type PrintedSpec, type PrintDestination } from './dsl/options/Printed.js'
export { Branched, type BranchedSpec, type BranchChain } from './dsl/options/Branched.js'
export { Suppressed, type SuppressedSpec } from './dsl/options/Suppressed.js'
export { BufferConfig, type BufferConfigSpec, type BufferFullStrategy } from './dsl/options/BufferConfig.js'

// the Processor API
export type { Processor } from './core/processorApi/Processor.js'
export type { FixedKeyProcessor } from './core/processorApi/FixedKeyProcessor.js'
export type { ProcessorSupplier, FixedKeyProcessorSupplier } from './graph/ProcessorSupplier.js'
export type { ProcessorContext } from './core/processorApi/ProcessorContext.js'
export { Record } from './core/processorApi/Record.js'
export type { RecordMetadata } from './core/processorApi/RecordMetadata.js'
export { lastHeader, type Header, type Headers } from './core/processorApi/Headers.js'
export { PunctuationType } from './core/processorApi/PunctuationType.js'
export type { Punctuator } from './core/processorApi/Punctuator.js'
export type { Cancellable } from './core/processorApi/Cancellable.js'
export type { BaseStateStore } from './core/processorApi/BaseStateStore.js'

// running: the client, its config, handlers and the client port
export {
  KafkaStreams,
  type CloseOptions,
  type KafkaStreamsOptions,
  type StateListener,
} from './runtime/KafkaStreams.js'
export {
  launchInstances,
  type LaunchOptions,
  type LaunchedInstances,
} from './runtime/launcher/launchInstances.js'
export { launchedInstance, type LaunchedInstance } from './runtime/launcher/launchedInstance.js'
export type { StreamsStateChange } from './runtime/lifecycle/StreamsStateMachine.js'
export {
  decodeStreamsConfig,
  streamsConfig,
  type StreamsConfig,
  type StreamsConfigInput,
} from './runtime/config/StreamsConfig.js'
export type { StreamsConfigProperties } from './runtime/config/StreamsConfigProperties.js'
export { ProcessingGuarantee } from './runtime/config/ProcessingGuarantee.js'
export type { RestoreProgress } from './runtime/task/RestoreProgress.js'
export type { LagInfo } from './runtime/task/LagInfo.js'
export type { ChangesOptions } from './query/local/storeChangeFeed.js'
export type { ThreadMetadata, TaskMetadata } from './runtime/queries/ThreadMetadata.js'
export type { Metric, MetricName } from './runtime/metrics/Metric.js'
export type { RecordingLevel } from './runtime/metrics/RecordingLevel.js'
export { METRIC_CATALOGUE, type MetricDefinition } from './runtime/metrics/catalogue.js'
export { prometheusText, PROMETHEUS_CONTENT_TYPE } from './runtime/metrics/prometheusText.js'
export {
  openTelemetryMetrics,
  type MetricsSource,
  type OpenTelemetryRegistration,
} from './runtime/metrics/openTelemetry.js'
export {
  KeyQueryMetadata,
  type StreamsMetadata,
  type HostMap,
  type KeyLocator,
} from './query/metadata/StreamsMetadataState.js'
export type {
  StreamsUncaughtExceptionHandler,
  StreamThreadExceptionResponse,
} from './runtime/thread/StreamsUncaughtExceptionHandler.js'
export { HandlerResponse } from './runtime/task/handlers/HandlerResponse.js'
export type { ErrorHandlerContext } from './runtime/task/handlers/ErrorHandlerContext.js'
export {
  LogAndContinueExceptionHandler,
  LogAndFailExceptionHandler,
  type DeserializationExceptionHandler,
} from './runtime/task/handlers/DeserializationExceptionHandler.js'
export {
  LogAndContinueProcessingExceptionHandler,
  LogAndFailProcessingExceptionHandler,
  type ProcessingExceptionHandler,
} from './runtime/task/handlers/ProcessingExceptionHandler.js'
export {
  DefaultProductionExceptionHandler,
  type ProductionExceptionHandler,
} from './runtime/task/handlers/ProductionExceptionHandler.js'
export type { HandlerSettings } from './runtime/task/handlers/HandlerSettings.js'
export type { ProducedRecord } from './runtime/task/ProducedRecord.js'
export type { TaskLogger } from './runtime/task/TaskLogger.js'
export {
  completeLogger,
  consoleLogger,
  silentLogger,
  type Logger,
  type LogLevel,
  type LogFields,
} from './core/Logger.js'
export type {
  KafkaClientSupplier,
  ProducerPort,
  ProducerOptions,
  ProducerRecord,
  SentRecordMetadata,
  GroupConsumerPort,
  GroupConsumerOptions,
  AssignedConsumerPort,
  ConsumerOptions,
  ConsumerRecord,
  ConsumerGroupMetadata,
  ConsumerIsolationLevel,
  OffsetResetPolicy,
  RecordSource,
  RebalanceListener,
  GroupAssignor,
  GroupMemberSubscription,
  GroupMemberAssignment,
  AdminPort,
  AdminOptions,
  NewTopic,
  TopicDescription,
  PartitionOffsets,
  BrokerInfo,
  TopicPartition,
  TopicPartitionOffset,
} from './kafka/ports.js'
export { EmbeddedKafka, type EmbeddedKafkaOptions } from './kafka/embedded/EmbeddedKafka.js'
export type { EmbeddedUser } from './kafka/embedded/EmbeddedAuthenticator.js'
export { Secret, isSecret } from './kafka/security/Secret.js'
export {
  SecurityConfigError,
  isSecurityConfigError,
  type SecurityConfigErrorTag,
} from './kafka/security/SecurityConfigError.js'
export type { OAuthBearerToken, OAuthBearerTokenProvider } from './kafka/security/securitySettings.js'
export type { SecurityProtocol } from './kafka/security/clientSecurity.js'
export type { SaslMechanism } from './kafka/security/saslSettings.js'
export {
  KafkajsClientSupplier,
  type KafkajsClientSupplierOptions,
} from './kafka/kafkajs/KafkajsClientSupplier.js'
export { PlatformaticClientSupplier } from './kafka/platformatic/PlatformaticClientSupplier.js'
export type { ClientLogLevel } from './kafka/kafkajs/kafkajsLogger.js'
export {
  clientConfig,
  decodeClientConfig,
  type ClientConfig,
  type ClientConfigInput,
} from './kafka/ClientConfig.js'
export type { ClientSettings, ClientSettingKey, ClientKind } from './kafka/clientSettings.js'
export type {
  ClientRole,
  ClientRoleSettings,
  ClientPrefix,
  ClientSettingsInput,
} from './runtime/config/clientPrefixes.js'

// state stores, as processors and queries use them
export { Stores } from './state/Stores.js'
export type { StateStore } from './state/StateStore.js'
export type { KeyValueStore } from './state/KeyValueStore.js'
export type { ReadOnlyKeyValueStore } from './state/ReadOnlyKeyValueStore.js'
export type {
  TimestampedKeyValueStore,
  ReadOnlyTimestampedKeyValueStore,
} from './state/TimestampedKeyValueStore.js'
export type { WindowStore, TimestampedWindowStore } from './state/WindowStore.js'
export type { ReadOnlyWindowStore, WindowStoreIterator } from './state/ReadOnlyWindowStore.js'
export type { SessionStore } from './state/SessionStore.js'
export type { ReadOnlySessionStore } from './state/ReadOnlySessionStore.js'
export type { KeyValueIterator } from './state/KeyValueIterator.js'
export { valueAndTimestamp, type ValueAndTimestamp } from './state/ValueAndTimestamp.js'
export {
  versionedRecord,
  PUT_RETURN_CODE_NOT_PUT,
  PUT_RETURN_CODE_VALID_TO_UNDEFINED,
  type VersionedRecord,
} from './state/versioned/VersionedRecord.js'
export type {
  VersionedKeyValueStore,
  ReadOnlyVersionedKeyValueStore,
} from './state/versioned/VersionedKeyValueStore.js'
export type { VersionedBytesStoreSupplier } from './state/versioned/VersionedBytesStoreSupplier.js'
export type { StoreChange } from './state/StoreChange.js'
export type { IsolationLevel } from './state/IsolationLevel.js'
export {
  decodeStateStoreConfig,
  defaultStateStoreConfig,
  type StateStoreConfig,
} from './state/StateStoreConfig.js'

// interactive queries
export { StoreQueryParameters } from './query/StoreQueryParameters.js'
export {
  QueryableStoreTypes,
  type QueryableStoreType,
  type QueryableStoreKind,
} from './query/QueryableStoreTypes.js'
export type { QueryableStore, StoreFacade } from './query/facades/QueryableStore.js'
export type { ReadMode, Answer, Rows } from './query/facades/Answer.js'
export {
  KeyValueQueryFacade,
  type QueryableKeyValueStore,
  type KeyValueStoreReads,
} from './query/facades/QueryableKeyValueStore.js'
export {
  WindowQueryFacade,
  type QueryableWindowStore,
  type WindowStoreReads,
  type WindowRangeFetch,
} from './query/facades/QueryableWindowStore.js'
export {
  SessionQueryFacade,
  type QueryableSessionStore,
  type SessionStoreReads,
  type SessionRead,
} from './query/facades/QueryableSessionStore.js'
export { QueryKeyValueIterator } from './query/QueryKeyValueIterator.js'
export { StateQueryRequest } from './query/StateQueryRequest.js'
export type { Query, ResultOf } from './query/Query.js'
export { KeyQuery } from './query/KeyQuery.js'
export { TimestampedKeyQuery } from './query/TimestampedKeyQuery.js'
export type { KeyQueryOf, KeyQueryResults } from './query/keyQueryModule.js'
export { RangeQuery } from './query/RangeQuery.js'
export { TimestampedRangeQuery } from './query/TimestampedRangeQuery.js'
export type { RangeQueryOf, RangeQueryResults } from './query/rangeQueryModule.js'
export type { ResultOrder } from './query/ResultOrder.js'
export { WindowKeyQuery } from './query/WindowKeyQuery.js'
export { WindowRangeQuery } from './query/WindowRangeQuery.js'
export { VersionedKeyQuery } from './query/VersionedKeyQuery.js'
export { MultiVersionedKeyQuery } from './query/MultiVersionedKeyQuery.js'
export { VersionedRecordIterator } from './state/versioned/VersionedRecordIterator.js'
export {
  QueryResult,
  SucceededQueryResult,
  FailedQueryResult,
  type QueryResultInfo,
} from './query/QueryResult.js'
export { StateQueryResult } from './query/StateQueryResult.js'
export { failureRetryable, type FailureReason } from './query/FailureReason.js'
export { Position } from './query/Position.js'
export { PositionBound } from './query/PositionBound.js'
export {
  StoreError,
  storeErrorTags,
  type StoreErrorTag,
  type StoreErrorCases,
  type StoreErrorFields,
  type StreamsNotStarted,
  type StreamsRebalancing,
  type StateStoreMigrated,
  type StateStoreNotAvailable,
  type UnknownStateStore,
  type InvalidStateStorePartition,
} from './query/StoreError.js'
// the throwing adapters (classic Kafka Streams behaviour)
export { orThrow } from './query/facades/orThrow.js'
export type { Thrown, Throwing, ThrowingMethod, Unwrapped } from './query/facades/throwingObject.js'
export type { ThrowingKeyValueStore } from './query/facades/ThrowingKeyValueStore.js'
export type { ThrowingWindowStore } from './query/facades/ThrowingWindowStore.js'
export type { ThrowingSessionStore } from './query/facades/ThrowingSessionStore.js'
export { ThrowingKeyValueIterator, getOrThrow } from './query/ThrowingKeyValueIterator.js'
export {
  InvalidStateStoreException,
  StreamsNotStartedException,
  StreamsRebalancingException,
  StateStoreMigratedException,
  StateStoreNotAvailableException,
  UnknownStateStoreException,
  InvalidStateStorePartitionException,
  toException,
} from './query/InvalidStateStoreException.js'

// errors: one family, every class a StreamsError with _tag, retryable and cause
export { StreamsError, isStreamsError } from './errors/StreamsError.js'
export * from './errors/TopologyError.js'
export { InvalidNameError } from './errors/InvalidNameError.js'
export { InvalidArgumentError } from './errors/InvalidArgumentError.js'
export { MissingDependencyError } from './errors/MissingDependencyError.js'
export * from './errors/TaskError.js'
export { SerializationError } from './serde/SerializationError.js'
export { KafkaClientError, isKafkaClientError, type KafkaClientErrorTag } from './kafka/KafkaClientError.js'
export {
  InvalidStateStoreError,
  matchStateStoreError,
  type StateStoreError,
  StoreClosedError,
  IteratorInvalidatedError,
  IteratorClosedError,
  NoSuchElementError,
  NullKeyError,
  StoreLockedError,
  StoreCorruptedError,
  StoreIoError,
  StoreConfigError,
  StoreSerializationError,
  InvalidTimestampError,
} from './state/StateStoreError.js'
export { SuppressionBufferFullError } from './processor/processors/SuppressionBufferFullError.js'
export { InvalidRecordError } from './processor/processors/InvalidRecordError.js'
export { NullMapperResultError } from './processor/processors/NullMapperResultError.js'
export { NotInGroupError } from './runtime/task/NotInGroupError.js'
export { TaskMigratedError } from './runtime/task/TaskMigratedError.js'
export { StateDirectoryLockedError } from './runtime/task/StateDirectoryLockedError.js'
export { MissingSourceTopicsError } from './runtime/topics/MissingSourceTopicsError.js'
export { MissingSinkTopicsError } from './runtime/topics/MissingSinkTopicsError.js'
export { InternalTopicMismatchError } from './runtime/topics/InternalTopicMismatchError.js'
export { ApplicationShutdownError } from './runtime/thread/ApplicationShutdownError.js'
export { IllegalClientStateError } from './runtime/lifecycle/IllegalClientStateError.js'
export { StreamThreadTimeoutError } from './runtime/thread/StreamThreadTimeoutError.js'
export { IllegalStateTransitionError } from './runtime/lifecycle/IllegalStateTransitionError.js'
export { InvalidUserDataError } from './runtime/assignor/InvalidUserDataError.js'
export { CopartitionMismatchError } from './runtime/assignor/CopartitionMismatchError.js'
