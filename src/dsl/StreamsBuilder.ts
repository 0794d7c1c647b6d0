import { LogicalGraph } from '../graph/LogicalGraph.js'
import { optimize } from '../optimizer/Optimizer.js'
import { lower } from '../topology/lower.js'
import type { StoreSpec } from '../graph/StoreSpec.js'
import type { Topology } from '../topology/Topology.js'
import type { SourceOptions } from '../graph/SourceOptions.js'
import type { BuildConfig } from './BuildConfig.js'
import { GlobalKTable } from './GlobalKTable.js'
import { operate, operateNode } from './internal/operate.js'
import { materializedSpec } from './internal/asMaterialized.js'
import { storeFromMaterialized } from './internal/stores.js'
import { KStream } from './KStream.js'
import { KTable } from './KTable.js'
import { Consumed, type ConsumedSpec } from './options/Consumed.js'
import { Materialized } from './options/Materialized.js'
import { defaultStorePersistence } from './options/MaterializedStoreType.js'
import type { SerdePair } from './options/SerdePair.js'
import type { ProcessorSupplier } from '../graph/ProcessorSupplier.js'
import { storeSpecOf, type StoreBuilderLike } from '../graph/StoreSpec.js'
import { InvalidTopologyError } from '../errors/TopologyError.js'
import { validateName } from './options/validateName.js'

type ConsumedLike<K, V> = Consumed<K, V> | SerdePair<K, V>

const sourceOptions = (spec: ConsumedSpec<unknown, unknown>): SourceOptions => ({
  keySerde: spec.keySerde,
  valueSerde: spec.valueSerde,
  offsetReset: spec.offsetResetPolicy,
  timestampExtractor: spec.timestampExtractor,
})

/** The topics of `builder.stream`, each a legal topic name, at least one (Java refuses none at build()). */
const topicList = (topics: string | readonly string[]): string[] => {
  const list = typeof topics === 'string' ? [topics] : [...topics]
  if (list.length === 0) {
    throw new InvalidTopologyError(
      'builder.stream([]) reads no topic: give at least one topic name, or a RegExp for a pattern subscription.',
      'stream',
    )
  }
  return list.map((t) => validateName(t, 'Topic name'))
}

const consumedSpec = <K, V>(options: ConsumedLike<K, V> | undefined): ConsumedSpec<unknown, unknown> =>
  Consumed.from(options) as ConsumedSpec<unknown, unknown>

/**
 * Where a topology starts: streams, tables and global tables over topics, plus stores; `build(config)` compiles
 * the program (optimizer, then physical topology).
 * @example
 * const builder = new StreamsBuilder()
 * builder.stream('in', { key: Serdes.string(), value: Serdes.string() }).pipe(to('out'))
 * const topology = builder.build({ 'topology.optimization': 'all' })
 * @category Building topologies
 * @since 0.1.0
 */
export class StreamsBuilder {
  private readonly graph = new LogicalGraph()

  /**
   * A stream over one topic, several topics, or every topic matching a pattern.
   * @throws InvalidTopologyError for an empty topic list, InvalidNameError for an illegal topic name
   */
  stream<K, V>(topics: string | readonly string[] | RegExp, consumed?: ConsumedLike<K, V>): KStream<K, V> {
    const spec = consumedSpec(consumed)
    const list = topics instanceof RegExp ? undefined : topicList(topics)
    return operate(this.graph, {
      name: { named: spec.name, prefix: 'KSTREAM-SOURCE-' },
      node: (name) => ({
        _tag: 'StreamSource',
        name,
        topics: list,
        pattern: topics instanceof RegExp ? topics : undefined,
        source: sourceOptions(spec),
      }),
      parents: [],
      handle: (node) =>
        new KStream<K, V>({
          graph: this.graph,
          nodeId: node.id,
          name: node.name,
          keySerde: spec.keySerde,
          valueSerde: spec.valueSerde,
          sourceNodes: [node.name],
          repartitionRequired: false,
        }),
    })
  }

  /** A table over a topic: materialized when `Materialized.as(name)` is given or when a join needs it. */
  table<K, V>(
    topic: string,
    consumedOrMaterialized?: ConsumedLike<K, V> | Materialized<K, V>,
    materialized?: Materialized<K, V> | SerdePair<K, V>,
  ): KTable<K, V> {
    const { spec, mat, storeName, sourceName, name, serdes } = this.tableNames(
      topic,
      consumedOrMaterialized,
      materialized,
    )
    return operate(this.graph, {
      name,
      node: (name) => ({
        _tag: 'TableSource',
        name,
        sourceName,
        topic,
        source: sourceOptions(spec),
        table: {
          role: 'source',
          given: mat.given,
          queryable: mat.queryable,
          store: storeFromMaterialized(mat, storeName, 'timestampedKeyValue', serdes),
        },
      }),
      parents: [],
      handle: (node) =>
        new KTable<K, V>({
          graph: this.graph,
          nodeId: node.id,
          name: node.name,
          ...serdes,
          sourceNodes: [sourceName],
          queryableStoreName: mat.queryable ? storeName : undefined,
        }),
    })
  }

  /** A table replicated in full on every instance; always materialized, never logged. */
  globalTable<K, V>(
    topic: string,
    consumedOrMaterialized?: ConsumedLike<K, V> | Materialized<K, V>,
    materialized?: Materialized<K, V> | SerdePair<K, V>,
  ): GlobalKTable<K, V> {
    const { spec, mat, storeName, sourceName, name, serdes } = this.tableNames(
      topic,
      consumedOrMaterialized,
      materialized,
    )
    const store = storeFromMaterialized(
      { ...mat, loggingEnabled: false },
      storeName,
      'timestampedKeyValue',
      serdes,
    )
    if (store.kind === 'versionedKeyValue') {
      throw new InvalidTopologyError(
        `Global table ${storeName}: global tables cannot be versioned.`,
        storeName,
      )
    }
    return operate(this.graph, {
      name,
      node: (name) => ({ _tag: 'GlobalTable', name, sourceName, topic, source: sourceOptions(spec), store }),
      parents: [],
      handle: () => new GlobalKTable<K, V>(storeName, mat.queryable ? storeName : undefined),
    })
  }

  /** Options and names of a table or global table source, generated in Kafka Streams' order. */
  private tableNames<K, V>(
    topic: string,
    consumedOrMaterialized: ConsumedLike<K, V> | Materialized<K, V> | undefined,
    materialized: Materialized<K, V> | SerdePair<K, V> | undefined,
  ) {
    const [consumed, mat] =
      consumedOrMaterialized instanceof Materialized
        ? [consumedSpec<K, V>(undefined), materializedSpec(consumedOrMaterialized)]
        : [consumedSpec(consumedOrMaterialized), materializedSpec(materialized)]
    // As Java: the source reads with the Consumed serdes, else the Materialized ones (`table(topic, Materialized)`)
    const keySerde = consumed.keySerde ?? mat.keySerde
    const valueSerde = consumed.valueSerde ?? mat.valueSerde
    const spec: ConsumedSpec<unknown, unknown> = {
      ...consumed,
      ...(keySerde === undefined ? {} : { keySerde }),
      ...(valueSerde === undefined ? {} : { valueSerde }),
    }
    const names = this.graph.names
    const storeName = mat.storeName ?? names.newStoreName(`${topic}-`)
    const sourceName = names.suffixOrElseGenerate(spec.name, '-source', 'KSTREAM-SOURCE-')
    const name = names.orElseGenerate(spec.name, 'KTABLE-SOURCE-')
    const serdes = { keySerde: mat.keySerde ?? spec.keySerde, valueSerde: mat.valueSerde ?? spec.valueSerde }
    return { spec, mat, storeName, sourceName, name, serdes }
  }

  /**
   * Adds a store that processors (`process`, `processValues`) connect to by name: a builder `Stores.*` returns
   * (`Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('s'), k, v)`), as in Java, or a {@link StoreSpec}.
   */
  addStateStore(storeOrBuilder: StoreSpec | StoreBuilderLike): this {
    const store = storeSpecOf(storeOrBuilder)
    operateNode(this.graph, {
      name: store.name,
      node: (name) => ({ _tag: 'StateStore', name, store }),
      parents: [],
    })
    return this
  }

  /** Adds a global store filled from `topic` by a processor of yours (logging off: the topic is the changelog). */
  addGlobalStore<K, V>(
    storeOrBuilder: StoreSpec | StoreBuilderLike,
    topic: string,
    consumed: ConsumedLike<K, V>,
    supplier: ProcessorSupplier<K, V, void, void>,
  ): this {
    const store = storeSpecOf(storeOrBuilder)
    const spec = consumedSpec(consumed)
    const names = this.graph.names
    const sourceName = names.suffixOrElseGenerate(spec.name, '-source', 'KSTREAM-SOURCE-')
    const name = names.orElseGenerate(spec.name, 'KTABLE-SOURCE-')
    operateNode(this.graph, {
      name,
      node: (name) => ({
        _tag: 'GlobalStore',
        name,
        sourceName,
        topic,
        source: sourceOptions(spec),
        store,
        supplier,
      }),
      parents: [],
    })
    return this
  }

  /**
   * Compiles the program: the optimizer (materialization, then the rules `topology.optimization` enables) and
   * the physical topology. Without a config no optimization runs, as in Java.
   * @throws TopologyError subclasses naming the node at fault
   */
  build(config: BuildConfig = {}): Topology {
    const defaultStorePersistent = defaultStorePersistence(config)
    const { graph, plan } = optimize(this.graph, config['topology.optimization'])
    return lower(graph, plan, { defaultStorePersistent })
  }
}
