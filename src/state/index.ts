/**
 * `tributary-streams/state`: for authors of store backends and layers. The abstract bases that validate and call the
 * backend's hooks, the built-in backends and layers, the bytes stores and suppliers, changelog collection and the
 * store lifecycle types. Applications need only `Stores` and the store interfaces, which the package root exports;
 * the conformance suites a new backend runs are in `tributary-streams/testing`.
 * @example
 * import { AbstractKeyValueStore, InMemoryKeyValueStore } from 'tributary-streams/state'
 * @packageDocumentation
 * @module tributary-streams/state
 */
export type { StateStoreContext } from './StateStoreContext.js'
export type { ChangelogOffset } from './ChangelogOffset.js'
export type { RestoreRecord } from './RestoreRecord.js'
export type { KeyValueBytesStore, WindowBytesStore, SessionBytesStore } from './KeyValueBytesStore.js'
export type { KeyValueBytesStoreSupplier } from './KeyValueBytesStoreSupplier.js'
export { Bytes } from './Bytes.js'
export { valueAndTimestampSerde } from './valueAndTimestampSerde.js'
export { AbstractKeyValueIterator } from './AbstractKeyValueIterator.js'
export { AbstractKeyValueStore } from './AbstractKeyValueStore.js'
export { AbstractKeyValueBytesStore } from './AbstractKeyValueBytesStore.js'
export { WrappedKeyValueBytesStore } from './WrappedKeyValueBytesStore.js'
export { KeyValueStoreBuilder } from './KeyValueStoreBuilder.js'
export { InMemoryKeyValueStore } from './memory/InMemoryKeyValueStore.js'
export { LevelKeyValueStore } from './level/LevelKeyValueStore.js'
export { CachingKeyValueStore } from './caching/CachingKeyValueStore.js'
export type { CachedWrite, CacheFlushListener } from './caching/CacheFlushListener.js'
export { ChangeLoggingKeyValueStore } from './logging/ChangeLoggingKeyValueStore.js'
export type { ChangelogCollector, ChangelogRecord, ChangelogWrites } from './logging/ChangelogCollector.js'
export { InMemoryChangelogCollector } from './logging/InMemoryChangelogCollector.js'
export { TransactionalKeyValueStore } from './transactional/TransactionalKeyValueStore.js'
export { MeteredKeyValueStore, type ChangeFeedMode } from './metered/MeteredKeyValueStore.js'
export type { StoreMetrics } from './metered/StoreMetrics.js'
export type { StoreSensor, StoreSensors } from './metered/StoreSensors.js'
export { MeteredWindowStore } from './window/MeteredWindowStore.js'
export { MeteredSessionStore } from './session/MeteredSessionStore.js'
export { SegmentedStoreBuilder, type KeyValueLayers } from './segmented/SegmentedStoreBuilder.js'
export type { WindowStoreBuilder, SessionStoreBuilder } from './segmented/WindowStores.js'
export type { SegmentedBytesStoreSupplier } from './segmented/SegmentedBytesStoreSupplier.js'
export type { WindowBytesStoreSupplier } from './window/WindowBytesStoreSupplier.js'
export type { SessionBytesStoreSupplier } from './session/SessionBytesStoreSupplier.js'
export { SegmentedWindowStore, type WindowStoreOptions } from './window/SegmentedWindowStore.js'
export { SegmentedSessionStore, type SessionStoreOptions } from './session/SegmentedSessionStore.js'
export { VersionedBytesStore, type ReadOnlyVersionedBytesStore } from './versioned/VersionedBytesStore.js'
export { MeteredVersionedKeyValueStore } from './versioned/MeteredVersionedKeyValueStore.js'
export { VersionedKeyValueStoreBuilder } from './versioned/VersionedKeyValueStoreBuilder.js'
