/**
 * `tributary-streams/testing/clients`: the conformance suite every Kafka client adapter passes (the kafkajs one against a
 * real broker, the embedded broker in-process). A client brought through `KafkaClientSupplier` proves itself by
 * running it in its own vitest file; `vitest` is an optional peer dependency, needed only here.
 * @example
 * import { clientConformance } from 'tributary-streams/testing/clients'
 * clientConformance('my-client', () => new MyClientSupplier({ brokers: ['127.0.0.1:9092'] }))
 * @packageDocumentation
 * @module tributary-streams/testing/clients
 */
export { clientConformance, type ClientConformanceOptions } from '../kafka/conformance/clientConformance.js'
