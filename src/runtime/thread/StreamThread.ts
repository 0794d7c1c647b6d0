import { assignorFailure } from '../assignor/assignorFailure.js'
import type { Clock } from '../../core/clock.js'
import type {
  GroupMemberAssignment,
  GroupConsumerPort,
  KafkaClientSupplier,
  AssignedConsumerPort,
  AdminPort,
} from '../../kafka/ports.js'
import type { Topology } from '../../topology/Topology.js'
import { AssignmentFailedError } from '../assignor/AssignmentFailedError.js'
import { AssignorErrorCode } from '../assignor/AssignorErrorCode.js'
import { StreamsPartitionAssignor } from '../assignor/StreamsPartitionAssignor.js'
import { settingsOption } from '../config/clientPrefixes.js'
import { restoreConsumerDefaults } from '../config/restoreConsumerDefaults.js'
import type { StreamsConfig } from '../config/StreamsConfig.js'
import type { TaskSettings } from '../task/TaskConfig.js'
import type { TaskLogger } from '../task/TaskLogger.js'
import type { RestoreProgress } from '../task/RestoreProgress.js'
import { PartitionRouting } from '../task/PartitionRouting.js'
import { StreamsProducer } from '../task/StreamsProducer.js'
import { TaskExecutor } from '../task/TaskExecutor.js'
import { taskIdOf } from '../../core/TaskKey.js'
import { formatTaskId } from '../../core/TaskId.js'
import { TaskManager } from '../task/TaskManager.js'
import { TaskMigratedError } from '../task/TaskMigratedError.js'
import { MissingSourceTopicsError } from '../topics/MissingSourceTopicsError.js'
import type { TopicLayout } from '../topics/TopicLayout.js'
import type { HostMap } from '../../query/metadata/StreamsMetadataState.js'
import { ApplicationShutdownError } from './ApplicationShutdownError.js'
import { ClusterOutage, isClusterTrouble } from './ClusterOutage.js'
import type { StreamThreadListener } from './StreamThreadListener.js'
import { changelogEndOffsets } from './changelogEndOffsets.js'
import type { Metric } from '../metrics/Metric.js'
import { PartitionLags } from '../metrics/PartitionLags.js'
import { ThreadMetrics } from '../metrics/ThreadMetrics.js'

/** The error reported for a thread's failure: the assignor's own verdict when a client wrapped it. */
const asError = (failure: unknown): Error => {
  const error = assignorFailure(failure)
  return error instanceof Error ? error : new Error(String(error))
}

/** The least time between two reads of the consumer lag (ms). */
const LAG_REFRESH_MS = 1000

/**
 * How a stream thread is built.
 * @category Running
 * @since 0.1.0
 */
export interface StreamThreadOptions {
  /** `<client.id>-StreamThread-<n>`. */
  readonly name: string
  /** 1-based thread index in its client; with the process id it makes the transactional id. */
  readonly index: number
  readonly processId: string
  readonly config: StreamsConfig
  readonly topology: Topology
  readonly layout: TopicLayout
  readonly settings: TaskSettings
  readonly appConfigs: Readonly<Record<string, unknown>>
  readonly supplier: KafkaClientSupplier
  readonly clock: Clock
  readonly logger: TaskLogger
  readonly listener: StreamThreadListener
  readonly progress: (p: RestoreProgress) => void
  /** Whether this client asks the whole application to shut down (sent with the thread's next subscription). */
  readonly shutdownRequested?: () => boolean
  /**
   * Whether the client is paused (KIP-834): the thread still polls, sends and commits, so it stays in the group,
   * but processes, punctuates and updates its standbys only when this says false.
   */
  readonly paused?: () => boolean
}

/**
 * One stream thread: a concurrent loop on the event loop with its own group member (group id = `application.id`,
 * the {@link StreamsPartitionAssignor}), producer and restore consumer. Each round polls, routes the records to the
 * tasks of its {@link TaskManager}, processes them synchronously ({@link TaskExecutor}), punctuates, hands the output
 * to the {@link StreamsProducer} (without waiting for it), and commits (waiting for the sends) every
 * `commit.interval.ms`. Rebalances go through the listener: revocation commits, assignment creates and restores
 * tasks (inside `poll`, before records of new partitions are returned). Commits never overlap (a revocation
 * arriving from the client's background work waits for a running commit).
 * @example
 * const thread = new StreamThread(options)
 * thread.start()
 * await thread.shutdown()
 * @category Running
 * @since 0.1.0
 */
export class StreamThread {
  private readonly consumer: GroupConsumerPort
  private readonly assignor: StreamsPartitionAssignor
  private readonly producer: StreamsProducer
  private readonly restoreConsumer: AssignedConsumerPort
  private readonly standbyConsumer: AssignedConsumerPort
  private readonly admin: AdminPort
  private readonly tasks: TaskManager
  private readonly routing: PartitionRouting
  private readonly executor: TaskExecutor
  private readonly processing: ThreadMetrics
  private readonly lags: PartitionLags
  private stopping = false
  private loop: Promise<void> | undefined
  private failure: Error | undefined = undefined
  private serial: Promise<void> = Promise.resolve()
  private lastCommit = 0
  private latestHostMap: { readonly map: HostMap; readonly receivedAt: number } | undefined
  private readonly outage: ClusterOutage
  /** When this thread asks for the probing rebalance its last assignment scheduled (KIP-441); undefined: none. */
  private nextProbingRebalance: number | undefined

  constructor(private readonly options: StreamThreadOptions) {
    const { config, supplier, name } = options
    this.outage = new ClusterOutage(name, options.clock, options.logger, config['task.timeout.ms'])
    const exactlyOnce = config['processing.guarantee'] === 'exactly_once_v2'
    const isolationLevel = exactlyOnce ? 'read_committed' : 'read_uncommitted'
    const assignor = (this.assignor = new StreamsPartitionAssignor({
      processId: options.processId,
      now: () => options.clock.now(),
      applicationServer: config['application.server'],
      numStandbyReplicas: config['num.standby.replicas'],
      acceptableRecoveryLag: config['acceptable.recovery.lag'],
      maxWarmupReplicas: config['max.warmup.replicas'],
      probingRebalanceIntervalMs: config['probing.rebalance.interval.ms'],
      subtopologies: options.layout.subtopologies.map((s) => ({
        id: s.id,
        sourceTopics: s.sourceTopics,
        stateful: s.stores.length > 0,
        changelogTopics: s.stores.flatMap((store) => {
          const topic = options.layout.changelogs.get(store)
          return topic === undefined ? [] : [topic]
        }),
      })),
      changelogEndOffsets: (partitions) =>
        changelogEndOffsets(
          this.admin,
          config['application.id'],
          isolationLevel,
          new Set(options.layout.subtopologies.flatMap((s) => s.sourceTopics)),
        )(partitions),
      copartitionGroups: options.layout.copartitionGroups,
      ...(options.shutdownRequested === undefined ? {} : { shutdownRequested: options.shutdownRequested }),
      localState: () => {
        const active = this.tasks.activeTaskIds()
        const standby = this.tasks.standbyTaskIds()
        return {
          activeTasks: active.map(taskIdOf),
          standbyTasks: standby.map(taskIdOf),
          taskOffsetSums: [...active, ...standby].flatMap((key) => {
            const offsetSum = this.tasks.offsetSum(key)
            return offsetSum === undefined ? [] : [{ task: taskIdOf(key), offsetSum }]
          }),
        }
      },
    }))
    this.consumer = supplier.consumer({
      clientId: `${name}-consumer`,
      groupId: config['application.id'],
      assignor,
      sessionTimeoutMs: config['session.timeout.ms'],
      heartbeatIntervalMs: config['heartbeat.interval.ms'],
      autoOffsetReset: 'earliest',
      isolationLevel,
      ...settingsOption(config.clients.mainConsumer),
      rebalanceListener: {
        onPartitionsRevoked: () => this.revoked(),
        onPartitionsAssigned: (assignment) => this.assigned(assignment),
      },
    })
    this.producer = new StreamsProducer(
      supplier,
      {
        clientId: `${name}-producer`,
        ...settingsOption(config.clients.producer),
        ...(exactlyOnce
          ? {
              transactionalId: `${config['application.id']}-${options.processId}-${options.index}`,
              transactionTimeoutMs: config['transaction.timeout.ms'],
            }
          : {}),
      },
      { partitions: options.layout.partitions, clock: options.clock },
    )
    // a standby reads with the restore consumer's settings, as Java's standby tasks use the restore consumer; only
    // the restore takes whole fetches at once (a standby's poll runs between two batches of the thread's tasks)
    const restore = settingsOption(config.clients.restoreConsumer)
    this.restoreConsumer = supplier.assignedConsumer({
      clientId: `${name}-restore-consumer`,
      isolationLevel,
      ...settingsOption({ ...restoreConsumerDefaults, ...config.clients.restoreConsumer }),
    })
    this.standbyConsumer = supplier.assignedConsumer({
      clientId: `${name}-standby-consumer`,
      isolationLevel,
      ...restore,
    })
    this.admin = supplier.admin({ clientId: `${name}-admin`, ...settingsOption(config.clients.admin) })
    this.processing = new ThreadMetrics(name, config['metrics.recording.level'])
    this.lags = new PartitionLags({
      clientId: `${name}-consumer`,
      consumer: this.consumer,
      admin: this.admin,
      isolationLevel,
      refreshMs: LAG_REFRESH_MS,
    })
    this.routing = new PartitionRouting(this.consumer, config['buffered.records.per.partition'])
    this.executor = new TaskExecutor({
      tasks: () => this.tasks.activeTasks(),
      producer: this.producer,
      consumer: this.consumer,
    })
    this.tasks = new TaskManager({
      threadId: name,
      topology: options.topology,
      layout: options.layout,
      settings: options.settings,
      appConfigs: options.appConfigs,
      clock: options.clock,
      logger: options.logger,
      sink: this.producer.sink,
      routing: this.routing,
      commit: () => this.executor.commit(),
      consumer: this.consumer,
      standbyConsumer: this.standbyConsumer,
      admin: this.admin,
      pollMs: config['poll.ms'],
      commitIntervalMs: config['commit.interval.ms'],
      exactlyOnce,
      restore: {
        admin: this.admin,
        consumer: this.restoreConsumer,
        pollMs: config['poll.ms'],
        isolationLevel,
        logger: options.logger,
        progress: options.progress,
      },
    })
  }

  /** The thread's name. */
  get name(): string {
    return this.options.name
  }

  /** The thread's task manager (its running tasks). */
  get taskManager(): TaskManager {
    return this.tasks
  }

  /** The host map of this thread's latest assignment and when it came; undefined before one or after leaving. */
  get hostMap(): { readonly map: HostMap; readonly receivedAt: number } | undefined {
    return this.latestHostMap
  }

  /**
   * The thread's metrics at time `now`: process, poll, commit and punctuate sensors, its active tasks' (with their
   * nodes' and stores'), and each partition's lag.
   */
  metrics(now: number): Metric[] {
    return [
      ...this.processing.metrics(now),
      ...[...this.tasks.activeTasks()].flatMap((task) => task.sensorMetrics(now)),
      ...this.lags.metrics(),
    ]
  }

  /** Starts the loop in the background. */
  start(): void {
    this.loop ??= this.run()
  }

  /** Asks the group to rebalance (the assignor's inputs changed, e.g. this client requests a shutdown). */
  enforceRebalance(): void {
    if (this.loop !== undefined && !this.stopping) this.consumer.enforceRebalance()
  }

  /** Asks the loop to stop after the current round, commits, closes the tasks and leaves the group. */
  async shutdown(): Promise<void> {
    this.stopping = true
    await this.loop
  }

  private async run(): Promise<void> {
    const { listener, name } = this.options
    listener.rebalancing(name)
    try {
      await Promise.all([
        this.consumer.connect(),
        this.producer.connect(),
        this.restoreConsumer.connect(),
        this.standbyConsumer.connect(),
        this.admin.connect(),
      ])
      if (this.options.config['processing.guarantee'] === 'exactly_once_v2')
        await this.producer.initTransactions()
      await this.consumer.subscribe([
        ...new Set(this.options.layout.subtopologies.flatMap((s) => s.sourceTopics)),
      ])
      this.lastCommit = this.options.clock.now()
      while (!this.stopping) await this.roundOrRejoin()
      await this.exclusive(() => this.tasks.closeAll())
    } catch (error) {
      this.failure ??= asError(error)
      // The first failure is the one reported; a second one while closing dirty is logged, never dropped.
      await this.producer
        .sendDeadLetters()
        .then(() => this.dropUncommitted())
        .then(() => this.tasks.closeDirty())
        .catch((closeError: unknown) =>
          this.options.logger.warn(`${this.options.name}: closing tasks dirty failed: ${String(closeError)}`),
        )
    } finally {
      this.latestHostMap = undefined
      await this.lags.settled()
      this.lags.clear()
      await this.disconnect()
    }
    if (this.failure !== undefined) listener.failed(name, this.failure)
  }

  /**
   * One round; when its tasks migrated, closes them dirty and rejoins the group instead of failing. When the
   * cluster does not answer, does the same after a pause, for up to `task.timeout.ms` ({@link ClusterOutage}).
   */
  private async roundOrRejoin(): Promise<void> {
    try {
      await this.round()
    } catch (error) {
      const migrated = TaskMigratedError.from(error)
      if (migrated !== undefined) {
        this.options.logger.warn(`${this.options.name}: ${migrated.message}`)
        return this.rejoinOrWait()
      }
      if (!isClusterTrouble(error)) throw error
      this.outage.failed(error)
      await this.rejoinOrWait()
    }
  }

  /** Rejoins; while the cluster does not answer, pauses and tries again (until `task.timeout.ms`). */
  private async rejoinOrWait(): Promise<void> {
    for (;;) {
      if (this.outage.ongoing) await this.options.clock.sleep(ClusterOutage.retryPauseMs)
      try {
        await this.rejoin()
        return
      } catch (error) {
        if (!isClusterTrouble(error) || this.stopping) throw error
        this.outage.failed(error)
      }
    }
  }

  /**
   * Java's `TaskMigratedException` handling: the active tasks are closed dirty, under exactly-once the producer is
   * replaced (its new epoch fences any zombie with the same transactional id), and the consumer rejoins the group;
   * the tasks come back through the rebalance, restored from their changelogs, from the committed offsets.
   */
  private async rejoin(): Promise<void> {
    this.options.listener.rebalancing(this.options.name)
    await this.closeDirty()
    this.consumer.enforceRebalance()
    this.lastCommit = this.options.clock.now()
  }

  /** Closes the active tasks without committing; under exactly-once the producer is replaced (a new epoch). */
  private closeDirty(): Promise<void> {
    const { logger, name } = this.options
    return this.exclusive(async () => {
      await this.dropUncommitted()
      await this.tasks.closeActiveDirty()
      if (this.options.config['processing.guarantee'] === 'exactly_once_v2') {
        await this.producer.reinitialize((error) =>
          logger.warn(`${name}: closing the fenced producer failed: ${String(error)}`),
        )
      }
    })
  }

  /** One round; the clock is read a few times per round (around each phase), never per record. */
  private async round(): Promise<void> {
    const { clock } = this.options
    const sensors = this.processing
    const pollStart = clock.now()
    const records = await this.consumer.poll(this.options.config['poll.ms'])
    const polled = clock.now()
    sensors.poll.record(1, polled - pollStart, polled)
    const failure = this.failure
    this.failure = undefined
    if (failure !== undefined) throw failure
    this.routing.addRecords(records)
    // paused, the polled records wait in the task queues; full queues pause their partitions (back pressure)
    const paused = this.options.paused?.() === true
    if (!paused) {
      const processed = this.executor.process(polled)
      const processedAt = clock.now()
      sensors.recordProcessed(processed, processedAt - polled, processedAt)
      this.routing.resumeDrained()
      const punctuated = this.executor.punctuate()
      // as Java's: a punctuation sample per round that punctuated, its latency divided among the tasks
      if (punctuated > 0) {
        const punctuatedAt = clock.now()
        sensors.punctuate.record(1, (punctuatedAt - processedAt) / punctuated, punctuatedAt)
      }
    }
    await this.exclusive(() => this.producer.sendBuffered())
    if (!paused) await this.tasks.updateStandbys()
    const now = clock.now()
    if (now - this.lastCommit >= this.options.config['commit.interval.ms'] || this.executor.commitNeeded) {
      await this.exclusive(() => this.executor.commit())
      this.lastCommit = now
      const committed = clock.now()
      sensors.commit.record(1, committed - now, committed)
    }
    this.lags.maybeRefresh(now)
    this.maybeProbe(now)
  }

  /**
   * Java's probing rebalance (`nextScheduledRebalanceMs`): while tasks wait on warm-up replicas, the leader's
   * assignment asks one thread to rejoin after `probing.rebalance.interval.ms`, so that caught-up warm-ups take
   * their tasks over; each assignment replaces the schedule.
   */
  private maybeProbe(now: number): void {
    if (this.nextProbingRebalance === undefined || now < this.nextProbingRebalance) return
    this.nextProbingRebalance = undefined
    this.options.logger.info?.(
      `${this.options.name}: probing rebalance to move tasks to caught-up warm-up replicas`,
    )
    this.consumer.enforceRebalance()
  }

  /**
   * Commits before the partitions go. When the cluster does not answer the commit, the tasks are closed without
   * committing and come back from their last commit (Java's `TaskManager#handleRevocation` on a `TimeoutException`),
   * instead of failing the thread.
   */
  private async revoked(): Promise<void> {
    const { listener, logger, name } = this.options
    listener.rebalancing(name)
    try {
      await this.exclusive(() => this.executor.commit())
    } catch (error) {
      if (!isClusterTrouble(error)) throw error
      logger.warn(
        `${name}: the commit before a rebalance failed (${error instanceof Error ? error.message : String(error)}); ` +
          'its tasks are closed without committing and retried from their last commit.',
      )
      await this.closeDirty()
    }
  }

  private async assigned(assignment: GroupMemberAssignment): Promise<void> {
    try {
      const { info, nextRebalanceMs } = this.assignor.onAssignment(assignment.userData)
      switch (info.errorCode) {
        case AssignorErrorCode.NONE:
          break
        case AssignorErrorCode.INCOMPLETE_SOURCE_TOPIC_METADATA:
          throw new MissingSourceTopicsError(this.options.layout.subtopologies.flatMap((s) => s.sourceTopics))
        case AssignorErrorCode.SHUTDOWN_REQUESTED:
          throw new ApplicationShutdownError(this.options.config['application.id'])
        default:
          throw new AssignmentFailedError(info.errorCode)
      }
      const now = this.options.clock.now()
      this.latestHostMap = {
        map: { active: info.partitionsByHost, standby: info.standbyPartitionsByHost },
        receivedAt: now,
      }
      this.nextProbingRebalance = nextRebalanceMs
      const active = [...new Map(info.activeTasks.map((t) => [formatTaskId(t), t])).values()]
      await this.exclusive(() =>
        this.tasks.assign(
          active,
          info.standbyTasks.map((s) => s.task),
        ),
      )
      this.outage.answered()
      this.options.listener.running(this.options.name)
    } catch (error) {
      this.failure ??= asError(error)
    }
  }

  /**
   * Drops what the active tasks processed since their last commit before they close dirty: the records not sent
   * yet, the open transaction, the partitions paused for a full queue.
   */
  private async dropUncommitted(): Promise<void> {
    await this.producer.dropUnsent()
    this.routing.clear()
  }

  /** Runs `work` after every earlier exclusive work finished. */
  private exclusive(work: () => Promise<void>): Promise<void> {
    const next = this.serial.then(work)
    this.serial = next.catch(() => undefined)
    return next
  }

  private async disconnect(): Promise<void> {
    for (const client of [
      this.consumer,
      this.producer,
      this.restoreConsumer,
      this.standbyConsumer,
      this.admin,
    ]) {
      try {
        await client.disconnect()
      } catch (error) {
        this.options.logger.warn(`${this.options.name}: closing a client failed: ${String(error)}`)
      }
    }
  }
}
