// Waits until a cluster answers metadata requests and lists every expected broker.
import { Kafka, logLevel } from 'kafkajs'

/** Options for {@link waitForBrokers}. */
export interface WaitForBrokersOptions {
  readonly bootstrapServers: string
  readonly nodeIds: readonly number[]
  readonly timeoutMs: number
  /** Called before each attempt; throwing stops the wait (for example when a broker JVM has exited). */
  readonly check: () => void
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Resolves once a metadata request through `bootstrapServers` lists all `nodeIds`; resolves `false` on timeout.
 *
 * @example
 * ```ts
 * const ok = await waitForBrokers({ bootstrapServers, nodeIds: [1], timeoutMs: 60_000, check: () => {} })
 * ```
 */
export async function waitForBrokers(options: WaitForBrokersOptions): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs
  const kafka = new Kafka({
    clientId: 'tributary-broker-check',
    brokers: options.bootstrapServers.split(','),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 2_000,
    requestTimeout: 5_000,
    retry: { retries: 0 },
  })
  while (Date.now() < deadline) {
    options.check()
    const admin = kafka.admin()
    try {
      await admin.connect()
      const { brokers } = await admin.describeCluster()
      if (options.nodeIds.every((id) => brokers.some((b) => b.nodeId === id))) return true
    } catch {
      // Not up yet: try again shortly.
    } finally {
      await admin.disconnect().catch(() => undefined)
    }
    await pause(250)
  }
  return false
}
