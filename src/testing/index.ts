/**
 * `tributary/testing`: run topologies without a broker.
 * @since 0.1.0
 */
export { TopologyTestDriver, type TopologyTestDriverOptions } from './TopologyTestDriver.js'
export { TestInputTopic } from './TestInputTopic.js'
export { TestOutputTopic } from './TestOutputTopic.js'
export { TestRecord } from './TestRecord.js'
export { TestDriverError } from './TestDriverError.js'
export { KeyValueStoreFacade } from './KeyValueStoreFacade.js'
