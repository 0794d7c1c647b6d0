import {
  EMIT_INTERVAL_OUTER_JOIN,
  EMIT_INTERVAL_WINDOWED_AGGREGATION,
} from '../processor/processors/EmitFinalTracker.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ManualClock } from '../core/clock.js'
import type { Headers } from '../core/processorApi/Headers.js'
import type { ProducedRecord } from '../runtime/task/ProducedRecord.js'
import { StreamTask } from '../runtime/task/StreamTask.js'
import { resolveTaskConfig } from '../runtime/task/TaskConfig.js'
import type { TaskLogger } from '../runtime/task/TaskLogger.js'
import { consoleLogger } from '../core/Logger.js'
import type { TaskMetrics } from '../runtime/task/TaskMetrics.js'
import type { Deserializer, Serde, Serializer } from '../serde/Serde.js'
import type { KeyValueStore } from '../state/KeyValueStore.js'
import type { ReadOnlyWindowStore } from '../state/ReadOnlyWindowStore.js'
import { plainWindowStore } from '../query/views/plainWindowStore.js'
import type { SessionStore } from '../state/SessionStore.js'
import type { StateStore } from '../state/StateStore.js'
import type { TimestampedKeyValueStore } from '../state/TimestampedKeyValueStore.js'
import type { VersionedKeyValueStore } from '../state/versioned/VersionedKeyValueStore.js'
import type { TimestampedWindowStore, WindowStore } from '../state/WindowStore.js'
import type { StoreKind } from '../graph/StoreSpec.js'
import type { Topology } from '../topology/Topology.js'
import { verifySerdes } from '../topology/verifySerdes.js'
import type { DriverPort } from './DriverPort.js'
import { KeyValueStoreFacade } from './KeyValueStoreFacade.js'
import { TestDriverError } from './TestDriverError.js'
import { TestInputTopic } from './TestInputTopic.js'
import { TestOutputTopic } from './TestOutputTopic.js'

/** The typed getter of each built-in store kind, as Java's driver names them when `getStateStore` refuses one. */
const TYPED_GETTERS: Readonly<
  Record<StoreKind, { readonly what: string; readonly getter: string } | undefined>
> = {
  keyValue: { what: 'key-value store', getter: 'getKeyValueStore' },
  timestampedKeyValue: { what: 'timestamped key-value store', getter: 'getTimestampedKeyValueStore' },
  versionedKeyValue: { what: 'versioned key-value store', getter: 'getVersionedKeyValueStore' },
  window: { what: 'window store', getter: 'getWindowStore' },
  timestampedWindow: { what: 'timestamped window store', getter: 'getTimestampedWindowStore' },
  session: { what: 'session store', getter: 'getSessionStore' },
  timeOrderedBuffer: undefined,
}

/**
 * Options of the driver that are not Kafka Streams configs.
 * @category Testing
 * @since 0.1.0
 */
export interface TopologyTestDriverOptions {
  /** Where the mocked wall clock starts (epoch ms); 0 by default, as `Instant.EPOCH`. */
  readonly initialWallClockTimeMs?: number
  /** Where skipped-record warnings and handler decisions are logged; the console by default. */
  readonly logger?: TaskLogger
  /** Where `print()` writes; standard output by default. */
  readonly print?: (line: string) => void
}

const DEFAULT_APPLICATION_ID = 'topology-test-driver'

/** Proves a constructor call comes from {@link TopologyTestDriver.create}. */
const CREATE = Symbol('TopologyTestDriver.create')

/**
 * Runs a topology without a broker, as Kafka Streams' `TopologyTestDriver`: every input record is processed
 * completely (through repartition topics too) before `pipeInput` returns, the driver commits after each record (so
 * record caches flush per `statestore.cache.max.bytes`), and wall-clock time is a mocked clock that only
 * `advanceWallClockTime` moves (it starts at 0). With `max.task.idle.ms` above 0, a record waits while another input is
 * empty, until that wall clock passes the idle time (`max.task.idle.ms`). Stores open asynchronously, hence
 * `await TopologyTestDriver.create`.
 * @example
 * const driver = await TopologyTestDriver.create(builder.build(), { 'application.id': 'test' })
 * const input = driver.createInputTopic('text-lines', Serdes.string(), Serdes.string())
 * const output = driver.createOutputTopic('word-counts', Serdes.string(), Serdes.long())
 * input.pipeInput(null, 'Hello Kafka Streams', 0)
 * output.readKeyValuesToList() // [{ key: 'hello', value: 1 }, { key: 'kafka', value: 1 }, { key: 'streams', value: 1 }]
 * await driver.close()
 * @category Testing
 * @since 0.1.0
 */
export class TopologyTestDriver implements DriverPort {
  private readonly outputs = new Map<string, ProducedRecord[]>()
  private readonly produced = new Set<string>()
  private readonly offsets = new Map<string, number>()
  private readonly reEnqueue: ProducedRecord[] = []
  private task!: StreamTask
  private committing: Promise<void> | undefined
  private commitAgain = false
  private commitFailure: Error | undefined
  private closed = false

  /** Not for calling: use `await TopologyTestDriver.create(topology, config)` (stores open asynchronously). */
  private constructor(
    token: unknown,
    private readonly topology: Topology,
    private readonly clock: ManualClock,
    private readonly stateDir: string | undefined,
  ) {
    // Plain JavaScript can call `new` as in Java; say what to do instead of failing later with a TypeError.
    if (token !== CREATE) {
      throw new TestDriverError(
        'InvalidArgument',
        'new TopologyTestDriver(...) is not supported: use `await TopologyTestDriver.create(topology, config)`, ' +
          'which opens the stores (asynchronously) before the driver is used.',
        undefined,
      )
    }
  }

  /**
   * Builds the driver: validates the config, checks that every store and repartition topic has serdes (given or
   * as `default.*.serde`, as Java refuses at start), builds the task and opens its stores.
   * @throws MissingSerdeError naming the store or repartition sink without a serde
   */
  static async create(
    topology: Topology,
    config: Readonly<Record<string, unknown>> = {},
    options: TopologyTestDriverOptions = {},
  ): Promise<TopologyTestDriver> {
    const clock = new ManualClock(options.initialWallClockTimeMs ?? 0)
    const logger = options.logger ?? consoleLogger()
    const withDefaults: Readonly<Record<string, unknown>> = {
      'application.id': DEFAULT_APPLICATION_ID,
      // as Java's driver: no wall-clock throttle on emit-final aggregations and outer-join emission
      [EMIT_INTERVAL_WINDOWED_AGGREGATION]: 0,
      [EMIT_INTERVAL_OUTER_JOIN]: 0,
      ...config,
    }
    // as Java at driver start: a store or repartition topic without a serde and no default is refused now
    verifySerdes(topology, {
      'default.key.serde': withDefaults['default.key.serde'] as Serde<unknown> | undefined,
      'default.value.serde': withDefaults['default.value.serde'] as Serde<unknown> | undefined,
    })
    const persistent = [...topology.stores.values()].some((s) => s.persistent)
    const tempDir =
      persistent && withDefaults['state.dir'] === undefined
        ? mkdtempSync(join(tmpdir(), 'tributary-test-driver-'))
        : undefined
    // as Java (and KafkaStreams): a given state.dir holds the application's directory, <state.dir>/<application.id>
    const userDir = withDefaults['state.dir']
    const full: Readonly<Record<string, unknown>> =
      tempDir !== undefined
        ? { ...withDefaults, 'state.dir': tempDir }
        : typeof userDir === 'string'
          ? { ...withDefaults, 'state.dir': join(userDir, String(withDefaults['application.id'])) }
          : withDefaults
    const settings = resolveTaskConfig(full, { clock, logger })
    // as Java's driver, close() wipes the state it made: the temporary directory, or <state.dir>/<application.id>
    const wipeOnClose = persistent ? (full['state.dir'] as string | undefined) : undefined
    const driver = new TopologyTestDriver(CREATE, topology, clock, wipeOnClose)
    driver.task = new StreamTask({
      taskId: '0_0',
      partition: 0,
      topology,
      nodeNames: topology.nodes.map((n) => n.name),
      settings,
      appConfigs: full,
      port: { send: (record) => driver.capture(record) },
      clock,
      logger,
      ...(options.print === undefined ? {} : { print: options.print }),
    })
    try {
      await driver.task.initialize()
    } catch (error) {
      await driver.task.close()
      driver.removeStateDir()
      throw error
    }
    return driver
  }

  /**
   * An input topic piping keys and values through the given serdes (or serializers). Records without a timestamp
   * start at `startTimestampMs` (the driver's wall-clock time by default) and advance by `autoAdvanceMs`; both come
   * as an options object or, as in Java, as two further arguments. A topic the topology does not read is refused at
   * `pipeInput`, as Java does.
   */
  createInputTopic<K, V>(
    topic: string,
    keySerde: Serde<K> | Serializer<K>,
    valueSerde: Serde<V> | Serializer<V>,
    options?: { readonly startTimestampMs?: number; readonly autoAdvanceMs?: number },
  ): TestInputTopic<K, V>
  createInputTopic<K, V>(
    topic: string,
    keySerde: Serde<K> | Serializer<K>,
    valueSerde: Serde<V> | Serializer<V>,
    startTimestampMs: number,
    autoAdvanceMs: number,
  ): TestInputTopic<K, V>
  createInputTopic<K, V>(
    topic: string,
    keySerde: Serde<K> | Serializer<K>,
    valueSerde: Serde<V> | Serializer<V>,
    optionsOrStart: { readonly startTimestampMs?: number; readonly autoAdvanceMs?: number } | number = {},
    autoAdvanceMs?: number,
  ): TestInputTopic<K, V> {
    this.checkOpen()
    const options =
      typeof optionsOrStart === 'number'
        ? { startTimestampMs: optionsOrStart, autoAdvanceMs: autoAdvanceMs ?? 0 }
        : optionsOrStart
    return new TestInputTopic(
      this,
      topic,
      keySerde,
      valueSerde,
      options.startTimestampMs ?? this.clock.now(),
      options.autoAdvanceMs ?? 0,
    )
  }

  /** An output topic reading keys and values through the given serdes (or deserializers). */
  createOutputTopic<K, V>(
    topic: string,
    keySerde: Serde<K> | Deserializer<K>,
    valueSerde: Serde<V> | Deserializer<V>,
  ): TestOutputTopic<K, V> {
    this.checkOpen()
    return new TestOutputTopic(this, topic, keySerde, valueSerde)
  }

  /** Advances the mocked wall clock, fires due wall-clock punctuators, commits and processes what they produced. */
  advanceWallClockTime(ms: number): void {
    this.checkOpen()
    this.clock.advance(ms)
    this.task.maybePunctuateSystemTime()
    this.commit()
    this.completeAllProcessableWork()
  }

  /** Names of every topic records were produced to (output, repartition and changelog topics). */
  producedTopicNames(): ReadonlySet<string> {
    return this.produced
  }

  /**
   * A store that has no typed getter (a suppression or join buffer), by name, or undefined. As Java's driver, a
   * built-in key-value, window or session store is refused here: read it through its typed getter.
   * @throws TestDriverError `InvalidArgument` naming the getter for a built-in store
   */
  getStateStore(name: string): StateStore | undefined {
    const kind = this.kindOf(name)
    const typed = kind === undefined ? undefined : TYPED_GETTERS[kind]
    if (typed !== undefined) {
      throw new TestDriverError(
        'InvalidArgument',
        `Store ${name} is a ${typed.what} and should be accessed via \`${typed.getter}()\``,
        undefined,
      )
    }
    return this.task.getStore(name)
  }

  /** A key-value store; for timestamped stores a view with plain values (as the Java driver's facade). */
  getKeyValueStore<K, V>(name: string): KeyValueStore<K, V> | KeyValueStoreFacade<K, V> | undefined {
    const kind = this.kindOf(name)
    if (kind === 'keyValue') return this.task.getStore(name) as KeyValueStore<K, V>
    if (kind === 'timestampedKeyValue') {
      return new KeyValueStoreFacade(this.task.getStore(name) as TimestampedKeyValueStore<K, V>)
    }
    return undefined
  }

  /** A versioned key-value store (`Stores.persistentVersionedKeyValueStore`, versioned tables), or undefined. */
  getVersionedKeyValueStore<K, V>(name: string): VersionedKeyValueStore<K, V> | undefined {
    return this.kindOf(name) === 'versionedKeyValue'
      ? (this.task.getStore(name) as VersionedKeyValueStore<K, V>)
      : undefined
  }

  /** A timestamped key-value store (KTables, aggregations), or undefined. */
  getTimestampedKeyValueStore<K, V>(name: string): TimestampedKeyValueStore<K, V> | undefined {
    return this.kindOf(name) === 'timestampedKeyValue'
      ? (this.task.getStore(name) as TimestampedKeyValueStore<K, V>)
      : undefined
  }

  /** A window store; for timestamped stores a view with plain values (as the Java driver's facade). */
  getWindowStore<K, V>(name: string): WindowStore<K, V> | ReadOnlyWindowStore<K, V> | undefined {
    const kind = this.kindOf(name)
    if (kind === 'window') return this.task.getStore(name) as WindowStore<K, V>
    if (kind === 'timestampedWindow') {
      return plainWindowStore(this.task.getStore(name) as TimestampedWindowStore<K, V>, name)
    }
    return undefined
  }

  /** A timestamped window store (windowed aggregations), or undefined. */
  getTimestampedWindowStore<K, V>(name: string): TimestampedWindowStore<K, V> | undefined {
    return this.kindOf(name) === 'timestampedWindow'
      ? (this.task.getStore(name) as TimestampedWindowStore<K, V>)
      : undefined
  }

  /** A session store, or undefined. */
  getSessionStore<K, V>(name: string): SessionStore<K, V> | undefined {
    return this.kindOf(name) === 'session' ? (this.task.getStore(name) as SessionStore<K, V>) : undefined
  }

  /** Every store by name. */
  getAllStateStores(): ReadonlyMap<string, StateStore> {
    return this.task.allStores()
  }

  /** The task's counters: processed, dropped records, punctuations, commits. */
  metrics(): TaskMetrics {
    return this.task.metrics()
  }

  /**
   * Flushes and commits, closes processors and stores, and removes the state it made (the temporary state
   * directory, or `<state.dir>/<application.id>`), as Java's driver cleans its state directory on close.
   */
  async close(): Promise<void> {
    if (this.closed) return
    this.commit()
    this.completeAllProcessableWork()
    this.closed = true
    await this.committing
    await this.task.close()
    this.removeStateDir()
    if (this.commitFailure !== undefined) throw this.commitFailure
  }

  // DriverPort

  wallClockTime(): number {
    return this.clock.now()
  }

  pipe(topic: string, key: Buffer | null, value: Buffer | null, timestamp: number, headers: Headers): void {
    this.checkOpen()
    this.checkTopic(topic)
    this.task.addRecord({
      topic,
      partition: 0,
      offset: this.nextOffset(topic),
      key,
      value,
      timestamp,
      headers,
    })
    this.completeAllProcessableWork()
  }

  outputQueue(topic: string): ProducedRecord[] {
    let queue = this.outputs.get(topic)
    if (queue === undefined) {
      queue = []
      this.outputs.set(topic, queue)
    }
    return queue
  }

  private capture(record: ProducedRecord): void {
    this.produced.add(record.topic)
    this.outputQueue(record.topic).push(record)
    if (this.task.reads(record.topic)) this.reEnqueue.push(record)
  }

  private completeAllProcessableWork(): void {
    this.enqueueInternal()
    while (this.task.isProcessable(this.clock.now())) {
      this.task.process()
      this.task.maybePunctuateStreamTime()
      this.commit()
      this.enqueueInternal()
    }
  }

  private enqueueInternal(): void {
    for (const r of this.reEnqueue.splice(0)) {
      this.task.addRecord({
        ...r,
        timestamp: r.timestamp ?? this.clock.now(),
        partition: 0,
        offset: this.nextOffset(r.topic),
      })
    }
  }

  private commit(): void {
    if (this.commitFailure !== undefined) {
      const failure = this.commitFailure
      this.commitFailure = undefined
      throw failure
    }
    this.task.flush()
    if (this.committing !== undefined) {
      this.commitAgain = true
      return
    }
    this.committing = (async () => {
      do {
        this.commitAgain = false
        await this.task.commit()
      } while (this.commitAgain)
    })()
      .catch((error: unknown) => {
        this.commitFailure = error instanceof Error ? error : new Error(String(error))
      })
      .finally(() => {
        this.committing = undefined
      })
  }

  private nextOffset(topic: string): number {
    const offset = this.offsets.get(topic) ?? 0
    this.offsets.set(topic, offset + 1)
    return offset
  }

  private kindOf(name: string): StoreKind | undefined {
    return this.task.getStore(name) === undefined ? undefined : this.topology.stores.get(name)?.kind
  }

  private checkTopic(topic: string): void {
    if (!this.task.reads(topic)) {
      throw new TestDriverError(
        'UnknownTopic',
        `Unknown topic: ${topic}. The topology reads ${this.task.sourceTopics().join(', ') || 'no topic'}.`,
        topic,
      )
    }
  }

  private checkOpen(): void {
    if (this.closed) throw new TestDriverError('DriverClosed', 'The driver is closed.', undefined)
  }

  private removeStateDir(): void {
    if (this.stateDir !== undefined) rmSync(this.stateDir, { recursive: true, force: true })
  }
}
