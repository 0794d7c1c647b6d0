// Over 400 lines on purpose: this is the public client, method for method the KafkaStreams API of Java, each method
// with its user documentation; the work is delegated (StreamThread, TaskManager, prepareTopics, clientQueries).
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { merge, Subject, type Observable, type Subscription } from 'rxjs'
import { keepProcessAlive, systemClock, type Clock, type Timer } from '../core/clock.js'
import type { ClientConfigInput } from '../kafka/ClientConfig.js'
import type { KafkaClientSupplier } from '../kafka/ports.js'
import { KafkajsClientSupplier } from '../kafka/kafkajs/KafkajsClientSupplier.js'
import type { Topology } from '../topology/Topology.js'
import { decodeStreamsConfig, type StreamsConfig, type StreamsConfigInput } from './config/StreamsConfig.js'
import { isRunningOrRebalancing, type StreamsState } from '../core/StreamsState.js'
import { IllegalStateTransitionError } from './lifecycle/IllegalStateTransitionError.js'
import { StreamsStateMachine, type StreamsStateChange } from './lifecycle/StreamsStateMachine.js'
import { StreamsConfigError } from '../errors/TaskError.js'
import { resolveTaskConfig, type TaskSettings } from './task/TaskConfig.js'
import { completeLogger, consoleLogger, type Logger } from '../core/Logger.js'
import type { LagInfo } from './task/LagInfo.js'
import { localStorePartitionLags } from './task/localStorePartitionLags.js'
import type { RestoreProgress } from './task/RestoreProgress.js'
import { restoreLog } from './task/restoreLog.js'
import type { TopicLayout } from './topics/TopicLayout.js'
import type { StandbyTask } from './task/StandbyTask.js'
import type { StreamTask } from './task/StreamTask.js'
import { GlobalStateUpdater } from './global/GlobalStateUpdater.js'
import { StreamThread } from './thread/StreamThread.js'
import { prepareTopics } from './topics/prepareTopics.js'
import { cleanStateDirectory } from './task/cleanStateDirectory.js'
import { IllegalClientStateError } from './lifecycle/IllegalClientStateError.js'
import { InvalidArgumentError } from '../errors/InvalidArgumentError.js'
import { ApplicationShutdownError } from './thread/ApplicationShutdownError.js'
import {
  uncaughtExceptionResponse,
  type StreamsUncaughtExceptionHandler,
} from './thread/StreamsUncaughtExceptionHandler.js'
import type { StoreFacade } from '../query/facades/QueryableStore.js'
import type { QueryableStoreType } from '../query/QueryableStoreTypes.js'
import type { StateQueryRequest } from '../query/StateQueryRequest.js'
import type { StateQueryResult } from '../query/StateQueryResult.js'
import type { StoreError } from '../query/StoreError.js'
import type { StoreQueryParameters } from '../query/StoreQueryParameters.js'
import type { ChangesOptions } from '../query/local/storeChangeFeed.js'
import type { StoreChange } from '../state/StoreChange.js'
import {
  type KeyLocator,
  type KeyQueryMetadata,
  type StreamsMetadata,
} from '../query/metadata/StreamsMetadataState.js'
import { threadMetadata, type ThreadMetadata } from './queries/ThreadMetadata.js'
import { clientQueries } from './queries/clientQueries.js'
import { settingsOption } from './config/clientPrefixes.js'
import { clientMetrics } from './metrics/clientMetrics.js'
import type { Metric } from './metrics/Metric.js'
import { checkTimeout, settlesWithin } from './lifecycle/settlesWithin.js'
import { StreamThreadTimeoutError } from './thread/StreamThreadTimeoutError.js'

/**
 * Extra options of a {@link KafkaStreams} client.
 * @category Running
 * @since 0.1.0
 */
export interface KafkaStreamsOptions {
  /** Time source of the threads, tasks and punctuators; the system clock by default. */
  readonly clock?: Clock
  /**
   * Where the library's log lines go, the client libraries' included (see {@link Logger}); levels the logger
   * lacks are dropped. By default `consoleLogger()`, which keeps info and above. Normal rebalances log at debug.
   */
  readonly logger?: Partial<Logger>
}

/**
 * Java's `KafkaStreams.StateListener`: called with the new state, then the old one, on every change.
 * @category Running
 * @since 0.1.0
 */
export type StateListener = (newState: StreamsState, oldState: StreamsState) => void

/**
 * Options of {@link KafkaStreams.close} (Java's `CloseOptions`, KIP-812).
 * @category Running
 * @since 0.1.0
 */
export interface CloseOptions {
  /** How long to wait for the threads to stop, in ms; no limit by default. */
  readonly timeout?: number
  /**
   * Java's `leaveGroup`: send LeaveGroup for every thread's consumer, so its partitions move at once. Our consumers
   * always send it when they close (static members excepted), so `false` (Java's default) behaves as `true`.
   */
  readonly leaveGroup?: boolean
}

/**
 * A Kafka Streams client: runs a topology over Kafka with `num.stream.threads` stream threads that share the
 * application's tasks with every other instance through a consumer group (group id = `application.id`). On
 * `start` it checks the source topics and creates the repartition and changelog topics, then each thread joins
 * the group, restores the stores of its tasks from their changelogs and processes records at-least-once, or
 * exactly-once (`exactly_once_v2`: a transactional producer per thread, offsets in the transaction,
 * read-committed consumers, stores committed right after the transaction).
 * Give it a client supplier (an `EmbeddedKafka`, a `PlatformaticClientSupplier`, or any other), or `bootstrap.servers`
 * to connect through kafkajs.
 * @throws StreamsConfigError for a bad configuration
 * @example
 * const app = new KafkaStreams(topology, { 'application.id': 'word-count' }, new EmbeddedKafka())
 * app.state$.subscribe(({ oldState, newState }) => console.log(oldState, '->', newState))
 * await app.start()
 * await app.close({ timeout: 10_000 })
 * @category Running
 * @since 0.1.0
 */
export class KafkaStreams {
  readonly config: StreamsConfig
  private readonly supplier: KafkaClientSupplier
  private readonly machine: StreamsStateMachine
  private readonly clock: Clock
  private readonly logger: Logger
  private readonly settings: TaskSettings
  private readonly appConfigs: Readonly<Record<string, unknown>>
  private readonly processId = randomUUID()
  private readonly clientId: string
  private readonly restores = new Subject<RestoreProgress>()
  /** Emits after each stream thread's (re)assignment, before it processes: change feeds pick up new tasks. */
  private readonly assignments = new Subject<void>()
  private readonly runningThreads = new Set<string>()
  private threads: StreamThread[] = []
  /** The shutdowns of removed threads still under way, by thread name: `close()` waits for them too, and their
   * names are not given to new threads before they stopped (as Java). */
  private readonly removals = new Map<string, Promise<void>>()
  /** Keeps the global stores, when the topology has any. */
  private global: GlobalStateUpdater | undefined
  private topics: TopicLayout | undefined
  private failure: unknown = undefined
  private uncaughtExceptionHandler: StreamsUncaughtExceptionHandler | undefined
  private stateListener: Subscription | undefined
  /** KIP-834: set by `pause()`, cleared by `resume()`; the threads read it each round. */
  private paused = false
  /** Set by `SHUTDOWN_APPLICATION`: the threads' subscriptions ask every instance to shut down. */
  private shutdownRequested = false
  /** Held while threads run, so the process stays up. */
  private alive: Timer | undefined
  /** Interactive queries over this client's local stores, and KIP-535 metadata. */
  private readonly local = clientQueries({
    topology: () => this.topology,
    state: () => this.state(),
    topics: () => this.topics,
    threads: () => this.threads,
    global: () => this.global,
    localTasks: () => this.localTasks(),
    localStandbyTasks: () => this.localStandbyTasks(),
    defaultKeySerde: () => this.settings.defaultKeySerde,
    applicationServer: () => this.config['application.server'],
  })

  constructor(
    private readonly topology: Topology,
    config: StreamsConfigInput,
    clientSupplier?: KafkaClientSupplier,
    options: KafkaStreamsOptions = {},
  ) {
    const decoded = decodeStreamsConfig(config)
    if (E.isLeft(decoded)) throw decoded.left
    this.config = decoded.right
    this.clock = options.clock ?? systemClock
    this.logger = options.logger === undefined ? consoleLogger() : completeLogger(options.logger)
    const applicationId = this.config['application.id']
    const clientId = this.config.clientSettings['client.id']
    this.clientId = typeof clientId === 'string' ? clientId : `${applicationId}-${this.processId}`
    this.appConfigs = { ...this.config, 'state.dir': join(this.config['state.dir'], applicationId) }
    this.settings = resolveTaskConfig(this.appConfigs, { clock: this.clock, logger: this.logger })
    if (clientSupplier !== undefined) this.supplier = clientSupplier
    else if (this.config['bootstrap.servers'] !== undefined) {
      // the settings were validated as client settings by decodeStreamsConfig. kafkajs producers, not
      // @platformatic/kafka's: those keep sending to a dead partition leader or transaction coordinator.
      this.supplier = new KafkajsClientSupplier(this.config.clientSettings as ClientConfigInput, {
        clock: this.clock,
        logger: this.logger,
      })
    } else {
      throw new StreamsConfigError(
        `Set 'bootstrap.servers' (host:port of the Kafka cluster), or pass a client supplier such as an ` +
          `EmbeddedKafka as the third argument.`,
        'bootstrap.servers',
      )
    }
    this.machine = new StreamsStateMachine(this.clientId)
    this.restores.subscribe(restoreLog(this.logger, this.clock))
  }

  /** The client's state. */
  state(): StreamsState {
    return this.machine.state
  }

  /** Every state change (the latest one first); completes at NOT_RUNNING or ERROR. */
  get state$(): Observable<StreamsStateChange> {
    return this.machine.state$
  }

  /** Restoration progress of every store partition this client restores. */
  get restoration$(): Observable<RestoreProgress> {
    return this.restores.asObservable()
  }

  /** The error that stopped the client, when it is in ERROR. */
  get error(): unknown {
    return this.failure
  }

  /**
   * Sets what happens when a stream thread dies of an error (see {@link StreamsUncaughtExceptionHandler}); without
   * one the client shuts down to ERROR (`SHUTDOWN_CLIENT`), as Kafka Streams does.
   * @throws IllegalClientStateError after `start()`
   * @throws InvalidArgumentError when `handler` is not a function
   */
  setUncaughtExceptionHandler(handler: StreamsUncaughtExceptionHandler): void {
    if (typeof handler !== 'function')
      throw new InvalidArgumentError(
        `The uncaught exception handler must be a function (error) => 'REPLACE_THREAD' | 'SHUTDOWN_CLIENT' | ` +
          `'SHUTDOWN_APPLICATION', got ${String(handler)}.`,
        'handler',
      )
    const state = this.machine.state
    if (state !== 'CREATED')
      throw new IllegalClientStateError('setUncaughtExceptionHandler', state, 'set it before start().')
    this.uncaughtExceptionHandler = handler
  }

  /**
   * Java's `setStateListener`: `listener(newState, oldState)` on every later state change (a second call replaces
   * the first listener). The same changes as {@link KafkaStreams.state$}, which it reads.
   * @throws IllegalClientStateError after `start()`
   * @throws InvalidArgumentError when `listener` is not a function
   * @example
   * app.setStateListener((newState, oldState) => console.log(oldState, '->', newState))
   */
  setStateListener(listener: StateListener): void {
    if (typeof listener !== 'function')
      throw new InvalidArgumentError(
        `The state listener must be a function (newState, oldState) => void, got ${String(listener)}.`,
        'listener',
      )
    const state = this.machine.state
    if (state !== 'CREATED')
      throw new IllegalClientStateError('setStateListener', state, 'set it before start().')
    this.stateListener?.unsubscribe()
    // the replayed initial state (oldState null) is no change
    this.stateListener = this.state$.subscribe(({ oldState, newState }) => {
      if (oldState !== null) listener(newState, oldState)
    })
  }

  /**
   * Adds and starts one more stream thread (the smallest free index); the group rebalances to give it tasks.
   * Only while RUNNING or REBALANCING, as Java: else nothing happens and the answer is undefined.
   * @returns the new thread's name, or undefined when no thread could be added
   * @example
   * const name = app.addStreamThread() // 'word-count-…-StreamThread-2'
   */
  addStreamThread(): string | undefined {
    const name = isRunningOrRebalancing(this.machine.state) ? this.addThread() : undefined
    if (name === undefined)
      this.logger.warn(`Cannot add a stream thread while the client is ${this.machine.state}.`)
    return name
  }

  /**
   * Removes one stream thread (the oldest): it commits, closes its tasks and leaves the group, whose other members
   * then share its tasks. Only while RUNNING or REBALANCING, as Java: else the answer is undefined.
   * @param timeout how long to wait for the thread to stop, in ms; no limit by default
   * @returns the removed thread's name, or undefined when no thread could be removed
   * @throws StreamThreadTimeoutError when the thread did not stop within `timeout` (it goes on stopping)
   * @throws InvalidArgumentError when `timeout` is not a non-negative number
   * @example
   * const name = await app.removeStreamThread(10_000)
   */
  async removeStreamThread(timeout?: number): Promise<string | undefined> {
    checkTimeout(timeout)
    const thread = this.threads[0]
    if (!isRunningOrRebalancing(this.machine.state) || thread === undefined) {
      this.logger.warn(`Cannot remove a stream thread while the client is ${this.machine.state}.`)
      return undefined
    }
    this.threads = this.threads.slice(1)
    this.runningThreads.delete(thread.name)
    const stopped = thread.shutdown()
    this.removals.set(thread.name, stopped)
    void stopped.catch(() => undefined).then(() => this.removals.delete(thread.name))
    if (!(await settlesWithin(stopped, timeout, this.clock)))
      throw new StreamThreadTimeoutError(thread.name, timeout ?? 0)
    return thread.name
  }

  /**
   * KIP-834: pauses processing, punctuation and standby updates on every thread (also before `start()`); the
   * threads still poll and commit, so they stay in the group and keep their tasks. Restoration that already
   * started goes on.
   */
  pause(): void {
    this.paused = true
  }

  /** Whether processing is paused (see {@link KafkaStreams.pause}). */
  isPaused(): boolean {
    return this.paused
  }

  /** Resumes what {@link KafkaStreams.pause} paused, from where it stopped. */
  resume(): void {
    this.paused = false
  }

  /** The tasks this client runs now, by task id (read-only access for inspection and tests). */
  localTasks(): ReadonlyMap<string, StreamTask> {
    return new Map(
      this.threads.flatMap((t) => [...t.taskManager.activeTasks()].map((task) => [task.taskId, task])),
    )
  }

  /** The standby tasks this client keeps now, by task id (they hold stores, no processors). */
  localStandbyTasks(): ReadonlyMap<string, StandbyTask> {
    return new Map(
      this.threads.flatMap((t) => [...t.taskManager.standbyTasks()].map((task) => [task.taskId, task])),
    )
  }

  /**
   * IQv1: a read-only facade over a local store (one partition with `withPartition`, found directly; else every
   * local one), or the {@link StoreError} saying why it cannot be read here now. Every read answers
   * `Promise<Either<StoreError, T>>`.
   */
  store<T extends QueryableStoreType>(params: StoreQueryParameters<T>): E.Either<StoreError, StoreFacade<T>> {
    return this.local.queries.store(params)
  }

  /** IQv2: runs the request on the local store partitions; per-partition results or a request-level error. */
  query<R>(request: StateQueryRequest<R>): Promise<E.Either<StoreError, StateQueryResult<R>>> {
    return this.local.queries.query(request)
  }

  /**
   * The change feed of a store over this instance's active store partitions: `{ key, oldValue, newValue,
   * timestamp, partition }` for each committed change (each write with `readCommitted: false`). Partitions
   * assigned here later join the feed; a partition that moves away stops emitting, or, when it was requested in
   * `partitions`, errors the feed with `StateStoreMigrated`. Completes when the client stops. See
   * `storeChangeFeed`.
   * @example
   * app.changes<string, number>('counts').subscribe(({ key, newValue }) => console.log(key, newValue))
   */
  changes<K, V>(storeName: string, options: ChangesOptions = {}): Observable<StoreChange<K, V>> {
    return this.local.queries.changes<K, V>(storeName, options, merge(this.state$, this.assignments))
  }

  /**
   * KIP-535: the partition of `key` in the store (Kafka's default partitioner over the key serialized by
   * `locator`, or the `StreamPartitioner` given instead) and the instances with its active and standby copies;
   * `KeyQueryMetadata.NOT_AVAILABLE` before this client has an assignment.
   */
  queryMetadataForKey<K>(
    storeName: string,
    key: K,
    locator: KeyLocator<K>,
  ): E.Either<StoreError, KeyQueryMetadata> {
    return this.local.metadata.queryMetadataForKey(storeName, key, locator)
  }

  /** The instances (with `application.server` set) holding an active or standby copy of the store. */
  streamsMetadataForStore(storeName: string): E.Either<StoreError, readonly StreamsMetadata[]> {
    return this.local.metadata.streamsMetadataForStore(storeName)
  }

  /** Every instance of the application that set `application.server`; empty before an assignment. */
  metadataForAllStreamsClients(): E.Either<StoreError, readonly StreamsMetadata[]> {
    return this.local.metadata.metadataForAllStreamsClients()
  }

  /** The active and standby hosts of every partition of the store, in partition order (for query routers). */
  metadataForStorePartitions(storeName: string): E.Either<StoreError, readonly KeyQueryMetadata[]> {
    return this.local.metadata.metadataForStorePartitions(storeName)
  }

  /** This client's stream threads with their active and standby tasks. */
  metadataForLocalThreads(): readonly ThreadMetadata[] {
    return this.threads.map((t) => threadMetadata(t.name, t.taskManager))
  }

  /**
   * The client's metrics that exist so far, with Kafka's names, groups and tags (Java's `metrics()`): the client's
   * `state` and `alive-stream-threads`; per thread `process-total` and `process-rate`; per assigned partition the
   * consumer's `records-lag` (with its `position`, `committed-offset` and `end-offset`), read about once a second.
   * @example
   * app.metrics().filter((m) => m.metricName.name === 'records-lag')
   */
  metrics(): readonly Metric[] {
    return clientMetrics({
      clientId: this.clientId,
      state: this.state(),
      threads: this.threads,
      now: this.clock.now(),
    })
  }

  /**
   * For every store partition held here (active and standby), how far it is behind the end of its changelog,
   * by store name and partition (Kafka Streams' `allLocalStorePartitionLags`).
   */
  async allLocalStorePartitionLags(): Promise<Map<string, Map<number, LagInfo>>> {
    const tasks = [...this.localTasks().values(), ...this.localStandbyTasks().values()]
    const admin = this.supplier.admin({
      clientId: `${this.clientId}-lags`,
      ...settingsOption(this.config.clients.admin),
    })
    const isolation = this.config['processing.guarantee'] === 'exactly_once_v2' ? 'read_committed' : undefined
    await admin.connect()
    try {
      return await localStorePartitionLags(admin, tasks, isolation)
    } finally {
      await admin.disconnect()
    }
  }

  /**
   * Starts the client: REBALANCING, checks the source and sink topics, creates the internal topics, then starts the
   * threads; RUNNING once every thread runs its assigned tasks. Resolves when the threads are started.
   * @throws IllegalStateTransitionError when the client was already started
   * @throws MissingSourceTopicsError when a source topic does not exist (the client ends in ERROR)
   * @throws MissingSinkTopicsError when a sink topic named in the topology does not exist (the client ends in ERROR)
   */
  async start(): Promise<void> {
    const state = this.machine.state
    if (state !== 'CREATED') throw new IllegalStateTransitionError(this.clientId, state, 'REBALANCING')
    this.machine.setState('REBALANCING')
    const admin = this.supplier.admin({
      clientId: `${this.clientId}-admin`,
      ...settingsOption(this.config.clients.admin),
    })
    try {
      await admin.connect()
      const layout = await prepareTopics({
        topology: this.topology,
        applicationId: this.config['application.id'],
        admin,
        replicationFactor: this.config['replication.factor'],
      })
      this.topics = layout
      this.global = await this.startGlobalStores()
      this.threads = Array.from({ length: this.config['num.stream.threads'] }, (_, i) =>
        this.newThread(i + 1, layout),
      )
    } catch (error) {
      this.failure = error
      this.machine.setState('PENDING_ERROR')
      this.machine.setState('ERROR')
      throw error
    } finally {
      await admin.disconnect()
    }
    this.alive = keepProcessAlive()
    for (const thread of this.threads) thread.start()
  }

  /**
   * Stops the client: each thread commits, closes its tasks and leaves the group (see {@link CloseOptions}).
   * Resolves true when every thread stopped within `timeout` ms (default: no limit), false otherwise.
   * @throws InvalidArgumentError when `timeout` is not a non-negative number
   */
  async close(options: CloseOptions = {}): Promise<boolean> {
    const { timeout } = options
    checkTimeout(timeout)
    const state = this.machine.state
    if (state === 'ERROR' || state === 'NOT_RUNNING') return true
    this.machine.setState('PENDING_SHUTDOWN')
    const done = await settlesWithin(this.stopThreads(), timeout, this.clock)
    if (done) {
      this.machine.setState('NOT_RUNNING')
      this.stopped()
    }
    return done
  }

  /**
   * Deletes this application's local state (`<state.dir>/<application.id>`), as Kafka Streams' `cleanUp()`: only
   * before `start()` or after the client stopped (NOT_RUNNING or ERROR).
   * @throws IllegalClientStateError while the client runs or shuts down
   * @throws StateDirectoryLockedError when another live client or process holds a store there (nothing deleted)
   */
  async cleanUp(): Promise<void> {
    const state = this.machine.state
    if (state !== 'CREATED' && state !== 'NOT_RUNNING' && state !== 'ERROR')
      throw new IllegalClientStateError('cleanUp', state, 'close() the client first, then clean up.')
    await cleanStateDirectory(String(this.appConfigs['state.dir']))
  }

  private newThread(index: number, layout: TopicLayout): StreamThread {
    return new StreamThread({
      name: `${this.clientId}-StreamThread-${index}`,
      index,
      processId: this.processId,
      config: this.config,
      topology: this.topology,
      layout,
      settings:
        this.global === undefined ? this.settings : { ...this.settings, globalStores: this.global.stores() },
      appConfigs: this.appConfigs,
      supplier: this.supplier,
      clock: this.clock,
      logger: this.logger,
      listener: {
        rebalancing: (name) => this.threadRebalancing(name),
        running: (name) => this.threadRunning(name),
        failed: (name, error) => this.threadFailed(name, error),
      },
      progress: (p) => this.restores.next(p),
      shutdownRequested: () => this.shutdownRequested,
      paused: () => this.paused,
    })
  }

  /**
   * Opens the global stores and brings them up to date before any stream thread starts (so every task sees
   * whole global tables), then keeps them following their topics; undefined without global stores.
   */
  private async startGlobalStores(): Promise<GlobalStateUpdater | undefined> {
    if (!GlobalStateUpdater.needed(this.topology)) return undefined
    const global = new GlobalStateUpdater({
      topology: this.topology,
      settings: this.settings,
      appConfigs: this.appConfigs,
      supplier: this.supplier,
      clientId: this.clientId,
      clients: this.config.clients,
      isolationLevel:
        this.config['processing.guarantee'] === 'exactly_once_v2' ? 'read_committed' : 'read_uncommitted',
      pollMs: this.config['poll.ms'],
      commitIntervalMs: this.config['commit.interval.ms'],
      clock: this.clock,
      logger: this.logger,
      progress: (p) => this.restores.next(p),
      failed: (error) => {
        this.logger.error(`The global stores stopped following their topics: ${String(error)}`)
        if (isRunningOrRebalancing(this.machine.state)) this.closeToError(error)
      },
    })
    await global.start()
    return global
  }

  /** Stops every stream thread, then the global stores. */
  private async stopThreads(): Promise<void> {
    await Promise.all([...this.threads.map((t) => t.shutdown()), ...this.removals.values()])
    await this.global?.close()
  }

  private stopped(): void {
    this.alive?.cancel()
    this.alive = undefined
    this.restores.complete()
    this.assignments.complete()
  }

  private threadRebalancing(name: string): void {
    if (!this.isLive(name)) return
    this.runningThreads.delete(name)
    if (isRunningOrRebalancing(this.machine.state)) this.machine.setState('REBALANCING')
  }

  private threadRunning(name: string): void {
    if (!this.isLive(name)) return
    this.runningThreads.add(name)
    this.assignments.next()
    if (this.machine.state === 'REBALANCING' && this.runningThreads.size === this.threads.length) {
      this.machine.setState('RUNNING')
    }
  }

  /**
   * A thread died (its tasks are closed dirty and it left the group). Another instance's shutdown request closes
   * this client to ERROR; any other error goes to the uncaught exception handler (default `SHUTDOWN_CLIENT`).
   */
  private threadFailed(name: string, error: unknown): void {
    this.logger.error(
      `Stream thread ${name} stopped: ${error instanceof Error ? error.message : String(error)}`,
    )
    this.runningThreads.delete(name)
    if (!isRunningOrRebalancing(this.machine.state) || !this.isLive(name)) return
    const dead = this.threads.find((t) => t.name === name)
    this.threads = this.threads.filter((t) => t !== dead)
    const response =
      error instanceof ApplicationShutdownError
        ? 'SHUTDOWN_CLIENT'
        : uncaughtExceptionResponse(this.uncaughtExceptionHandler, error, this.logger)
    switch (response) {
      case 'REPLACE_THREAD':
        this.addThread()
        return
      case 'SHUTDOWN_CLIENT':
        this.closeToError(error)
        return
      case 'SHUTDOWN_APPLICATION':
        this.failure ??= error
        this.shutdownRequested = true
        // the dead thread cannot carry the request: without a live thread, one is added to send it
        if (this.threads.length === 0) this.addThread()
        else for (const thread of this.threads) thread.enforceRebalance()
        return
      default: {
        const never: never = response
        return never
      }
    }
  }

  /** Whether `name` is one of this client's threads (not one that is being removed). */
  private isLive(name: string): boolean {
    return this.threads.some((t) => t.name === name)
  }

  /** Starts a thread with the smallest index no live thread uses (a new one, or the replacement of a dead one). */
  private addThread(): string | undefined {
    const layout = this.topics
    if (layout === undefined) return undefined
    const used = new Set([...this.threads.map((t) => t.name), ...this.removals.keys()])
    let index = 1
    while (used.has(`${this.clientId}-StreamThread-${index}`)) index++
    const thread = this.newThread(index, layout)
    this.threads = [...this.threads, thread]
    thread.start()
    return thread.name
  }

  /** Java's `closeToError`: PENDING_ERROR, every thread stopped, then ERROR. */
  private closeToError(error: unknown): void {
    this.failure ??= error
    this.machine.setState('PENDING_ERROR')
    void this.stopThreads().then(() => {
      this.machine.setState('ERROR')
      this.stopped()
    })
  }
}
