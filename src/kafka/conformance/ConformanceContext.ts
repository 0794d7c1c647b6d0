/**
 * Per-test helpers of the client conformance suite: unique names, connected clients that are disconnected after the
 * test, and polling until expected records arrive.
 * @since 0.1.0
 */
import { randomUUID } from 'node:crypto'
import { systemClock } from '../../core/clock.js'
import { isKafkaClientError } from '../KafkaClientError.js'
import type {
  AdminPort,
  AssignedConsumerPort,
  ConsumerOptions,
  ConsumerRecord,
  GroupConsumerOptions,
  GroupConsumerPort,
  KafkaClientSupplier,
  ProducerOptions,
  ProducerPort,
  RecordSource,
} from '../ports.js'

/**
 * Options of the conformance suite, chosen by each adapter's one-line test file.
 * @category Testing
 */
export interface ClientConformanceOptions {
  /** Timeout of each test; default 60 s. */
  readonly testTimeoutMs?: number
  /** Longest a test waits for records or cluster changes it expects; default 20 s. */
  readonly waitMs?: number
  /** Session timeout of group members in rebalance tests; default 10 s. */
  readonly sessionTimeoutMs?: number
  /** Heartbeat interval of group members in rebalance tests; default 500 ms. */
  readonly heartbeatIntervalMs?: number
  /**
   * A supplier whose cluster cannot be reached (a closed port, a stopped broker). The "broker down" tests run only
   * when it is given: this is the suite's only capability switch.
   */
  readonly unreachable?: () => KafkaClientSupplier
  /** Runs after each test, e.g. to stop an in-process broker. */
  readonly teardown?: (supplier: KafkaClientSupplier) => void | Promise<void>
}

interface Closeable {
  disconnect(): Promise<void>
}

/** One test's supplier and the clients it opened. */
export class ConformanceContext {
  private readonly opened: Closeable[] = []
  private static counter = 0

  constructor(
    readonly supplier: KafkaClientSupplier,
    readonly options: ClientConformanceOptions,
  ) {}

  /** How long to wait for something expected. */
  get waitMs(): number {
    return this.options.waitMs ?? 20_000
  }

  /** A name no other test uses, e.g. for a topic, group or transactional id. */
  name(prefix: string): string {
    ConformanceContext.counter += 1
    return `conformance-${prefix}-${ConformanceContext.counter}-${randomUUID().slice(0, 8)}`
  }

  async admin(): Promise<AdminPort> {
    const admin = this.track(this.supplier.admin({ clientId: this.name('admin') }))
    await admin.connect()
    return admin
  }

  /** Creates a topic with a unique name and returns the name. */
  async topic(numPartitions: number, configs?: Readonly<Record<string, string>>): Promise<string> {
    const topic = this.name('topic')
    const admin = await this.admin()
    await admin.createTopics([{ topic, numPartitions, ...(configs === undefined ? {} : { configs }) }])
    return topic
  }

  async producer(options: Partial<ProducerOptions> = {}): Promise<ProducerPort> {
    const producer = this.track(this.supplier.producer({ clientId: this.name('producer'), ...options }))
    await producer.connect()
    return producer
  }

  async groupConsumer(
    options: Partial<GroupConsumerOptions> & { readonly groupId: string },
  ): Promise<GroupConsumerPort> {
    const consumer = this.track(
      this.supplier.consumer({
        clientId: this.name('consumer'),
        autoOffsetReset: 'earliest',
        sessionTimeoutMs: this.options.sessionTimeoutMs ?? 10_000,
        heartbeatIntervalMs: this.options.heartbeatIntervalMs ?? 500,
        ...options,
      }),
    )
    await consumer.connect()
    return consumer
  }

  async assignedConsumer(options: Partial<ConsumerOptions> = {}): Promise<AssignedConsumerPort> {
    const consumer = this.track(this.supplier.assignedConsumer({ clientId: this.name('reader'), ...options }))
    await consumer.connect()
    return consumer
  }

  /** Polls until `count` records arrived (or the wait ran out) and returns them all. */
  async pollUntil(source: RecordSource, count: number): Promise<ConsumerRecord[]> {
    const records: ConsumerRecord[] = []
    const deadline = systemClock.now() + this.waitMs
    while (records.length < count && systemClock.now() < deadline) records.push(...(await source.poll(200)))
    return records
  }

  /** Polls for `ms` and returns whatever arrived. */
  async pollFor(source: RecordSource, ms: number): Promise<ConsumerRecord[]> {
    const records: ConsumerRecord[] = []
    const deadline = systemClock.now() + ms
    while (systemClock.now() < deadline) records.push(...(await source.poll(100)))
    return records
  }

  /** Re-runs `check` until it returns true or the wait runs out; returns its last answer. */
  async eventually(check: () => Promise<boolean>): Promise<boolean> {
    const deadline = systemClock.now() + this.waitMs
    for (;;) {
      if (await check()) return true
      if (systemClock.now() >= deadline) return false
      await systemClock.sleep(100)
    }
  }

  /** Disconnects every client the test opened, newest first, ignoring failures of clients already broken. */
  async close(): Promise<void> {
    for (const client of this.opened.reverse()) await client.disconnect().catch(() => undefined)
    this.opened.length = 0
    await this.options.teardown?.(this.supplier)
  }

  private track<C extends Closeable>(client: C): C {
    this.opened.push(client)
    return client
  }
}

/** Text of a buffer, for readable assertions. */
export const text = (b: Buffer | null): string | null => (b === null ? null : b.toString('utf8'))

/** A buffer of text. */
export const bytes = (s: string): Buffer => Buffer.from(s, 'utf8')

/** The `_tag` a call failed with, `'resolved'` when it did not fail, or a note that the error was foreign. */
export const tagOf = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call
    return 'resolved'
  } catch (error) {
    return isKafkaClientError(error) ? error._tag : `not a KafkaClientError: ${String(error)}`
  }
}
