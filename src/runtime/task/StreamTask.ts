import { topicMatches } from '../../topology/topicMatches.js'
import { nanoTime, type Clock } from '../../core/clock.js'
import type { Cancellable } from '../../core/processorApi/Cancellable.js'
import type { ProcessorHooks } from '../../processor/ProcessorFactory.js'
import type { PunctuationType } from '../../core/processorApi/PunctuationType.js'
import type { Punctuator } from '../../core/processorApi/Punctuator.js'
import type { TopicPartitionOffset } from '../../kafka/ports.js'
import type { PositionTracker } from '../../query/PositionTracker.js'
import { Record as ProcessorRecord } from '../../core/processorApi/Record.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type { StateStore } from '../../state/StateStore.js'
import type { Topology } from '../../topology/Topology.js'
import { buildTaskGraph, type TaskGraph } from '../processing/buildTaskGraph.js'
import type { ConsumerRecord } from '../../kafka/ports.js'
import { InvalidPunctuationIntervalError } from '../../errors/TaskError.js'
import type { NodeHost } from '../processing/NodeHost.js'
import { TaskIdling } from './TaskIdling.js'
import { PartitionGroup } from '../processing/PartitionGroup.js'
import { PunctuationQueue } from '../processing/PunctuationQueue.js'
import { RecordCollector } from '../processing/RecordCollector.js'
import { punctuationContext, type RecordContext } from '../processing/RecordContext.js'
import type { SinkPort } from '../processing/SinkPort.js'
import type { SourceTaskNode } from '../processing/SourceTaskNode.js'
import type { TaskSettings } from './TaskConfig.js'
import type { TaskLogger } from './TaskLogger.js'
import { emptyTaskMetrics, type TaskMetrics } from './TaskMetrics.js'
import type { Metric } from '../metrics/Metric.js'
import { TaskSensors } from '../metrics/TaskSensors.js'
import type { TaskNode } from '../processing/TaskNode.js'
import { InputPartitions } from './InputPartitions.js'
import { TaskErrorHandling } from './TaskErrorHandling.js'
import { TaskStateManager } from './TaskStateManager.js'

/**
 * What a task is built from.
 * @category Running
 * @since 0.1.0
 */
export interface StreamTaskOptions {
  /** `<subtopology>_<partition>`. */
  readonly taskId: string
  readonly partition: number
  /** The name of the thread running the task, the metrics' `thread-id` tag; `main` unless given (the test driver). */
  readonly threadId?: string
  readonly topology: Topology
  /** Names of the nodes this task runs (a sub-topology; the test driver runs them all). */
  readonly nodeNames: readonly string[]
  readonly settings: TaskSettings
  /** The whole configuration, for `appConfigs`. */
  readonly appConfigs: Readonly<Record<string, unknown>>
  readonly port: SinkPort
  readonly clock: Clock
  readonly logger: TaskLogger
  /** Where `print()` writes; standard output by default. */
  readonly print?: (line: string) => void
  /**
   * The task's state, when it exists already (a promoted standby's, open and warm, or one the task manager built
   * with the changelog topics); otherwise the task builds its own.
   */
  readonly stateManager?: TaskStateManager
}

/**
 * An active task: one processor graph over the stores of its {@link TaskStateManager}, processing records
 * synchronously, as Kafka Streams' `StreamTask`. Records are queued per topic-partition (`addRecord` deserializes
 * them through the deserialization handler and extracts their timestamp; `offer` also bounds each partition's
 * queue), `process` runs the next one from its source to the sinks and remembers its offset for the next commit,
 * stream time is the largest timestamp processed, punctuators fire on stream time and on the clock,
 * `prepareCommit` flushes and returns the offsets to commit, and `commit` commits the stores. User code runs inside
 * one guard (the processor node) reporting to the processing handler.
 * @example
 * const task = new StreamTask({ taskId: '0_0', partition: 0, topology, nodeNames, settings, appConfigs, port, clock, logger })
 * await task.initialize()
 * task.addRecord(raw)
 * while (task.process()) task.maybePunctuateStreamTime()
 * await task.commit()
 * @category Running
 * @since 0.1.0
 */
export class StreamTask implements NodeHost {
  readonly applicationId: string
  readonly taskId: string
  recordContext: RecordContext = punctuationContext(-1)
  /** The task's stores, their changelogs and committed offsets. */
  readonly stateManager: TaskStateManager
  /** The input offsets processed into this task's stores (IQv2 positions), kept by its state manager. */
  readonly positions: PositionTracker
  private readonly graph: TaskGraph
  private readonly inputs = new InputPartitions()
  private readonly queues = new PartitionGroup()
  private readonly idling: TaskIdling
  private readonly streamPunctuation = new PunctuationQueue()
  private readonly wallClockPunctuation = new PunctuationQueue()
  private readonly collector: RecordCollector
  private readonly counters: TaskMetrics = emptyTaskMetrics()
  /** The task's sensors (`stream-task-metrics`, and the end-to-end latency of its source and terminal nodes). */
  readonly sensors: TaskSensors
  private readonly errors: TaskErrorHandling
  private readonly internalTopics: ReadonlySet<string>
  private time = -1
  private commitRequested = false
  private state: 'created' | 'running' | 'closed' = 'created'

  constructor(private readonly options: StreamTaskOptions) {
    const { topology, settings } = options
    this.applicationId = settings.applicationId
    this.taskId = options.taskId
    this.internalTopics = new Set(
      topology
        .internalTopics()
        .filter((t) => t.kind === 'repartition')
        .map((t) => t.name),
    )
    this.errors = new TaskErrorHandling({
      taskId: this.taskId,
      settings,
      logger: options.logger,
      countDropped: () => this.countDropped(),
      context: () => this.recordContext,
      deadLetters: (records) => this.collector.sendDeadLetters(records),
    })
    this.collector = new RecordCollector(options.port, settings.productionHandler, {
      errorContext: (node) => this.errors.errorContext(node),
      dropped: (node, reason) => this.errors.recordDropped(node, reason),
    })
    this.stateManager = options.stateManager ?? new TaskStateManager(options)
    this.positions = this.stateManager.positions
    this.stateManager.attach({
      collector: this.collector,
      recordContext: {
        current: () => this.recordContext,
        // a store hands back only contexts `current` gave it: the task's own objects
        swap: (context) => {
          const replaced = this.recordContext
          this.recordContext = context as RecordContext
          return replaced
        },
      },
    })
    const wanted = new Set(options.nodeNames)
    const nodes = topology.nodes.filter((n) => wanted.has(n.name))
    this.graph = buildTaskGraph({
      nodes,
      defaults: { key: settings.defaultKeySerde, value: settings.defaultValueSerde },
      topicName: (name) => this.topicName(name),
      hooks: (node) => this.hooksFor(node),
      host: this,
      collector: this.collector,
    })
    const inputs = [...this.graph.sourcesByTopic]
      .filter(([, source]) => !source.global)
      .map(([topic]) => topic)
    this.idling = new TaskIdling(settings.maxTaskIdleMs, inputs, options.partition)
    const sources = [...this.graph.sourcesByTopic.values(), ...this.graph.patternSources.map((p) => p.source)]
    const terminals = [...this.graph.nodes.values()].filter((n) => n.children.length === 0)
    const measured = new Set<TaskNode>([...sources, ...terminals])
    this.sensors = new TaskSensors(
      options.threadId ?? 'main',
      this.taskId,
      settings.metricsLevel,
      [...measured].map((n) => n.name),
    )
    for (const node of measured) node.e2e = this.sensors.e2eLatency(node.name)
  }

  /** The physical name of a topic the topology names: internal repartition topics get `<application.id>-`. */
  topicName(name: string): string {
    return this.internalTopics.has(name) ? `${this.applicationId}-${name}` : name
  }

  /** Opens the stores (a promoted standby's are open), then initializes the processors (may schedule punctuators). */
  async initialize(): Promise<void> {
    await this.stateManager.initialize()
    this.state = 'running'
    for (const node of this.graph.nodes.values()) node.init()
  }

  /** Physical topics this task reads. */
  sourceTopics(): readonly string[] {
    return [...this.graph.sourcesByTopic.keys()]
  }

  /** Whether `topic` is read by this task (by name or pattern). */
  reads(topic: string): boolean {
    return this.sourceFor(topic) !== undefined
  }

  /**
   * Deserializes a consumed record, extracts its timestamp and queues it. Undecodable records go to the
   * deserialization handler; records with a negative extracted timestamp are dropped with a warning.
   */
  addRecord(raw: ConsumerRecord): void {
    const source = this.sourceFor(raw.topic)
    if (source === undefined) return
    let key: unknown
    let value: unknown
    try {
      key = raw.key === null ? null : source.keySerde.deserializer.deserialize(raw.topic, raw.key)
      value = raw.value === null ? null : source.valueSerde.deserializer.deserialize(raw.topic, raw.value)
    } catch (error) {
      this.errors.deserializationFailed(source.name, raw, error)
      return
    }
    const extract = source.timestampExtractor ?? this.options.settings.timestampExtractor
    const timestamp = extract(
      {
        topic: raw.topic,
        partition: raw.partition,
        offset: raw.offset,
        key,
        value,
        timestamp: raw.timestamp,
      },
      this.queues.partitionTime(raw.topic, raw.partition),
    )
    if (timestamp < 0) {
      this.options.logger.warn(
        `Skipping record due to negative extracted timestamp. topic=[${raw.topic}] partition=[${raw.partition}] ` +
          `offset=[${raw.offset}] extractedTimestamp=[${timestamp}]`,
      )
      this.countDropped()
      return
    }
    // a task's first record of a partition: its restored state holds every record before it
    if (!source.global && !this.positions.knows(raw.topic, raw.partition))
      this.positions.seed(raw.topic, raw.partition, raw.offset)
    this.queues.add(raw.topic, raw.partition, {
      record: new ProcessorRecord(key, value, timestamp, raw.headers),
      context: {
        topic: raw.topic,
        partition: raw.partition,
        offset: raw.offset,
        timestamp,
        headers: raw.headers,
        raw: { key: raw.key, value: raw.value },
      },
      source,
    })
  }

  /** Queues a consumed record unless `bound` records of its partition are queued; false when it was not queued. */
  offer(raw: ConsumerRecord, bound: number): boolean {
    if (!this.inputs.admit(raw.topic, raw.partition, bound)) return false
    this.addRecord(raw)
    return true
  }

  /** Whether a queued record may be processed at wall-clock time `now` (see {@link TaskIdling}). */
  isProcessable(now: number): boolean {
    const ready = this.idling.ready(this.queues, now)
    if (ready && this.idling.enforced) this.sensors.enforcedProcessing.record(1, now)
    return ready
  }

  /**
   * Processes the next queued record (smallest timestamp first); false when none is queued. `now` is the wall-clock
   * time of the batch (read once per batch, as Java's), which the end-to-end latency and lateness sensors use.
   */
  process(now: number = this.options.clock.now()): boolean {
    const next = this.queues.next()
    if (next === undefined) {
      this.inputs.drained()
      return false
    }
    this.sensors.now = now
    const { record, source } = next
    const { recordLateness, processLatency } = this.sensors
    if (!source.global) {
      if (recordLateness.enabled)
        recordLateness.record(record.timestamp > this.time ? 0 : this.time - record.timestamp, now)
      if (record.timestamp > this.time) this.time = record.timestamp
    }
    this.recordContext = next.context
    this.counters.processed++
    if (processLatency.enabled) {
      const start = nanoTime()
      source.process(record)
      processLatency.record(nanoTime() - start, now)
    } else source.process(record)
    const { topic, partition, offset } = next.context
    if (topic === undefined) return true
    this.inputs.processed(topic, partition, offset)
    if (!next.source.global) this.positions.advance(topic, partition, offset)
    return true
  }

  /** Fires the stream-time punctuators that are due; false when none fired or stream time is unknown. */
  maybePunctuateStreamTime(): boolean {
    if (this.time < 0) return false
    return this.streamPunctuation.mayPunctuate(this.time, (node, ts, p) => this.punctuate(node, ts, p))
  }

  /** Fires the wall-clock punctuators that are due at the clock's time. */
  maybePunctuateSystemTime(): boolean {
    const now = this.options.clock.now()
    this.sensors.now = now
    return this.wallClockPunctuation.mayPunctuate(now, (node, ts, p) => this.punctuate(node, ts, p))
  }

  /** Flushes every store (record caches forward what they hold), in the order the stores were added. */
  flush(): void {
    this.recordContext = punctuationContext(this.time)
    this.stateManager.flush()
  }

  /** Whether a processor asked for a commit, or a store holds more uncommitted data than allowed. */
  get commitNeeded(): boolean {
    return this.commitRequested || this.stateManager.commitNeeded
  }

  /** Flushes, then returns the offsets of the records processed since the last commit (Java's `prepareCommit`). */
  prepareCommit(): TopicPartitionOffset[] {
    this.flush()
    return this.inputs.committable()
  }

  /** The offsets of {@link prepareCommit} were committed. */
  postCommit(): void {
    this.inputs.committed()
  }

  /**
   * Flushes, then commits each store's transaction, with the changelog offsets the runtime got back for it (by
   * store name; none by default, which keeps the offsets the store holds).
   */
  async commit(changelogOffsets: ReadonlyMap<string, readonly ChangelogOffset[]> = new Map()): Promise<void> {
    this.flush()
    this.commitRequested = false
    await this.stateManager.commit(changelogOffsets)
    this.counters.commits++
  }

  /** A store of this task by name. */
  getStore(name: string): StateStore | undefined {
    return this.stateManager.getStore(name)
  }

  /** Every store of this task, in the order they were added. */
  allStores(): ReadonlyMap<string, StateStore> {
    return this.stateManager.allStores()
  }

  /** The task's counters (a copy). */
  metrics(): TaskMetrics {
    return { ...this.counters }
  }

  /** The values of the task's sensors and its stores' at time `now`, with Kafka Streams' names and tags. */
  sensorMetrics(now: number): Metric[] {
    return [...this.sensors.metrics(now), ...this.stateManager.storeMetrics(now)]
  }

  /** Closes the processors, then the stores. */
  async close(): Promise<void> {
    if (this.closeProcessors()) await this.stateManager.close()
  }

  /**
   * Closes without committing: the stores drop their uncommitted writes first, then the processors and the stores
   * close (under exactly-once a state directory the aborted transaction may have left unsafe is wiped).
   */
  async closeDirty(exactlyOnce: boolean): Promise<void> {
    if (this.state === 'closed') return
    this.stateManager.abort()
    this.closeProcessors()
    await this.stateManager.closeDirty(exactlyOnce)
  }

  /** Closes the processors if they run; false when the task was closed already. */
  private closeProcessors(): boolean {
    if (this.state === 'closed') return false
    const wasRunning = this.state === 'running'
    this.state = 'closed'
    if (wasRunning) for (const node of this.graph.nodes.values()) node.close()
    return true
  }

  // NodeHost

  streamTime(): number {
    return this.time
  }

  wallClockTime(): number {
    return this.options.clock.now()
  }

  schedule(node: string, intervalMs: number, type: PunctuationType, punctuator: Punctuator): Cancellable {
    if (!Number.isInteger(intervalMs) || intervalMs < 1)
      throw new InvalidPunctuationIntervalError(node, intervalMs)
    return type === 'STREAM_TIME'
      ? this.streamPunctuation.schedule(node, 0, intervalMs, punctuator)
      : this.wallClockPunctuation.schedule(
          node,
          this.options.clock.now() + intervalMs,
          intervalMs,
          punctuator,
        )
  }

  requestCommit(): void {
    this.commitRequested = true
  }

  store(node: string, name: string): StateStore {
    return this.stateManager.storeFor(node, name)
  }

  processingFailed(
    node: string,
    record: ProcessorRecord<unknown, unknown> | undefined,
    error: unknown,
  ): void {
    this.errors.processingFailed(node, record, error)
  }

  recordDropped(node: string, reason: string): void {
    this.errors.recordDropped(node, reason)
  }

  private hooksFor(node: string): ProcessorHooks {
    return {
      recordDropped: (reason) => this.recordDropped(node, reason),
      warn: (text) => this.options.logger.warn(text),
      print: this.options.print ?? ((line) => void process.stdout.write(`${line}\n`)),
      appConfigs: this.options.appConfigs,
    }
  }

  private countDropped(): void {
    this.counters.droppedRecords++
    this.sensors.droppedRecords.record(1, this.options.clock.now())
  }

  private sourceFor(topic: string): SourceTaskNode | undefined {
    const direct = this.graph.sourcesByTopic.get(topic)
    if (direct !== undefined) return direct
    return this.graph.patternSources.find((p) => topicMatches(p.pattern, topic))?.source
  }

  private punctuate(node: string, timestamp: number, punctuator: Punctuator): void {
    const saved = this.recordContext
    this.recordContext = punctuationContext(timestamp)
    this.counters.punctuations++
    try {
      punctuator(timestamp)
    } catch (error) {
      this.processingFailed(node, undefined, error)
    } finally {
      this.recordContext = saved
    }
  }
}
