// The scale-out scenario shared by the embedded runtime test and the real-broker integration test: a stateful count
// over a partitioned topic, a feeder producing while instances join, and a checker querying through the router.
import * as E from 'fp-ts/lib/Either.js'
import { count, groupByKey, Materialized, Serdes, StreamsBuilder } from '../../src/index.js'
import { systemClock, type Clock } from '../../src/core/clock.js'
import { formatHostInfo, type HostInfo } from '../../src/core/HostInfo.js'
import type { KafkaClientSupplier } from '../../src/kafka/ports.js'
import type { StreamsConfigInput } from '../../src/runtime/config/StreamsConfig.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { LocalTransport } from '../../src/routing/LocalTransport.js'
import { QueryRouter } from '../../src/routing/QueryRouter.js'
import type { QueryTransport, ReplicaRead } from '../../src/routing/QueryTransport.js'

export const STORE = 'event-counts'
const text = Serdes.string()

/** Keys the feeder cycles through: enough that every partition of a 6-partition topic gets several. */
export const KEYS = Array.from({ length: 60 }, (_, i) => `key-${i}`)

/**
 * A clock running `factor` times faster than the system clock (timers keep real time): probing rebalances, whose
 * interval cannot be below one minute, come every few seconds of real time.
 */
export const fastClock = (factor: number): Clock => {
  const start = Date.now()
  return { ...systemClock, now: () => start + (Date.now() - start) * factor }
}

/** One instance of the application and the endpoint it announces. */
export interface Instance {
  readonly name: string
  readonly app: KafkaStreams
  readonly host: HostInfo
}

/** `topic` keyed by string -> count per key in the store {@link STORE}: one stateful sub-topology. */
export const countingInstance = (
  supplier: KafkaClientSupplier,
  topic: string,
  name: string,
  port: number,
  config: Partial<StreamsConfigInput> & Pick<StreamsConfigInput, 'application.id' | 'state.dir'>,
  options: { readonly clock?: Clock; readonly info?: (line: string) => void } = {},
): Instance => {
  const builder = new StreamsBuilder()
  builder.stream(topic, { key: text, value: text }).pipe(groupByKey(), count(Materialized.as(STORE)))
  const host = { host: `${name}.test`, port }
  const app = new KafkaStreams(
    builder.build(),
    { 'poll.ms': 20, 'application.server': formatHostInfo(host), ...config },
    supplier,
    {
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      logger: { info: (m) => options.info?.(m), warn: () => undefined, error: () => undefined },
    },
  )
  return { name, app, host }
}

/** A background producer: what it produced by key (counted before each send), how many, and how to stop it. */
export interface Feeder {
  readonly produced: ReadonlyMap<string, number>
  total(): number
  stop(): Promise<void>
}

/**
 * Starts producing batches of records round the keys: a count read at any moment is at most `produced` of its
 * key, and equals it once everything sent was processed.
 */
export const startFeeder = async (supplier: KafkaClientSupplier, topic: string): Promise<Feeder> => {
  const producer = supplier.producer({ clientId: `${topic}-feeder` })
  await producer.connect()
  const produced = new Map<string, number>()
  let sent = 0
  let stopping = false
  const batchOf = (): string[] => Array.from({ length: 10 }, () => KEYS[(sent++ * 7) % KEYS.length] ?? '')
  const loop = (async () => {
    while (!stopping) {
      const keys = batchOf()
      for (const key of keys) produced.set(key, (produced.get(key) ?? 0) + 1)
      const value = text.serializer.serialize(topic, 'event')
      await producer.send(keys.map((key) => ({ topic, key: text.serializer.serialize(topic, key), value })))
      await systemClock.sleep(20)
    }
  })()
  return {
    produced,
    total: () => sent,
    stop: async () => {
      stopping = true
      await loop
      await producer.disconnect()
    },
  }
}

/** A router over in-process instances: each read goes to the local transport of the host it names. */
export const routerOver = (
  instances: () => readonly Instance[],
  metadata: () => KafkaStreams,
): QueryRouter<string, number> => {
  const transports = new Map<string, LocalTransport<string, number>>()
  const on = (read: ReplicaRead): LocalTransport<string, number> => {
    const host = formatHostInfo(read.host)
    const instance = instances().find((i) => formatHostInfo(i.host) === host)
    if (instance === undefined) throw new Error(`no instance at ${host}`)
    let transport = transports.get(host)
    if (transport === undefined) {
      transport = new LocalTransport<string, number>(instance.app)
      transports.set(host, transport)
    }
    return transport
  }
  const transport: QueryTransport<string, number> = {
    get: (read, key) => on(read).get(read, key),
    range: (read, range) => on(read).range(read, range),
  }
  return new QueryRouter({
    storeName: STORE,
    metadata: {
      queryMetadataForKey: (store, key, locator) => metadata().queryMetadataForKey(store, key, locator),
      metadataForStorePartitions: (store) => metadata().metadataForStorePartitions(store),
    },
    locator: text.serializer,
    transport,
  })
}

/**
 * Queries every key in turn through the router while running, with the metadata of each running instance in turn.
 * A right answer must be possible: at most what was produced for the key, never below an earlier answer for it.
 * A `Left` must be retryable. Wrong answers and non-retryable errors are collected, not thrown.
 */
export class QueryChecker {
  readonly wrong: string[] = []
  readonly errors = new Map<string, number>()
  reads = 0
  /** Right answers with a count above 0. */
  answered = 0
  private readonly last = new Map<string, number>()
  private stopping = false
  private loop: Promise<void> | undefined

  constructor(
    private readonly instances: () => readonly Instance[],
    private readonly produced: ReadonlyMap<string, number>,
    private readonly onTick: () => void = () => undefined,
  ) {}

  start(): void {
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.stopping = true
    await this.loop
  }

  private async run(): Promise<void> {
    let i = 0
    while (!this.stopping) {
      this.onTick()
      const running = this.instances().filter((x) => x.app.state() === 'RUNNING')
      const via = running[i % Math.max(1, running.length)]
      const key = KEYS[i % KEYS.length] ?? ''
      i++
      if (via !== undefined) {
        const router = routerOver(this.instances, () => via.app)
        const answer = await router.get(key)
        this.reads++
        if (E.isLeft(answer)) {
          const tag = answer.left._tag
          this.errors.set(tag, (this.errors.get(tag) ?? 0) + 1)
          if (!answer.left.retryable) this.wrong.push(`${key}: non-retryable ${tag} via ${via.name}`)
        } else {
          const value = answer.right ?? 0
          if (value > 0) this.answered++
          const max = this.produced.get(key) ?? 0
          const before = this.last.get(key) ?? 0
          if (value > max) this.wrong.push(`${key}: ${value} > ${max} produced, via ${via.name}`)
          if (value < before) this.wrong.push(`${key}: ${value} after ${before}, via ${via.name}`)
          this.last.set(key, Math.max(before, value))
        }
      }
      await systemClock.sleep(5)
    }
  }
}

/** The stateful active task count of each instance, by name. */
export const activeCounts = (instances: readonly Instance[]): Record<string, number> =>
  Object.fromEntries(instances.map((i) => [i.name, i.app.localTasks().size]))

/** Whether every key's count, read through the router, equals what was produced. */
export const countsMatch = async (
  instances: readonly Instance[],
  produced: ReadonlyMap<string, number>,
): Promise<boolean> => {
  const via = instances[0]
  if (via === undefined) return false
  const router = routerOver(
    () => instances,
    () => via.app,
  )
  for (const [key, n] of produced) {
    const answer = await router.get(key)
    if (E.isLeft(answer) || answer.right !== n) return false
  }
  return true
}
