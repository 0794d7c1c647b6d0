/**
 * `tributary-streams/testing`: run topologies without a broker (`TopologyTestDriver`, as Kafka Streams' test-utils), on a
 * controllable clock, and prove a new store backend with the conformance suites the built-in ones pass. The Kafka
 * client conformance suite is `tributary-streams/testing/clients` (it needs `vitest`, an optional peer dependency).
 * @example
 * import { TopologyTestDriver, keyValueStoreConformance } from 'tributary-streams/testing'
 * @packageDocumentation
 * @module tributary-streams/testing
 */
export { TopologyTestDriver, type TopologyTestDriverOptions } from './TopologyTestDriver.js'
export { TestInputTopic } from './TestInputTopic.js'
export { TestOutputTopic } from './TestOutputTopic.js'
export { TestRecord } from './TestRecord.js'
export { TestDriverError } from './TestDriverError.js'
export { KeyValueStoreFacade } from './KeyValueStoreFacade.js'
export { ManualClock } from '../core/clock.js'

// conformance suites: a store backend runs the same tests the built-in ones pass
export { keyValueStoreConformance } from '../state/conformance/keyValueStoreConformance.js'
export type { KeyValueStoreSupports } from '../state/conformance/KeyValueStoreSupports.js'
export type { KeyValueStoreFactory, TestFunction } from '../state/conformance/ConformanceHarness.js'
export {
  windowStoreConformance,
  type WindowStoreFactory,
  type WindowTestOptions,
} from '../state/window/conformance/windowStoreConformance.js'
export {
  sessionStoreConformance,
  type SessionStoreFactory,
} from '../state/session/conformance/sessionStoreConformance.js'
export {
  versionedStoreConformance,
  type VersionedStoreFactory,
} from '../state/versioned/conformance/versionedStoreConformance.js'
