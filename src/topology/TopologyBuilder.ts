import type { SinkOptions } from '../graph/SinkOptions.js'
import type { SourceOptions } from '../graph/SourceOptions.js'
import { repartitionTopicConfig, type InternalTopic } from './InternalTopic.js'
import type { PhysicalNode, ProcessorNode, SinkNode, SourceNode } from './PhysicalNode.js'
import type { ProcessorSpec } from '../graph/ProcessorSpec.js'
import { withoutLogging, type StoreSpec } from '../graph/StoreSpec.js'
import { Topology, type GlobalStoreInfo, type TopologyParts } from './Topology.js'
import {
  DuplicateProcessorNameError,
  DuplicateStoreNameError,
  InvalidTopologyError,
  SinkWithoutTopicError,
  TopicAlreadyRegisteredError,
  UnknownNodeError,
  UnknownStoreError,
} from '../errors/TopologyError.js'

interface MutableProcessor extends Omit<ProcessorNode, 'stores'> {
  readonly stores: string[]
}

/**
 * Builds a physical topology node by node, as Kafka Streams' `InternalTopologyBuilder`: it keeps insertion order
 * (which numbers the sub-topologies), groups nodes connected by edges or shared stores, and rejects duplicate
 * names, unknown predecessors and unknown stores with a {@link TopologyError}. Lowering drives it; so can users of
 * the Processor API.
 * @example
 * const b = new TopologyBuilder()
 * b.addSource('in', ['input'])
 * b.addSink('out', 'output', {}, ['in'])
 * b.build().describe().toString()
 * @category Building topologies
 * @since 0.1.0
 */
export class TopologyBuilder {
  private readonly nodes = new Map<string, SourceNode | MutableProcessor | SinkNode>()
  private readonly parent = new Map<string, string>()
  private readonly stores = new Map<string, { spec: StoreSpec; users: string[] }>()
  private readonly topicToSource = new Map<string, string>()
  private readonly internalTopics = new Map<string, InternalTopic>()
  private readonly storeToSourceTopic = new Map<string, string>()
  private readonly copartitionGroups: string[][] = []
  private readonly globalStores: GlobalStoreInfo[] = []

  /**
   * @param defaultPersistent the backend of stores whose type nobody chose (`StoreSpec.storeTypeDefaulted`): LevelDB
   * unless the build config's DSL store default says memory
   */
  constructor(private readonly defaultPersistent = true) {}

  /** Adds a source reading `topics` (or a pattern). */
  addSource(name: string, topics: readonly string[] | RegExp, options: SourceOptions = {}): void {
    this.ensureNewNode(name)
    const list = topics instanceof RegExp ? undefined : [...topics]
    for (const topic of list ?? []) {
      const owner = this.topicToSource.get(topic)
      if (owner !== undefined) {
        throw new TopicAlreadyRegisteredError(
          `Topic ${topic} has already been registered by source ${owner}; source ${name} cannot read it too. ` +
            `Read it once and share the stream.`,
          name,
        )
      }
      this.topicToSource.set(topic, name)
    }
    this.nodes.set(name, {
      _tag: 'Source',
      name,
      topics: list,
      pattern: topics instanceof RegExp ? topics : undefined,
      keySerde: options.keySerde,
      valueSerde: options.valueSerde,
      offsetReset: options.offsetReset,
      timestampExtractor: options.timestampExtractor,
      global: false,
    })
    this.parent.set(name, name)
  }

  /** Adds a processor downstream of `predecessors`. */
  addProcessor(name: string, spec: ProcessorSpec, predecessors: readonly string[]): void {
    this.ensureNewNode(name)
    this.ensurePredecessors(name, predecessors)
    this.nodes.set(name, { _tag: 'Processor', name, spec, predecessors: [...predecessors], stores: [] })
    this.parent.set(name, name)
    for (const p of predecessors) this.unite(name, p)
  }

  /** Adds a sink writing to `topic` (or a per-record topic chooser) downstream of `predecessors`. */
  addSink(
    name: string,
    topic: SinkNode['topic'],
    options: SinkOptions,
    predecessors: readonly string[],
  ): void {
    if (typeof topic === 'string' && topic.length === 0) {
      throw new SinkWithoutTopicError(`Sink ${name} has no topic: give it a topic name.`, name)
    }
    this.ensureNewNode(name)
    this.ensurePredecessors(name, predecessors)
    this.nodes.set(name, {
      _tag: 'Sink',
      name,
      topic,
      keySerde: options.keySerde,
      valueSerde: options.valueSerde,
      partitioner: options.partitioner,
      predecessors: [...predecessors],
    })
    this.parent.set(name, name)
    for (const p of predecessors) this.unite(name, p)
  }

  /** Adds a store and connects it to `processors`. */
  addStateStore(store: StoreSpec, processors: readonly string[] = []): void {
    if (this.stores.has(store.name)) {
      throw new DuplicateStoreNameError(
        `State store ${store.name} is already added: give each store (Materialized.as, StreamJoined.withStoreName, ...) its own name.`,
        store.name,
      )
    }
    const spec = store.storeTypeDefaulted === true ? { ...store, persistent: this.defaultPersistent } : store
    this.stores.set(store.name, { spec, users: [] })
    this.connectProcessorAndStateStores(processors, [store.name])
  }

  /** The description of an added store, or undefined when no store of that name is added. */
  storeSpec(name: string): StoreSpec | undefined {
    return this.stores.get(name)?.spec
  }

  /** Connects processors to stores added elsewhere in the topology. */
  connectProcessorAndStateStores(processors: readonly string[], storeNames: readonly string[]): void {
    for (const processorName of processors) {
      const node = this.nodes.get(processorName)
      if (node?._tag !== 'Processor') {
        throw new UnknownNodeError(
          `Processor ${processorName} is not added yet; add it before its stores.`,
          processorName,
        )
      }
      for (const storeName of storeNames) {
        const store = this.stores.get(storeName)
        if (store === undefined) {
          throw new UnknownStoreError(
            `Processor ${processorName} uses state store ${storeName}, which is not added: add it with addStateStore first.`,
            processorName,
          )
        }
        const first = store.users[0]
        if (first !== undefined) this.unite(first, processorName)
        if (!store.users.includes(processorName)) store.users.push(processorName)
        if (!node.stores.includes(storeName)) node.stores.push(storeName)
      }
    }
  }

  /** Adds a global store: a global source, its update processor and the store (logging off). */
  addGlobalStore(
    store: StoreSpec,
    sourceName: string,
    topic: string,
    options: SourceOptions,
    processorName: string,
    spec: ProcessorSpec,
  ): void {
    this.addSource(sourceName, [topic], options)
    const source = this.nodes.get(sourceName) as SourceNode
    this.nodes.set(sourceName, { ...source, global: true })
    this.addProcessor(processorName, spec, [sourceName])
    this.addStateStore(withoutLogging(store), [processorName])
    this.globalStores.push({ sourceName, processorName, storeName: store.name, topic })
  }

  /** Registers a repartition topic. */
  addInternalTopic(name: string, partitions: number | undefined): void {
    this.internalTopics.set(name, { name, kind: 'repartition', partitions, config: repartitionTopicConfig() })
  }

  /** Makes a source topic the changelog of a store (reuse of KTable source topics). */
  connectSourceStoreAndTopic(storeName: string, topic: string): void {
    const store = this.stores.get(storeName)
    if (store === undefined) throw new UnknownStoreError(`State store ${storeName} is not added.`, storeName)
    store.spec = withoutLogging(store.spec)
    this.storeToSourceTopic.set(storeName, topic)
  }

  /** Declares that these source nodes must be co-partitioned. */
  copartitionSources(sourceNames: readonly string[]): void {
    this.copartitionGroups.push([...sourceNames])
  }

  /** Whether a node of that name exists. */
  has(name: string): boolean {
    return this.nodes.has(name)
  }

  /** Freezes the builder into a {@link Topology}. */
  build(): Topology {
    const nodes: PhysicalNode[] = [...this.nodes.values()].map((n) =>
      n._tag === 'Processor' ? { ...n, stores: [...n.stores] } : n,
    )
    const parts: TopologyParts = {
      nodes,
      groupOf: new Map(nodes.map((n) => [n.name, this.root(n.name)])),
      stores: new Map([...this.stores].map(([name, s]) => [name, s.spec])),
      internalTopics: [...this.internalTopics.values()],
      storeToSourceTopic: new Map(this.storeToSourceTopic),
      copartitionGroups: this.copartitionGroups.map((g) => [...g]),
      globalStores: [...this.globalStores],
    }
    return new Topology(parts)
  }

  private ensureNewNode(name: string): void {
    if (this.nodes.has(name)) {
      throw new DuplicateProcessorNameError(
        `Processor ${name} is already added: give each operator its own name (Named.as, Consumed.as, Produced.as, ...).`,
        name,
      )
    }
  }

  private ensurePredecessors(name: string, predecessors: readonly string[]): void {
    if (predecessors.length === 0) {
      throw new InvalidTopologyError(`Node ${name} must have at least one parent.`, name)
    }
    for (const p of predecessors) {
      const node = this.nodes.get(p)
      if (node === undefined) {
        throw new UnknownNodeError(`Predecessor ${p} of node ${name} is not added yet; add it first.`, name)
      }
      if (node._tag === 'Sink') {
        throw new InvalidTopologyError(
          `Sink ${p} cannot be a predecessor of ${name}: sinks have no children.`,
          name,
        )
      }
      if (p === name) throw new InvalidTopologyError(`Node ${name} cannot be its own predecessor.`, name)
    }
  }

  private root(name: string): string {
    let current = name
    for (;;) {
      const up = this.parent.get(current) ?? current
      if (up === current) return current
      const grand = this.parent.get(up) ?? up
      this.parent.set(current, grand)
      current = up
    }
  }

  private unite(a: string, b: string): void {
    const ra = this.root(a)
    const rb = this.root(b)
    if (ra !== rb) this.parent.set(ra, rb)
  }
}
