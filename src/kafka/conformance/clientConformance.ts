/**
 * The client conformance suite: one set of vitest tests that every adapter of the client port passes (kafkajs on a
 * real broker, the embedded broker in-process). It ships in the package, as abstract-level's suite does; an adapter
 * runs it with a one-line test file. vitest is a peer dependency of this module only.
 * @since 0.1.0
 */
import { afterEach, beforeEach, describe } from 'vitest'
import type { KafkaClientSupplier } from '../ports.js'
import { adminTests } from './adminTests.js'
import { ConformanceContext, type ClientConformanceOptions } from './ConformanceContext.js'
import { errorTests } from './errorTests.js'
import { groupTests } from './groupTests.js'
import { produceConsumeTests } from './produceConsumeTests.js'
import { transactionTests } from './transactionTests.js'

export type { ClientConformanceOptions } from './ConformanceContext.js'

/**
 * Registers the conformance tests for one adapter. `makeSupplier` runs before each test; every topic, group and
 * transactional id a test uses is unique, so tests may share one cluster.
 * @example
 * clientConformance('embedded', () => new EmbeddedKafka())
 * @category Clients
 * @since 0.1.0
 */
export const clientConformance = (
  name: string,
  makeSupplier: () => KafkaClientSupplier | Promise<KafkaClientSupplier>,
  options: ClientConformanceOptions = {},
): void => {
  describe(`client conformance: ${name}`, { timeout: options.testTimeoutMs ?? 60_000 }, () => {
    let current: ConformanceContext | undefined
    const context = (): ConformanceContext => {
      if (current === undefined) throw new Error('The conformance context is only available inside a test.')
      return current
    }
    beforeEach(async () => {
      current = new ConformanceContext(await makeSupplier(), options)
    })
    afterEach(async () => {
      await current?.close()
      current = undefined
    })
    describe('produce and consume', () => produceConsumeTests(context))
    describe('consumer groups', () => groupTests(context))
    describe('transactions', () => transactionTests(context))
    describe('admin', () => adminTests(context))
    describe('errors', () => errorTests(context, options.unreachable))
  })
}
