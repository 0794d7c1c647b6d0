/**
 * Tributary: Kafka Streams for TypeScript.
 *
 * Curated public exports; internals are not exported.
 * @packageDocumentation
 */
export type { Clock, Timer } from './core/clock.js'
export { systemClock, ManualClock } from './core/clock.js'

// serde
export type { Serde, Serializer, Deserializer } from './serde/Serde.js'
export { serdeFrom } from './serde/Serde.js'
export { Serdes } from './serde/Serdes.js'
export { SerializationError } from './serde/SerializationError.js'

// dsl
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
export { KeyValue } from './core/KeyValue.js'
export { EmitStrategy } from './dsl/EmitStrategy.js'
export type {
  Processor,
  ProcessorContextLike,
  ProcessorRecord,
  ProcessorSupplier,
  FixedKeyProcessorSupplier,
} from './dsl/ProcessorSupplier.js'
export type { KeyOf, ValueOf, AggregateResult } from './dsl/types.js'
export * from './operators.js'
export type {
  AnyJoin,
  ForeignKeyJoin,
  GlobalTableJoin,
  KeyTableJoin,
  WindowedStreamJoin,
} from './dsl/internal/joins/JoinSignatures.js'
export { Topology, type Subtopology, type GlobalStoreInfo } from './topology/Topology.js'
export { TopologyBuilder } from './topology/TopologyBuilder.js'
export type { SourceOptions } from './graph/SourceOptions.js'
export type { SinkOptions } from './graph/SinkOptions.js'
export { verifySerdes } from './topology/verifySerdes.js'
export {
  TopologyDescription,
  type NodeDescription,
  type SubtopologyDescription,
  type GlobalStoreDescription,
} from './topology/TopologyDescription.js'
export type { StoreSpec, StoreKind } from './graph/StoreSpec.js'
export type { ProcessorSpec } from './graph/ProcessorSpec.js'
export type { PhysicalNode, SourceNode, ProcessorNode, SinkNode } from './topology/PhysicalNode.js'
export { internalTopicName, type InternalTopic } from './topology/InternalTopic.js'
export * from './errors/TopologyError.js'
export { optimizationRules, type OptimizationConfig } from './optimizer/optimizationConfig.js'
export type { RuleId } from './optimizer/rules/registry.js'

// dsl options
export { InvalidNameError } from './errors/InvalidNameError.js'
export { InvalidArgumentError } from './errors/InvalidArgumentError.js'
export type { SerdePair } from './dsl/options/SerdePair.js'
export type { JoinSerdes } from './dsl/options/JoinSerdes.js'
export type { TimestampExtractor } from './dsl/options/TimestampExtractor.js'
export type { StreamPartitioner } from './dsl/options/StreamPartitioner.js'
export type { StoreSupplierLike } from './dsl/options/StoreSupplierLike.js'
export type { Unconstrained } from './dsl/options/Unconstrained.js'
export { AutoOffsetReset } from './core/AutoOffsetReset.js'
export { Named } from './dsl/options/Named.js'
export { Consumed, type ConsumedSpec } from './dsl/options/Consumed.js'
export { Produced, type ProducedSpec } from './dsl/options/Produced.js'
export { Grouped, type GroupedSpec } from './dsl/options/Grouped.js'
export {
  Materialized,
  type MaterializedSpec,
  type MaterializedStoreType,
} from './dsl/options/Materialized.js'
export { Joined, type JoinedSpec } from './dsl/options/Joined.js'
export { StreamJoined, type StreamJoinedSpec } from './dsl/options/StreamJoined.js'
export { TableJoined, type TableJoinedSpec } from './dsl/options/TableJoined.js'
export { Repartitioned, type RepartitionedSpec } from './dsl/options/Repartitioned.js'
export { Printed, type PrintedSpec, type PrintDestination } from './dsl/options/Printed.js'
export { Branched, type BranchedSpec, type BranchChain } from './dsl/options/Branched.js'
export { Suppressed, type SuppressedSpec } from './dsl/options/Suppressed.js'
export { BufferConfig, type BufferConfigSpec, type BufferFullStrategy } from './dsl/options/BufferConfig.js'
export type { Window } from './core/windows/Window.js'
export { type Windowed, isWindowed } from './core/windows/Windowed.js'
export type { Windows } from './core/windows/Windows.js'
export { TimeWindows } from './core/windows/TimeWindows.js'
export { UnlimitedWindows, END_OF_TIME } from './core/windows/UnlimitedWindows.js'
export { SlidingWindows } from './core/windows/SlidingWindows.js'
export { SessionWindows } from './core/windows/SessionWindows.js'
export { JoinWindows } from './core/windows/JoinWindows.js'
export { WindowedSerdes } from './serde/windowed/WindowedSerdes.js'

// kafka
export { EmbeddedKafka, type EmbeddedKafkaOptions } from './kafka/embedded/EmbeddedKafka.js'
export {
  KafkajsClientSupplier,
  type KafkajsClientSupplierOptions,
} from './kafka/kafkajs/KafkajsClientSupplier.js'
export type { ClientLogLevel, ClientLogEntry, ClientLogSink } from './kafka/kafkajs/kafkajsLogger.js'
export {
  clientConfig,
  decodeClientConfig,
  type ClientConfig,
  type ClientConfigInput,
} from './kafka/ClientConfig.js'

// state stores
export type { StateStore } from './state/StateStore.js'
export type { StateStoreContext } from './state/StateStoreContext.js'
export type { ChangelogOffset } from './state/ChangelogOffset.js'
export type { RestoreRecord } from './state/RestoreRecord.js'
export type { IsolationLevel } from './state/IsolationLevel.js'
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
export type { KeyValueBytesStore, WindowBytesStore, SessionBytesStore } from './state/KeyValueBytesStore.js'
export type { KeyValueIterator } from './state/KeyValueIterator.js'
export { AbstractKeyValueIterator } from './state/AbstractKeyValueIterator.js'
export { valueAndTimestamp, type ValueAndTimestamp } from './state/ValueAndTimestamp.js'
export { valueAndTimestampSerde } from './state/valueAndTimestampSerde.js'
export type { StoreChange } from './state/StoreChange.js'
export { Bytes } from './state/Bytes.js'
export { Stores } from './state/Stores.js'
export { KeyValueStoreBuilder } from './state/KeyValueStoreBuilder.js'
export type { KeyValueBytesStoreSupplier } from './state/KeyValueBytesStoreSupplier.js'
export {
  decodeStateStoreConfig,
  defaultStateStoreConfig,
  type StateStoreConfig,
} from './state/StateStoreConfig.js'
export { AbstractKeyValueStore } from './state/AbstractKeyValueStore.js'
export { AbstractKeyValueBytesStore } from './state/AbstractKeyValueBytesStore.js'
export { WrappedKeyValueBytesStore } from './state/WrappedKeyValueBytesStore.js'
export { InMemoryKeyValueStore } from './state/memory/InMemoryKeyValueStore.js'
export { LevelKeyValueStore } from './state/level/LevelKeyValueStore.js'
export { CachingKeyValueStore } from './state/caching/CachingKeyValueStore.js'
export type { CachedWrite, CacheFlushListener } from './state/caching/CacheFlushListener.js'
export { ChangeLoggingKeyValueStore } from './state/logging/ChangeLoggingKeyValueStore.js'
export type {
  ChangelogCollector,
  ChangelogRecord,
  ChangelogWrites,
} from './state/logging/ChangelogCollector.js'
export { InMemoryChangelogCollector } from './state/logging/InMemoryChangelogCollector.js'
export { TransactionalKeyValueStore } from './state/transactional/TransactionalKeyValueStore.js'
export { MeteredKeyValueStore, type ChangeFeedMode } from './state/metered/MeteredKeyValueStore.js'
export type { StoreMetrics } from './state/metered/StoreMetrics.js'
export { keyValueStoreConformance } from './state/conformance/keyValueStoreConformance.js'
export type { KeyValueStoreSupports } from './state/conformance/KeyValueStoreSupports.js'
export type { KeyValueStoreFactory, TestFunction } from './state/conformance/ConformanceHarness.js'
export { InvalidStateStoreError } from './state/StateStoreError.js'
export { type StateStoreError, matchStateStoreError } from './state/StateStoreError.js'
export { StoreClosedError } from './state/StateStoreError.js'
export { IteratorInvalidatedError } from './state/StateStoreError.js'
export { IteratorClosedError } from './state/StateStoreError.js'
export { NoSuchElementError } from './state/StateStoreError.js'
export { NullKeyError } from './state/StateStoreError.js'
export { StoreLockedError } from './state/StateStoreError.js'
export { StoreCorruptedError } from './state/StateStoreError.js'
export { StoreIoError } from './state/StateStoreError.js'
export { StoreConfigError } from './state/StateStoreError.js'
export { StoreSerializationError } from './state/StateStoreError.js'
// window and session stores
export { MeteredWindowStore } from './state/window/MeteredWindowStore.js'
export { MeteredSessionStore } from './state/session/MeteredSessionStore.js'
export { SegmentedStoreBuilder, type KeyValueLayers } from './state/segmented/SegmentedStoreBuilder.js'
export type { WindowStoreBuilder, SessionStoreBuilder } from './state/segmented/WindowStores.js'
export type { WindowBytesStoreSupplier } from './state/window/WindowBytesStoreSupplier.js'
export type { SessionBytesStoreSupplier } from './state/session/SessionBytesStoreSupplier.js'
export type { SegmentedBytesStoreSupplier } from './state/segmented/SegmentedBytesStoreSupplier.js'
export { SegmentedWindowStore, type WindowStoreOptions } from './state/window/SegmentedWindowStore.js'
export { SegmentedSessionStore, type SessionStoreOptions } from './state/session/SegmentedSessionStore.js'
export { InvalidTimestampError } from './state/StateStoreError.js'
export {
  windowStoreConformance,
  type WindowStoreFactory,
  type WindowTestOptions,
} from './state/window/conformance/windowStoreConformance.js'
export {
  sessionStoreConformance,
  type SessionStoreFactory,
} from './state/session/conformance/sessionStoreConformance.js'

// runtime
export { KafkaStreams, type KafkaStreamsOptions } from './runtime/KafkaStreams.js'
export type { ChangesOptions } from './query/local/storeChangeFeed.js'
export type { RestoreProgress } from './runtime/task/RestoreProgress.js'
export type { LagInfo } from './runtime/task/LagInfo.js'
export { NotInGroupError } from './runtime/task/NotInGroupError.js'
export { MissingSinkTopicsError } from './runtime/topics/MissingSinkTopicsError.js'
export { MissingSourceTopicsError } from './runtime/topics/MissingSourceTopicsError.js'
export { InternalTopicMismatchError } from './runtime/topics/InternalTopicMismatchError.js'
export { ApplicationShutdownError } from './runtime/thread/ApplicationShutdownError.js'
export type {
  StreamsUncaughtExceptionHandler,
  StreamThreadExceptionResponse,
} from './runtime/thread/StreamsUncaughtExceptionHandler.js'
export { TaskMigratedError } from './runtime/task/TaskMigratedError.js'
export { StateDirectoryLockedError } from './runtime/task/StateDirectoryLockedError.js'
export { IllegalClientStateError } from './runtime/lifecycle/IllegalClientStateError.js'
export {
  StreamsState,
  allowedTransitions,
  isValidTransition,
  hasNotStarted,
  isRunningOrRebalancing,
  isShuttingDown,
  hasCompletedShutdown,
  hasStartedOrFinishedShuttingDown,
} from './core/StreamsState.js'
export { StreamsStateMachine, type StreamsStateChange } from './runtime/lifecycle/StreamsStateMachine.js'
export { IllegalStateTransitionError } from './runtime/lifecycle/IllegalStateTransitionError.js'
export {
  decodeStreamsConfig,
  streamsConfig,
  type StreamsConfig,
  type StreamsConfigInput,
} from './runtime/config/StreamsConfig.js'
export { ProcessingGuarantee } from './runtime/config/ProcessingGuarantee.js'
export { type HostInfo, UNKNOWN_HOST, parseHostInfo, formatHostInfo } from './core/HostInfo.js'
export { type TaskId, taskId, parseTaskId, formatTaskId } from './core/TaskId.js'
export {
  StreamsPartitionAssignor,
  type StreamsPartitionAssignorOptions,
  type LocalTaskState,
} from './runtime/assignor/StreamsPartitionAssignor.js'
export type { SubtopologyInfo } from './runtime/assignor/sourceTasks.js'
export {
  decodeAssignmentInfo,
  type AssignmentInfo,
  type HostPartitions,
} from './runtime/assignor/AssignmentInfo.js'
export { AssignorErrorCode } from './runtime/assignor/AssignorErrorCode.js'
export { InvalidUserDataError } from './runtime/assignor/InvalidUserDataError.js'
export { CopartitionMismatchError } from './runtime/assignor/CopartitionMismatchError.js'
export {
  KeyQueryMetadata,
  StreamsMetadataState,
  type StreamsMetadata,
  type HostMap,
  type KeyLocator,
} from './query/metadata/StreamsMetadataState.js'
export { threadMetadata, type ThreadMetadata, type TaskMetadata } from './runtime/queries/ThreadMetadata.js'

// query
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
export {
  resolveStoreAccess,
  appStateError,
  type StoreAccess,
  type LocalReplica,
} from './query/local/resolveStoreAccess.js'
export {
  planStateQuery,
  type PartitionPlan,
  type LocalStoreTask,
  type StateQueryContext,
} from './query/local/planStateQuery.js'
export { executeQuery, type QueryTarget } from './query/local/executeQuery.js'
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
export { orThrow } from './query/facades/orThrow.js'
export {
  type Thrown,
  type Throwing,
  type ThrowingMethod,
  type Unwrapped,
} from './query/facades/throwingObject.js'
export { QueryKeyValueIterator, type StoreLiveness } from './query/QueryKeyValueIterator.js'
export type { QueryableStore, StoreFacade } from './query/facades/QueryableStore.js'
export type { FacadeSource } from './query/facades/FacadeReads.js'
export type { ReadMode, Answer, Rows } from './query/facades/Answer.js'
export {
  KeyValueQueryFacade,
  type QueryableKeyValueStore,
  type KeyValueStoreReads,
  type KeyValueFacadeSource,
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
export { throwingKeyValueStore, type ThrowingKeyValueStore } from './query/facades/ThrowingKeyValueStore.js'
export { throwingWindowStore, type ThrowingWindowStore } from './query/facades/ThrowingWindowStore.js'
export { throwingSessionStore, type ThrowingSessionStore } from './query/facades/ThrowingSessionStore.js'
export { storeFacade, type StoreFacadeOptions } from './query/facades/storeFacade.js'
export { ThrowingKeyValueIterator, getOrThrow } from './query/ThrowingKeyValueIterator.js'
export { StoreQueryParameters } from './query/StoreQueryParameters.js'
export {
  QueryableStoreTypes,
  type QueryableStoreType,
  type QueryableStoreKind,
} from './query/QueryableStoreTypes.js'
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
  HostUnreachableError,
  InvalidQueryRequestError,
  RangeTooLargeError,
  InvalidQueryResponseError,
  type RoutingError,
} from './routing/RoutingError.js'
export { type QueryError, replicaFailed, isRoutingError, isQueryError } from './routing/QueryError.js'
export type { QueryTransport, ReplicaRead, KeyBounds } from './routing/QueryTransport.js'
export {
  replicaCandidates,
  type ReplicaPreference,
  type ReplicaCandidate,
} from './routing/ReplicaPreference.js'
export {
  QueryRouter,
  type QueryRouterOptions,
  type RouteOptions,
  type RoutingMetadata,
} from './routing/QueryRouter.js'
export { LocalTransport } from './routing/LocalTransport.js'
export { localOrRemote } from './routing/localOrRemote.js'
export { HttpTransport } from './routing/HttpTransport.js'
export { httpGet } from './routing/httpGet.js'
export { httpStatus } from './routing/httpStatus.js'
export { WireCodec } from './routing/WireCodec.js'
export { parseQueryRequest, type QueryRequest } from './routing/parseQueryRequest.js'
export { errorToJson, errorFromJson, resultToJson, resultFromJson } from './routing/wireFormat.js'
export { QueryServer, type QueryServerOptions, type ExposedStore } from './routing/QueryServer.js'
export { QueryServerConfigError } from './routing/QueryServerConfigError.js'

// processor API, record-level handlers and task errors
export { Record } from './core/processorApi/Record.js'
export { lastHeader, type Header, type Headers } from './core/processorApi/Headers.js'
export type { ProcessorContext } from './core/processorApi/ProcessorContext.js'
export type { FixedKeyProcessor } from './core/processorApi/FixedKeyProcessor.js'
export { PunctuationType } from './core/processorApi/PunctuationType.js'
export type { Punctuator } from './core/processorApi/Punctuator.js'
export type { Cancellable } from './core/processorApi/Cancellable.js'
export type { RecordMetadata } from './core/processorApi/RecordMetadata.js'
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
export type { TaskMetrics } from './runtime/task/TaskMetrics.js'
export type { TaskError } from './errors/TaskError.js'
export { StreamsError } from './errors/StreamsError.js'
export { StreamsConfigError } from './errors/TaskError.js'
export { DeserializationFailedError } from './errors/TaskError.js'
export { ProcessingFailedError } from './errors/TaskError.js'
export { ProductionFailedError } from './errors/TaskError.js'
export { InvalidRecordTimestampError } from './errors/TaskError.js'
export { InvalidPunctuationIntervalError } from './errors/TaskError.js'
export { UnsupportedProcessorError } from './errors/TaskError.js'
export { StoreAccessError } from './errors/TaskError.js'
